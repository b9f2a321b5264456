/**
 * Rich text (decision 0011): an editor formats a post with the toolbar (keyboard and mouse), adds a
 * link through the inline panel, and a visitor reads the sanitized HTML on the post's page.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  adminReady,
  expectNoAxeViolations,
  interactive,
  signInAsAdmin,
} from "./support/helpers.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.describe("rich text content", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("an editor formats a post and a visitor reads it", async ({ page, browser }) => {
    const title = unique("Formatted post");
    let id: number | undefined;
    try {
      await page.goto("/admin/blog/new");
      await adminReady(page);
      // The full-page editor (docs/decisions/0027-full-page-editor.md).
      const dialog = page.getByTestId("content-editor");
      const field = (label: string) => dialog.getByLabel(label, { exact: true });
      await field("Title").fill(title);
      await field("Excerpt").fill("An excerpt");
      await field("Author").fill("E2E Editor");

      const editor = field("Content");
      await expect(editor).toHaveAttribute("role", "textbox");
      await editor.click();
      await page.keyboard.type("Season plan");
      const toolbar = dialog.getByRole("toolbar", { name: "Content formatting" });
      const h2 = toolbar.getByRole("button", { name: "Heading 2" });
      await h2.click();
      await expect(h2).toHaveAttribute("aria-pressed", "true");

      // The toolbar is one tab stop; arrows move along it.
      await h2.focus();
      await page.keyboard.press("ArrowRight");
      await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeFocused();

      await editor.press("End");
      await editor.press("Enter");
      await toolbar.getByRole("button", { name: "Paragraph" }).click();
      // A toolbar button gives the focus back to the text on the next frame: typed before, it is lost.
      await expect(editor).toBeFocused();
      await page.keyboard.type("Read ");
      await toolbar.getByRole("button", { name: "Link" }).click();
      await dialog.getByLabel("Link address").fill("javascript:alert(1)");
      await dialog.getByRole("button", { name: "Apply link" }).click();
      await expect(dialog.getByRole("alert")).toContainText("http(s)");
      await dialog.getByLabel("Link address").fill("https://example.org/report");
      await expectNoAxeViolations(page);
      await dialog.getByLabel("Link address").press("Enter");
      await expect(dialog.getByLabel("Link address")).toHaveCount(0);
      await editor.press("End");
      await editor.press("Enter");
      await toolbar.getByRole("button", { name: "Bulleted list" }).click();
      await expect(editor).toBeFocused();
      await page.keyboard.type("Football");

      await dialog.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);

      const found = await page.request.get(`/api/v1/blog-posts?q=${encodeURIComponent(title)}`);
      const [item] = ((await found.json()) as { items: { id: number; content: string }[] }).items;
      id = item!.id;
      expect(item!.content).toContain("<h2>Season plan</h2>");
      expect(item!.content).toContain(
        '<a href="https://example.org/report" rel="noopener noreferrer">https://example.org/report</a>',
      );
      expect(item!.content).toMatch(/<ul><li>(<p>)?Football/);

      const visitor = await browser.newPage();
      await visitor.goto("/blog");
      await interactive(visitor);
      await visitor.getByRole("link", { name: title }).first().click();
      const post = visitor.getByRole("main");
      await expect(post.getByRole("heading", { name: "Season plan" })).toBeVisible();
      await expect(post.getByRole("link", { name: "https://example.org/report" })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
      await expect(post.getByRole("listitem").filter({ hasText: "Football" })).toBeVisible();
      await visitor.close();
    } finally {
      if (id) await page.request.delete(`/api/v1/blog-posts/${id}`);
    }
  });
});
