/**
 * The mail outbox (decision 0008) with mail not configured (the test server's default): every
 * admin page says so with the count waiting; an invitation shows its link to copy and never says
 * "sent"; the colleague joins through that link; the Outbox lists the waiting invitation.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  expectNoAxeViolations,
  reactHydrated,
  signInAsAdmin,
  watchConsole,
} from "./support/helpers.ts";

const PASSWORD = "Linked-Author-2026!";

test("without mail: banner, a copyable invitation link that works, the outbox", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  const consoleWatch = watchConsole(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);

  await page.goto("/admin");
  const banner = page.getByTestId("mail-banner");
  await expect(banner).toContainText("E-mail is not set up");
  await expect(banner.getByRole("link", { name: "Set up e-mail" })).toHaveAttribute(
    "href",
    "/admin/settings?tab=integrations",
  );

  const invitee = `linked-${Date.now()}@e2e.example`;
  await page.goto("/admin/staff");
  await expect(page.locator("[data-admin-shell][data-hydrated=true]")).toBeAttached();
  await expect(page.getByTestId("mail-banner")).toBeVisible();
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByLabel("Role", { exact: true }).selectOption("author");
  await page.getByRole("button", { name: "Create invitation" }).click();
  const handOver = page.getByTestId("invitation-link");
  await expect(handOver).toContainText(`Invitation for ${invitee} not e-mailed`);
  await expect(handOver).toContainText("was not e-mailed");
  await expect(page.getByText(/invitation (was )?sent|queued/i)).toHaveCount(0);
  const linkField = handOver.getByLabel(`Invitation link for ${invitee}`);
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/admin\/accept-invitation\?token=/);
  await handOver.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Invitation link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByTestId("staff-row").filter({ hasText: invitee })).toContainText(
    "Invitation pending",
  );
  // The banner counts it among the waiting e-mails.
  await expect(page.getByTestId("mail-banner")).toContainText(/\d+ e-mails? (is|are) waiting/);

  // The colleague joins through the link.
  const colleague = await browser.newContext({ baseURL });
  try {
    const other = await colleague.newPage();
    await other.goto(new URL(link).pathname + new URL(link).search);
    await expect(other.getByRole("heading", { name: "Welcome to the team" })).toBeVisible();
    await reactHydrated(other.locator("form"));
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByLabel("Confirm password").fill(PASSWORD);
    await other.getByRole("button", { name: "Set password" }).click();
    await expect(other.getByText("Your password is set. You can now sign in.")).toBeVisible();
    const signIn = await other.request.post("/api/v1/auth/sign-in", {
      data: { email: invitee, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await other.goto("/admin");
    await expect(other.getByTestId("admin-role")).toHaveText("Author");
    // Authors see the banner too, without the links to the admin's settings.
    await expect(other.getByTestId("mail-banner")).toContainText("An admin can set it up");
  } finally {
    await colleague.close();
  }

  // The outbox lists the invitation as waiting for mail to be set up.
  await page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: "Outbox" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await page.getByRole("link", { name: "Queued", exact: true }).click();
  await expect(page).toHaveURL(/status=queued/);
  const row = page.getByTestId("outbox-row").filter({ hasText: invitee });
  await expect(row).toContainText("you are invited to the staff");
  await expect(row).toContainText("Waiting until e-mail is set up");
  await expectNoAxeViolations(page);
  consoleWatch.expectNone();
});
