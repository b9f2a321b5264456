/**
 * Never lose work (the editor's week): an expired session signs in again in place and then saves
 * what was typed, and leaving the settings asks first. The editor's server autosave, which keeps
 * typing across a reload, is tested in content-editor.spec.ts (docs/decisions/0027-full-page-editor.md).
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { adminReady, signInAsAdmin } from "./support/helpers.ts";

const unique = (label: string) =>
  `Unsaved ${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function openCreate(page: Page) {
  await page.goto("/admin/blog/new");
  await adminReady(page);
  const editor = page.getByTestId("content-editor");
  await expect(editor).toBeVisible();
  return editor;
}

async function removePosts(page: Page, q: string) {
  const res = await page.request.get(`/api/v1/blog-posts?q=${encodeURIComponent(q)}&pageSize=100`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  for (const item of items) await page.request.delete(`/api/v1/blog-posts/${item.id}`);
}

test.describe("never lose work", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("an expired session: Save signs in again in place, then saves what was typed", async ({
    page,
    context,
  }) => {
    const title = unique("session");
    try {
      const dialog = await openCreate(page);
      await dialog.getByLabel("Title", { exact: true }).fill(title);
      await dialog.getByLabel("Excerpt", { exact: true }).fill("Written while the session ended");
      await dialog.getByLabel("Content", { exact: true }).fill("A long post, typed for an hour.");
      await dialog.getByLabel("Author", { exact: true }).fill("E2E Writer");
      // The session ends (as after the idle timeout): the browser no longer has it.
      await context.clearCookies();
      await dialog.getByRole("button", { name: "Save draft", exact: true }).click();

      const reauth = page.getByTestId("reauth-dialog");
      await expect(reauth).toBeVisible();
      await reauth.getByLabel("Email").fill(E2E_ADMIN.email);
      await reauth.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
      await reauth.getByRole("button", { name: /sign in/i }).click();

      await expect(toast(page, "Draft saved")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
      const res = await page.request.get(`/api/v1/blog-posts?q=${encodeURIComponent(title)}`);
      const { items } = (await res.json()) as { items: { excerpt: string }[] };
      expect(items.map((i) => i.excerpt)).toEqual(["Written while the session ended"]);
    } finally {
      await removePosts(page, title);
    }
  });

  test("leaving the settings with unsaved changes asks first", async ({ page }) => {
    await page.goto("/admin/settings");
    await adminReady(page);
    const name = page.getByRole("group", { name: "Site Name" }).getByLabel("English");
    await name.fill("A name not saved yet");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await nav.getByRole("link", { name: "Dashboard" }).click();
    const ask = page.getByRole("dialog", { name: "Leave this page?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(name).toHaveValue("A name not saved yet");

    await nav.getByRole("link", { name: "Dashboard" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
