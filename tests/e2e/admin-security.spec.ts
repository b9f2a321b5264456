/**
 * Account security in the browser: two-factor (real TOTP codes and backup codes), sessions and
 * revoke, password change, staff, audit log, 'Require 2FA' enrolment, lockout, password reset, axe.
 *
 * Failed sign-ins lock the client address after 15 across accounts and every suite shares
 * 127.0.0.1, so this suite makes exactly 6: five for the lockout test, one reused backup code.
 * Every account it creates has a unique e-mail and is removed from the staff at the end.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "./support/fixtures.ts";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { createAccount } from "./support/accounts.ts";
import {
  adminReady,
  expectNoAxeViolations,
  reactHydrated,
  signInAsAdmin,
  VIEWPORTS,
  watchConsole,
} from "./support/helpers.ts";

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const email = (tag: string) => `h6-${tag}-${RUN}@e2e.example`;
const STRONG = "N3w-Str0ng-Passw0rd!";

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code for a time step after `lastStep` that the server accepts (±1 step of drift), waiting
 * for the clock when needed. Returns the code and its step.
 */
async function freshCode(secret: string, lastStep: number) {
  const step = Math.max(stepNow(), lastStep + 1);
  while (stepNow() < step - 1) await new Promise((r) => setTimeout(r, 500));
  return { code: totp(secret).generate({ timestamp: step * 30_000 + 1000 }), step };
}

async function newContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, viewport: VIEWPORTS.desktop });
}

/** An admin context (API only) for set-up and clean-up. */
async function adminApi(browser: Browser, baseURL: string | undefined) {
  const ctx = await newContext(browser, baseURL);
  const res = await ctx.request.post("/api/v1/auth/sign-in", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ctx;
}

/** A second admin with a known password, made the operator's way (`npm run user -- create`). */
async function addStaff(request: APIRequestContext, address: string) {
  createAccount(address, STRONG, "admin");
  const res = await request.get("/api/v1/staff");
  const { items } = (await res.json()) as { items: Array<{ id: number; email: string }> };
  const id = items.find((s) => s.email === address)?.id;
  expect(id).toBeDefined();
  return { id: Number(id), email: address, password: STRONG };
}

/** Leaves the e2e admin alone on the staff (other specs add editors to the shared database). */
async function removeOtherStaff(request: APIRequestContext) {
  const res = await request.get("/api/v1/staff");
  if (!res.ok()) return;
  const { items } = (await res.json()) as { items: Array<{ id: number; email: string }> };
  for (const s of items.filter((i) => i.email !== E2E_ADMIN.email))
    await request.delete(`/api/v1/staff/${s.id}`);
}

async function uiSignIn(page: Page, address: string, password: string) {
  await page.goto("/admin/login");
  // The form signs in through script: before hydration a click would submit it natively.
  await expect(page.locator("[data-sign-in-form][data-hydrated=true]")).toBeAttached();
  await page.getByLabel("Email").fill(address);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Refused requests are logged by the browser and by the admin toasts: nothing else. */
function expectOnlyExpectedErrors(errors: string[]) {
  const expected =
    /^Failed to load resource: the server responded with a status of 4\d\d|^Error: (Invalid code|The last admin cannot be removed or lose the admin role)$/;
  expect(errors.filter((e) => !expected.test(e))).toEqual([]);
}

const signInHeading = (page: Page) => page.getByRole("heading", { name: "Admin Login" });
const dashboardHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Dashboard" });

test.describe("admin security screens", () => {
  test.afterAll(async ({ browser, baseURL }) => {
    const ctx = await adminApi(browser, baseURL);
    await removeOtherStaff(ctx.request);
    await ctx.close();
  });

  test("two-factor: turn on with a real code, sign in with a code and a backup code, turn off", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const admin = await adminApi(browser, baseURL);
    const me = await addStaff(admin.request, email("tfa"));
    const ctx = await newContext(browser, baseURL);
    const page = await ctx.newPage();
    const consoleWatch = watchConsole(page);

    await uiSignIn(page, me.email, me.password);
    await expect(dashboardHeading(page)).toBeVisible();
    await page.getByRole("link", { name: "Account & Security" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account & Security" })).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const first = await freshCode(secret, 0);
    await page.getByLabel("6-digit code from the app").fill(first.code);
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByTestId("backup-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backup = (await codes.allTextContents()).map((c) => c.trim());
    expect(new Set(backup).size).toBe(10);
    await expect(page.getByTestId("two-factor-status")).toHaveText("On");
    await page.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(page.getByTestId("backup-codes")).toHaveCount(0);

    // Sign out, sign in: the code step, then in.
    await logout(page);
    await uiSignIn(page, me.email, me.password);
    await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    // Skipping the challenge gets nothing.
    expect((await page.request.get("/api/v1/stats")).status()).toBe(401);
    const second = await freshCode(secret, first.step);
    await page.getByLabel("Authentication code").fill(second.code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(dashboardHeading(page)).toBeVisible();

    // A backup code works once.
    await logout(page);
    await uiSignIn(page, me.email, me.password);
    await page.getByLabel("Authentication code").fill(backup[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await logout(page);
    await uiSignIn(page, me.email, me.password);
    await page.getByLabel("Authentication code").fill(backup[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Invalid code")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    await page.getByLabel("Authentication code").fill(backup[1]);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(dashboardHeading(page)).toBeVisible();

    // Turn it off with the password and a code.
    await page.goto("/admin/account");
    await expect(page.getByTestId("two-factor-status")).toHaveText("On");
    const third = await freshCode(secret, second.step);
    await page.getByLabel("Password", { exact: true }).fill(me.password);
    await page.getByLabel("Authentication code").fill(third.code);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
    await expect(page.getByRole("button", { name: "Turn on two-factor" })).toBeVisible();
    const session = (await (await page.request.get("/api/v1/auth/session")).json()) as {
      twoFactorEnabled: boolean;
    };
    expect(session.twoFactorEnabled).toBe(false);
    expectOnlyExpectedErrors(consoleWatch.errors);
    await ctx.close();
    await admin.close();
  });

  test("sessions: revoke another device; a password change ends the other session", async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminApi(browser, baseURL);
    const me = await addStaff(admin.request, email("sess"));
    const a = await newContext(browser, baseURL);
    const b = await newContext(browser, baseURL);
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    for (const p of [pageA, pageB]) {
      await uiSignIn(p, me.email, me.password);
      await expect(dashboardHeading(p)).toBeVisible();
    }

    await pageA.goto("/admin/account");
    const rows = pageA.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    const current = pageA.locator('[data-testid="session-row"][data-current="true"]');
    await expect(current.getByText("This device")).toBeVisible();
    await expect(current).toContainText("127.0.0.1");
    await expect(current).toContainText(/Chrome on \w+/);
    await pageA.getByRole("button", { name: /^Revoke/ }).click();
    await expect(pageA.getByText("Session revoked")).toBeVisible();
    await expect(rows).toHaveCount(1);

    await pageB.reload();
    await expect(signInHeading(pageB)).toBeVisible();

    // B signs in again; A changes the password: B is signed out, A stays.
    await uiSignIn(pageB, me.email, me.password);
    await expect(dashboardHeading(pageB)).toBeVisible();
    await pageA.reload();
    await expect(rows).toHaveCount(2);
    await pageA.getByLabel("Current password").fill(me.password);
    await pageA.getByLabel("New password", { exact: true }).fill("short");
    await pageA.getByLabel("Confirm new password").fill("short");
    await pageA.getByRole("button", { name: "Change password" }).click();
    // The rule comes from the server, next to the field.
    await expect(pageA.getByText(/Password must be at least \d+ characters/)).toBeVisible();
    await pageA.getByLabel("New password", { exact: true }).fill(STRONG);
    await pageA.getByLabel("Confirm new password").fill(STRONG);
    await pageA.getByRole("button", { name: "Change password" }).click();
    await expect(
      pageA.getByText("Password changed. Your other sessions were signed out."),
    ).toBeVisible();
    await expect(rows).toHaveCount(1);
    await pageB.reload();
    await expect(signInHeading(pageB)).toBeVisible();
    await pageA.reload();
    await expect(
      pageA.getByRole("heading", { level: 1, name: "Account & Security" }),
    ).toBeVisible();

    // The new password works, and 'Sign out all other sessions' ends B again.
    await uiSignIn(pageB, me.email, STRONG);
    await expect(dashboardHeading(pageB)).toBeVisible();
    await pageA.reload();
    await adminReady(pageA);
    await pageA.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(pageA.getByText("All other sessions were signed out")).toBeVisible();
    await pageB.reload();
    await expect(signInHeading(pageB)).toBeVisible();

    await a.close();
    await b.close();
    await admin.close();
  });

  test("staff: invite with a role, change it, remove; the last admin stays; audit log", async ({
    page,
    browser,
    baseURL,
  }) => {
    const consoleWatch = watchConsole(page);
    await signInAsAdmin(page);
    await removeOtherStaff(page.request);
    const newAdmin = email("staff");
    await page.goto("/admin");
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByTestId("staff-row")).toHaveCount(1);
    // A new address gets a link (mail is not set up here: shown to hand over, never "sent"); no
    // password is ever shown.
    const invitee = email("invitee");
    await page.getByLabel("E-mail address").fill(invitee);
    await page.getByLabel("Role", { exact: true }).selectOption("author");
    await page.getByRole("button", { name: "Create invitation" }).click();
    await expect(page.getByTestId("invitation-link")).toContainText(
      `Invitation for ${invitee} not e-mailed`,
    );
    const pending = page.getByTestId("staff-row").filter({ hasText: invitee });
    await expect(pending).toContainText("Invitation pending");
    await expect(pending.getByLabel(`Role of ${invitee}`)).toHaveValue("author");
    await expect(page.getByTestId("temporary-password")).toHaveCount(0);

    // An existing account gets the role at once and signs in with it.
    createAccount(newAdmin, STRONG);
    await page.getByLabel("E-mail address").fill(newAdmin);
    await page.getByLabel("Name (optional)").fill("Temp Admin");
    await page.getByLabel("Role", { exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Create invitation" }).click();
    await expect(page.getByText(`${newAdmin} now has the role`)).toBeVisible();
    const row = page.getByTestId("staff-row").filter({ hasText: newAdmin });
    await expect(row).toContainText("Off");

    const other = await newContext(browser, baseURL);
    const otherPage = await other.newPage();
    await uiSignIn(otherPage, newAdmin, STRONG);
    await expect(dashboardHeading(otherPage)).toBeVisible();

    // As an editor they no longer see the settings, staff or audit screens.
    // A role picked asks first: cancelled, nothing changes; confirmed, it is done.
    const roleSelect = row.getByLabel(`Role of ${newAdmin}`);
    await roleSelect.selectOption("editor");
    const confirmRole = page.getByRole("alertdialog", { name: "Change the role?" });
    await expect(confirmRole).toContainText(`${newAdmin} goes from Admin to Editor`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(confirmRole).toHaveCount(0);
    await expect(roleSelect).toHaveValue("admin");
    await roleSelect.selectOption("editor");
    await confirmRole.getByRole("button", { name: "Make an Editor" }).click();
    await expect(page.getByText(`${newAdmin} is now an editor`)).toBeVisible();
    await expect(roleSelect).toHaveValue("editor");
    await otherPage.reload();
    const nav = otherPage.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link", { name: "Blog Posts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await otherPage.goto("/admin/settings");
    await expect(otherPage.getByText("Not available for your role")).toBeVisible();

    await row.getByRole("button", { name: `Remove ${newAdmin}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove from the staff?" });
    await expect(dialog).toContainText(newAdmin);
    await dialog.getByRole("button", { name: "Remove from staff" }).click();
    await expect(page.getByText(`${newAdmin} was removed`)).toBeVisible();
    await expect(page.getByTestId("staff-row")).toHaveCount(2);
    // Their session ended with the rights.
    await otherPage.reload();
    await expect(signInHeading(otherPage)).toBeVisible();
    await other.close();

    // The last admin cannot be removed.
    await page
      .getByTestId("staff-row")
      .getByRole("button", { name: `Remove ${E2E_ADMIN.email}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove from staff" }).click();
    await expect(page.getByText("The last admin cannot be removed")).toBeVisible();
    await page
      .getByTestId("staff-row")
      .filter({ hasText: E2E_ADMIN.email })
      .getByLabel(`Role of ${E2E_ADMIN.email}`)
      .selectOption("editor");
    await page
      .getByRole("alertdialog", { name: "Change the role?" })
      .getByRole("button", { name: "Make an Editor" })
      .click();
    await expect(page.getByText("The last admin cannot be removed").last()).toBeVisible();
    await expect(
      page
        .getByTestId("staff-row")
        .filter({ hasText: E2E_ADMIN.email })
        .getByLabel(`Role of ${E2E_ADMIN.email}`),
    ).toHaveValue("admin");
    await removeOtherStaff(page.request);
    await page.reload();
    await expect(page.getByTestId("staff-row")).toHaveCount(1);

    // The audit log shows the sign-in and the staff changes, with the address.
    await page.getByRole("link", { name: "Audit Log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await expect(page.getByTestId("audit-row").first()).toBeVisible();
    await page.getByLabel("Action").selectOption({ label: "Staff" });
    await page.getByRole("button", { name: "Apply" }).click();
    // The URL names only the filter that is set.
    await expect(page).toHaveURL(/\/admin\/audit\?action=[\w.-]+$/);
    const added = page.getByTestId("audit-row").filter({ hasText: "staff.invited" }).filter({
      hasText: newAdmin,
    });
    const removed = page.getByTestId("audit-row").filter({ hasText: "staff.removed" }).filter({
      hasText: newAdmin,
    });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(E2E_ADMIN.email);
    await expect(added).toContainText("127.0.0.1");
    await expect(removed).toHaveCount(1);
    // The confirmed role change, in words with the old and new role.
    const roleChanged = page
      .getByTestId("audit-row")
      .filter({ hasText: "staff.role-changed" })
      .filter({ hasText: newAdmin });
    await expect(roleChanged).toHaveCount(1);
    await expect(roleChanged).toContainText(`changed the role of ${newAdmin} from admin to editor`);
    await page.getByLabel("Action").selectOption({ label: "Sign-in" });
    await page.getByLabel("Actor e-mail").fill(newAdmin);
    await page.getByRole("button", { name: "Apply" }).click();
    const signIn = page.getByTestId("audit-row").filter({ hasText: "auth.sign-in" });
    await expect(signIn.first()).toContainText(newAdmin);
    await expect(signIn.first()).toContainText("127.0.0.1");
    await expect(signIn.first()).toContainText(/Chrome on \w+/);
    expectOnlyExpectedErrors(consoleWatch.errors);
  });

  test("'Require 2FA' holds an admin at enrolment until two-factor is set up", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(browser, baseURL);
    const me = await addStaff(admin.request, email("req"));
    const { settings } = (await (await admin.request.get("/api/v1/settings")).json()) as {
      settings: { security: { twoFactorAuth: boolean } };
    };
    expect(settings.security.twoFactorAuth).toBe(false);
    const put = await admin.request.put("/api/v1/settings", {
      data: { ...settings, security: { ...settings.security, twoFactorAuth: true } },
    });
    expect(put.status(), await put.text()).toBe(200);
    const ctx = await newContext(browser, baseURL);
    try {
      const page = await ctx.newPage();
      await uiSignIn(page, me.email, me.password);
      await expect(
        page.getByRole("heading", { name: "Set Up Two-Factor Authentication" }),
      ).toBeVisible();
      await expect(
        page.getByText(
          "Your organisation requires two-factor authentication for admins. Set it up to continue.",
        ),
      ).toBeVisible();
      // Held: no admin data before enrolling.
      expect((await page.request.get("/admin.data")).status()).toBe(401);
      expect((await page.request.get("/api/v1/stats")).status()).toBe(401);
      expect((await page.request.get("/api/v1/settings")).status()).toBe(401);
      // Reloading /admin shows the sign-in again, not the dashboard.
      const held = await ctx.newPage();
      await held.goto("/admin");
      await expect(dashboardHeading(held)).toHaveCount(0);
      await held.close();

      const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
      const { code } = await freshCode(secret, 0);
      await page.getByLabel("6-digit code from the app").fill(code);
      await page.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
      await page.getByRole("button", { name: "Continue to the admin panel" }).click();
      await expect(dashboardHeading(page)).toBeVisible();
      expect((await page.request.get("/api/v1/stats")).status()).toBe(200);

      // The enrolled admin turns the rule off again.
      const off = await page.request.put("/api/v1/settings", {
        data: { ...settings, security: { ...settings.security, twoFactorAuth: false } },
      });
      expect(off.status(), await off.text()).toBe(200);
    } finally {
      await ctx.close();
    }
    // The other admin can act again; defaults restored.
    const after = (await (await admin.request.get("/api/v1/settings")).json()) as {
      settings: { security: { twoFactorAuth: boolean } };
    };
    expect(after.settings.security.twoFactorAuth).toBe(false);
    expect((await admin.request.delete(`/api/v1/staff/${me.id}`)).status()).toBeLessThan(300);
    await admin.close();
  });

  test("lockout: after 5 wrong passwords even the right one is refused, and it is audited", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const victim = email("lock");
    const api = await playwright.request.newContext({ baseURL });
    createAccount(victim, STRONG);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.post("/api/v1/auth/sign-in", {
        data: { email: victim, password: `Wrong-${i}-Passw0rd!` },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await api.post("/api/v1/auth/sign-in", {
      data: { email: victim, password: STRONG },
    });
    expect(right.status()).toBe(429);
    expect(right.headers()["retry-after"]).toBeTruthy();
    await api.dispose();

    // The sign-in form shows the server's message.
    await uiSignIn(page, victim, STRONG);
    const locked = page.getByTestId("sign-in-locked");
    await expect(locked).toContainText("Sign-in locked");
    await expect(locked).toContainText(/locked; try again in \d+ minutes?/);

    await signInAsAdmin(page);
    await page.goto("/admin/audit");
    await page.getByLabel("Action").selectOption({ label: "Lockouts" });
    await page.getByLabel("Actor e-mail").fill(victim);
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByTestId("audit-row").filter({ hasText: "auth.lockout" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("127.0.0.1");
  });

  test("forgot password and the reset page", async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const sent = page.getByTestId("reset-requested");
    await expect(sent).toContainText(
      "If an account exists for that e-mail, a reset link is on its way.",
    );
    // The command-line reset is named for every address (the answer never says whether mail went out).
    await expect(sent).toContainText(`npm run user -- reset-password ${E2E_ADMIN.email}`);
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(signInHeading(page)).toBeVisible();

    await page.goto("/admin/reset-password?token=not-a-real-token-123456");
    await reactHydrated(page.locator("form"));
    await page.getByLabel("New password", { exact: true }).fill(STRONG);
    await page.getByLabel("Confirm new password").fill("Different-Passw0rd!");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(STRONG);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByTestId("reset-link-error")).toHaveText(
      "This reset link is not valid any more. Ask for a new one.",
    );
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(signInHeading(page)).toBeVisible();

    await page.goto("/admin/reset-password");
    await expect(page.getByTestId("reset-link-error")).toBeVisible();
    // The admin's password is unchanged.
    const res = await page.request.post("/api/v1/auth/sign-in", { data: E2E_ADMIN });
    expect(res.status()).toBe(200);
    expectOnlyExpectedErrors(consoleWatch.errors);
  });

  test("a password someone else set is replaced at the first sign-in; then only the new one works", async ({
    page,
  }) => {
    const address = `temporary-${Date.now()}@e2e.example`;
    const given = "Given-Passw0rd-2026!";
    const chosen = "My-Own-Passw0rd-2026!";
    createAccount(address, given, "editor", { temporary: true });

    await uiSignIn(page, address, given);
    await expect(page.getByRole("heading", { name: "Choose Your Own Password" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Until the password is changed, the session opens nothing.
    const session = (await (await page.request.get("/api/v1/auth/session")).json()) as {
      stage?: string;
    };
    expect(session.stage).toBe("password");
    expect([401, 403]).toContain((await page.request.get("/api/v1/stats")).status());

    await page.getByLabel("New password", { exact: true }).fill(chosen);
    await page.getByLabel("Confirm new password").fill(`${chosen}x`);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("The new passwords do not match");
    await page.getByLabel("Confirm new password").fill(chosen);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    expect((await page.request.get("/api/v1/stats")).status()).toBe(200);
    await expect(page.locator("[data-admin-shell][data-hydrated=true]")).toBeAttached();
    await logout(page);

    await uiSignIn(page, address, given);
    await expect(page.getByText("Invalid credentials")).toBeVisible();
    await uiSignIn(page, address, chosen);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your Own Password" })).toHaveCount(0);
  });

  test("expired-session notice on the sign-in form", async ({ page }) => {
    await page.goto("/admin/login?expired=1");
    await expect(page.getByTestId("session-expired")).toHaveText(
      "Your session expired. Please sign in again.",
    );
    await page.goto("/admin/login");
    await expect(page.getByTestId("session-expired")).toHaveCount(0);
  });
});

test.describe("admin security screens: accessibility", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe at ${name} (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/login");
      await expect(signInHeading(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/login?expired=1");
      await expect(page.getByTestId("session-expired")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      await page.getByLabel("Email").fill("nobody@e2e.example");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByTestId("reset-requested")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/reset-password?token=abcdefghijklmnop");
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/reset-password");
      await expect(page.getByTestId("reset-link-error")).toBeVisible();
      await expectNoAxeViolations(page);

      await signInAsAdmin(page);
      await page.goto("/admin/account");
      await expect(page.getByTestId("session-row").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await expect(page.getByTestId("totp-secret")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.goto("/admin/staff");
      await expect(page.getByTestId("staff-row").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/admin/audit");
      await expect(
        page.getByTestId(viewport.width < 768 ? "audit-card" : "audit-row").first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
