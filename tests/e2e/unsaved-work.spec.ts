/**
 * Never lose work: a dirty editor asks before it closes, the browser asks
 * before the tab reloads, typing is kept in the browser and offered back, and an expired session
 * signs in again in place and then saves what was typed.
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { signInAsAdmin } from "./support/helpers.ts";

const unique = (label: string) =>
  `Unsaved ${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function openCreate(page: Page) {
  await page.goto("/admin/blog?new=1", { waitUntil: "networkidle" });
  const dialog = page.getByRole("dialog", { name: "Create New Blog Post" });
  await expect(dialog).toBeVisible();
  return dialog;
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

  test("Escape on an edited post asks first; Keep editing keeps the text", async ({ page }) => {
    const dialog = await openCreate(page);
    const title = dialog.getByLabel("Title", { exact: true });
    await title.fill("A title I do not want to lose");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard your changes?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toBeHidden();
    await expect(title).toHaveValue("A title I do not want to lose");

    // Cancel asks too; Discard closes and forgets.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: "Discard your changes?" })
      .getByRole("button", { name: "Discard changes" })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "New Post" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("");
  });

  test("typing survives a reload: the browser asks, and the draft is offered back", async ({
    page,
  }) => {
    const dialog = await openCreate(page);
    await dialog.getByLabel("Title", { exact: true }).fill("Kept across a reload");
    await dialog.getByLabel("Excerpt", { exact: true }).fill("An excerpt typed before the crash");
    // The draft is written a moment after typing stops: wait until it is there, not for a time.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some(
            (key) =>
              key.startsWith("admin-draft:") &&
              (localStorage.getItem(key) ?? "").includes("An excerpt typed before the crash"),
          ),
        ),
      )
      .toBe(true);
    const asked: string[] = [];
    page.on("dialog", (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload({ waitUntil: "networkidle" });
    expect(asked).toEqual(["beforeunload"]);

    const again = await openCreate(page);
    const offer = again.getByTestId("draft-offer");
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Restore them" }).click();
    await expect(offer).toBeHidden();
    await expect(again.getByLabel("Title", { exact: true })).toHaveValue("Kept across a reload");
    await expect(again.getByLabel("Excerpt", { exact: true })).toHaveValue(
      "An excerpt typed before the crash",
    );
    // Discarding forgets the draft for good.
    await again.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Discard changes" }).click();
    await page.reload({ waitUntil: "networkidle" });
    await expect((await openCreate(page)).getByTestId("draft-offer")).toHaveCount(0);
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
      await dialog.getByRole("button", { name: "Create", exact: true }).click();

      const reauth = page.getByTestId("reauth-dialog");
      await expect(reauth).toBeVisible();
      await reauth.getByLabel("Email").fill(E2E_ADMIN.email);
      await reauth.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
      await reauth.getByRole("button", { name: /sign in/i }).click();

      await expect(toast(page, "Blog post created successfully")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const res = await page.request.get(`/api/v1/blog-posts?q=${encodeURIComponent(title)}`);
      const { items } = (await res.json()) as { items: { excerpt: string }[] };
      expect(items.map((i) => i.excerpt)).toEqual(["Written while the session ended"]);
    } finally {
      await removePosts(page, title);
    }
  });

  test("leaving the settings with unsaved changes asks first", async ({ page }) => {
    await page.goto("/admin/settings", { waitUntil: "networkidle" });
    const name = page.getByLabel("Site Name");
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
