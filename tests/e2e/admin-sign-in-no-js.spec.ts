/**
 * The admin sign-in without JavaScript: every step is a plain form posted to the page's action,
 * which answers with the next page (or the same page with the refusal said in place).
 *
 * Failed sign-ins lock the client address after 15 across accounts and every suite shares
 * 127.0.0.1, so this suite makes exactly 2: one wrong password, one wrong code. Every account it
 * creates has a unique e-mail and is removed from the staff at the end.
 */
import { expect, test, type APIRequestContext, type Page } from "./support/fixtures.ts";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { createAccount } from "./support/accounts.ts";

test.use({ javaScriptEnabled: false });

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const address = (tag: string) => `nojs-${tag}-${RUN}@e2e.example`;
const PASSWORD = "N0-Script-Passw0rd!";

const dashboardHeading = (page: Page) => page.getByText("Welcome back, Admin");

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Who the browser's session belongs to (null: nobody fully signed in). */
async function sessionUser(page: Page) {
  const res = await page.request.get("/api/v1/auth/session");
  return ((await res.json()) as { user: { email: string } | null }).user;
}

async function removeStaff(request: APIRequestContext, emails: string[]) {
  const res = await request.get("/api/v1/staff");
  const { items } = (await res.json()) as { items: Array<{ id: number; email: string }> };
  for (const s of items.filter((i) => emails.includes(i.email)))
    await request.delete(`/api/v1/staff/${s.id}`);
}

test.describe("admin sign-in without JavaScript", () => {
  const created: string[] = [];

  test.afterAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    expect((await admin.post("/api/v1/auth/sign-in", { data: E2E_ADMIN })).status()).toBe(200);
    await removeStaff(admin, created);
    await admin.dispose();
  });

  test("a wrong password is said in place; the right one opens the dashboard; Logout ends the session", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    await fillSignIn(page, E2E_ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
    expect(await sessionUser(page)).toBeNull();

    await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dashboardHeading(page)).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
  });

  test("signing in from the form on a guarded page comes back to that page", async ({ page }) => {
    await page.goto("/admin/settings?tab=security");
    await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/settings\?tab=security$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("a password someone else set is replaced at the first sign-in", async ({ page }) => {
    const email = address("temporary");
    const given = "Given-Passw0rd-2026!";
    const chosen = "My-Own-Passw0rd-2026!";
    createAccount(email, given, "editor", { temporary: true });
    created.push(email);

    await page.goto("/admin/login");
    await fillSignIn(page, email, given);
    await expect(page.getByRole("heading", { name: "Choose Your Own Password" })).toBeVisible();
    // The page does not hold the password typed a page ago: it asks for it again.
    await page.getByLabel("Password you were given").fill(given);
    await page.getByLabel("New password", { exact: true }).fill(chosen);
    await page.getByLabel("Confirm new password").fill(`${chosen}x`);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("The new passwords do not match");
    expect(await sessionUser(page)).toBeNull();

    await page.getByLabel("Password you were given").fill(given);
    await page.getByLabel("New password", { exact: true }).fill(chosen);
    await page.getByLabel("Confirm new password").fill(chosen);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await sessionUser(page)).toMatchObject({ email });
  });

  test("with two-factor on, the code step refuses a wrong code in place and takes a backup code", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = address("two-factor");
    createAccount(email, PASSWORD, "admin");
    created.push(email);
    // Two-factor turned on the API's way, in a context of its own.
    const owner = await playwright.request.newContext({ baseURL });
    expect(
      (await owner.post("/api/v1/auth/sign-in", { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    const { secret } = (await (await owner.post("/api/v1/auth/two-factor/setup")).json()) as {
      secret: string;
    };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const enabled = await owner.post("/api/v1/auth/two-factor/enable", { data: { code } });
    expect(enabled.status()).toBe(200);
    const { backupCodes } = (await enabled.json()) as { backupCodes: string[] };
    await owner.dispose();

    await page.goto("/admin/login");
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    await page.getByLabel("Authentication code").fill("000000x");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid code");
    expect(await sessionUser(page)).toBeNull();

    await page.getByLabel("Authentication code").fill(backupCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await sessionUser(page)).toMatchObject({ email });
  });

  test("'Use another account' at the code step signs out and goes back to the password", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = address("cancel");
    createAccount(email, PASSWORD, "admin");
    created.push(email);
    const owner = await playwright.request.newContext({ baseURL });
    await owner.post("/api/v1/auth/sign-in", { data: { email, password: PASSWORD } });
    const { secret } = (await (await owner.post("/api/v1/auth/two-factor/setup")).json()) as {
      secret: string;
    };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await owner.post("/api/v1/auth/two-factor/enable", { data: { code } })).status()).toBe(
      200,
    );
    await owner.dispose();

    await page.goto("/admin/login");
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    await page.getByRole("button", { name: "Use another account" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const session = (await (await page.request.get("/api/v1/auth/session")).json()) as {
      stage: string | null;
    };
    expect(session.stage).toBeNull();
  });

  test("forgot password, and the reset page's refusals, in place", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(address("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("reset-requested")).toContainText(
      "If an account exists for that e-mail, a reset link is on its way.",
    );
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    await page.goto("/admin/reset-password?token=not-a-real-token-123456");
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByTestId("reset-link-error")).toHaveText(
      "This reset link is not valid any more. Ask for a new one.",
    );
  });
});
