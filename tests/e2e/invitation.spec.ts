/**
 * Inviting a colleague (decision 0012): an admin invites by e-mail with a role, the link
 * arrives at a real SMTP server on loopback, the colleague chooses a password on it (none is ever
 * shown) and signs in with the editor's screens only.
 */
import { expect, test } from "./support/fixtures.ts";
import { linkToken, startSmtpInbox } from "../../server/testing/smtp-inbox.ts";
import {
  adminReady,
  expectNoAxeViolations,
  reactHydrated,
  signInAsAdmin,
} from "./support/helpers.ts";

const PASSWORD = "Invited-Editor-2026!";

test("an invited editor sets a password from the e-mailed link and signs in as editor", async ({
  page,
  browser,
  baseURL,
}) => {
  const smtp = await startSmtpInbox();
  await signInAsAdmin(page);
  const saved = (
    (await (await page.request.get("/api/v1/settings")).json()) as {
      settings: { integrations: Record<string, unknown> };
    }
  ).settings;
  const colleague = await browser.newContext({ baseURL });
  try {
    const settings = structuredClone(saved);
    Object.assign(settings.integrations, {
      emailService: "smtp",
      smtpHost: "127.0.0.1",
      smtpPort: smtp.port,
    });
    expect((await page.request.put("/api/v1/settings", { data: settings })).status()).toBe(200);

    const invitee = `editor-${Date.now()}@e2e.example`;
    await page.goto("/admin/staff");
    await adminReady(page);
    await page.getByLabel("E-mail address").fill(invitee);
    await page.getByLabel("Role", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByText(`Invitation to ${invitee} queued: it is being e-mailed`),
    ).toBeVisible();
    await expect(page.getByTestId("invitation-link")).toHaveCount(0);
    await expect(page.getByTestId("temporary-password")).toHaveCount(0);

    await expect.poll(() => smtp.to(invitee).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const token = linkToken(smtp.to(invitee).at(-1), "/admin/accept-invitation");

    const other = await colleague.newPage();
    await other.goto(`/admin/accept-invitation?token=${encodeURIComponent(token)}`);
    await expect(other.getByRole("heading", { name: "Welcome to the team" })).toBeVisible();
    await expectNoAxeViolations(other);
    await reactHydrated(other.locator("form"));
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByLabel("Confirm password").fill(PASSWORD);
    await other.getByRole("button", { name: "Set password" }).click();
    await expect(other.getByText("Your password is set. You can now sign in.")).toBeVisible();

    await other.goto("/admin/login");
    await expect(other.locator("[data-sign-in-form][data-hydrated=true]")).toBeAttached();
    await other.getByLabel("Email").fill(invitee);
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByRole("button", { name: "Sign In" }).click();
    const nav = other.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link", { name: "Blog Posts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    // The link was single-use.
    const again = await colleague.newPage();
    await again.goto(`/admin/accept-invitation?token=${encodeURIComponent(token)}`);
    await reactHydrated(again.locator("form"));
    await again.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await again.getByLabel("Confirm password").fill(PASSWORD);
    await again.getByRole("button", { name: "Set password" }).click();
    await expect(again.getByText("Your password is set. You can now sign in.")).toHaveCount(0);
  } finally {
    await colleague.close();
    await page.request.put("/api/v1/settings", { data: saved });
    await smtp.close();
  }
});
