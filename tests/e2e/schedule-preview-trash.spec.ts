/**
 * Scheduling, preview and trash (decision 0013): schedule a post with a time in the site's
 * timezone, preview a draft in a new tab and open that link without any cookie, delete an item and
 * bring it back from the Trash, then delete it forever (after a confirmation).
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { actions, field, idFromAddress, openNew, schedule, toast } from "./support/editor.ts";
import { adminReady, signInAsAdmin } from "./support/helpers.ts";

const unique = (tag: string) =>
  `E2E ${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const card = (page: Page, title: string) =>
  page
    .getByRole("region")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function cleanup(page: Page, title: string) {
  for (const status of ["", "&status=trash"]) {
    const res = await page.request.get(
      `/api/v1/blog-posts?q=${encodeURIComponent(title)}&pageSize=100${status}`,
    );
    const { items } = (await res.json()) as { items: { id: number }[] };
    for (const item of items) {
      await page.request.delete(`/api/v1/blog-posts/${item.id}`);
      await page.request.delete(`/api/v1/blog-posts/${item.id}?permanent=1`);
    }
  }
}

test.describe("scheduling, preview and trash in the admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("schedules a post at a time entered in the site's timezone", async ({ page }) => {
    const title = unique("scheduled");
    try {
      await openNew(page, "blog", "Create New Blog Post");
      await field(page, "Title").fill(title);
      await field(page, "Excerpt").fill("Coming soon");
      await field(page, "Content").fill("The body of the scheduled post.");
      await field(page, "Author").fill("E2E Writer");
      // Schedule asks for the time in its popover (docs/decisions/0027-full-page-editor.md).
      await actions(page).getByRole("button", { name: "Schedule", exact: true }).click();
      const publishAt = page.getByTestId("schedule-popover").getByLabel("Publish on");
      await expect(publishAt).toHaveAttribute("type", "datetime-local");
      // The timezone is said next to the input (and read by screen readers with it).
      await expect(publishAt).toHaveAccessibleDescription(/site's timezone/);
      await page.keyboard.press("Escape");
      await schedule(page, "2099-05-01T09:30");
      await expect(toast(page, "Scheduled for")).toBeVisible();
      const id = await idFromAddress(page, "blog");
      await expect(page.getByTestId("editor-status")).toHaveText("Status: Scheduled");

      await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
      await adminReady(page);
      await expect(card(page, title).getByText("Scheduled", { exact: true })).toBeVisible();
      await expect(card(page, title).getByTestId("scheduled-for")).toContainText(
        "1 May 2099, 09:30",
      );

      const res = await page.request.get(
        `/api/v1/blog-posts?q=${encodeURIComponent(title)}&status=scheduled`,
      );
      const { items } = (await res.json()) as { items: { status: string; publishAt: string }[] };
      expect(items).toHaveLength(1);
      expect(items[0].publishAt).toMatch(/^2099-05-0[12]T\d\d:\d\d:00\.000Z$/);

      // Reopened, the editor's Schedule shows the same wall-clock time.
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));
      await actions(page).getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByTestId("schedule-popover").getByLabel("Publish on")).toHaveValue(
        "2099-05-01T09:30",
      );
    } finally {
      await cleanup(page, title);
    }
  });

  test("previews a draft in a new tab, and the link works without cookies", async ({
    page,
    browser,
  }) => {
    const title = unique("preview");
    try {
      const created = await page.request.post("/api/v1/blog-posts?locale=all", {
        data: { title, excerpt: "Not yet", content: "<p>Draft body</p>", author: "E2E" },
      });
      expect(created.status()).toBe(201);
      const { slug } = (await created.json()) as { slug: { en: string } };
      await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
      await adminReady(page);
      const popup = page.waitForEvent("popup");
      await card(page, title)
        .getByRole("button", { name: `Preview ${title} (opens in a new tab)` })
        .click();
      const tab = await popup;
      await tab.waitForURL(/\/blog\/.+\?preview=/);
      const url = tab.url();
      await tab.close();

      // A visitor without any cookie.
      const anonymous = await browser.newContext();
      try {
        const visitor = await anonymous.newPage();
        const res = await visitor.goto(url);
        expect(res?.status()).toBe(200);
        expect(res?.headers()["cache-control"]).toBe("private, no-store");
        await expect(visitor.getByTestId("preview-bar")).toContainText("Preview — not published");
        await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        const plain = await visitor.goto(`/blog/${slug.en}`);
        expect(plain?.status()).toBe(404);
      } finally {
        await anonymous.close();
      }
    } finally {
      await cleanup(page, title);
    }
  });

  test("deletes, restores from the Trash, and deletes forever after a confirmation", async ({
    page,
  }) => {
    const title = unique("trash");
    try {
      const created = await page.request.post("/api/v1/blog-posts", {
        data: { title, excerpt: "Bin me", content: "<p>Body</p>", author: "E2E" },
      });
      expect(created.status()).toBe(201);
      await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
      await adminReady(page);
      await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
      await expect(toast(page, "Blog post deleted successfully")).toBeVisible();
      await expect(card(page, title)).toHaveCount(0);

      await page.getByRole("link", { name: "Trash", exact: true }).click();
      await expect(page).toHaveURL(/status=trash/);
      await expect(page.getByRole("link", { name: "Trash", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(card(page, title)).toBeVisible();
      await page.getByRole("button", { name: `Restore ${title}`, exact: true }).click();
      await expect(toast(page, "Blog post restored")).toBeVisible();
      await expect(card(page, title)).toHaveCount(0);

      await page.getByRole("link", { name: "All items", exact: true }).click();
      // Search once the list has left the trash (a search sent before would search the trash).
      await expect(page.getByRole("link", { name: "All items", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const search = page.getByRole("searchbox");
      await search.fill(title);
      await search.press("Enter");
      await expect(card(page, title)).toBeVisible();
      await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
      await expect(card(page, title)).toHaveCount(0);

      await page.goto("/admin/blog?status=trash");
      await adminReady(page);
      await page
        .getByRole("button", { name: `Delete ${title} forever`, exact: true })
        .press("Enter");
      const confirm = page.getByRole("alertdialog", { name: "Delete forever?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Delete forever" }).click();
      await expect(toast(page, "Deleted for good")).toBeVisible();
      await expect(card(page, title)).toHaveCount(0);
      const res = await page.request.get(
        `/api/v1/blog-posts?status=trash&q=${encodeURIComponent(title)}`,
      );
      expect(((await res.json()) as { total: number }).total).toBe(0);
    } finally {
      await cleanup(page, title);
    }
  });
});
