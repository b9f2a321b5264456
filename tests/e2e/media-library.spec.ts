/**
 * Media library and content lists (decision 0015): set a French alt in /admin/media, pick an image
 * from the library in a post's image field; on the blog screen switch to the table view, sort by
 * title, select two posts and trash them. axe on each screen.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import sharp from "sharp";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const tag = `e2emedia${Date.now().toString(36)}`;
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function uploadImage(page: Page, name: string) {
  const body = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  const res = await page.request.post("/api/v1/uploads?bucket=blog-images", {
    data: body,
    headers: { "content-type": "image/png", "x-file-name": encodeURIComponent(name) },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

async function createPost(page: Page, title: string) {
  const res = await page.request.post("/api/v1/blog-posts", {
    data: { title, excerpt: "Excerpt", content: "<p>Body</p>", author: "E2E", category: "Sports" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.describe("media library and lists", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("French alt in the library, picking from it in a post, table view with bulk trash", async ({
    page,
  }) => {
    const fileName = `${tag}-pitch.png`;
    const image = await uploadImage(page, fileName);
    const bravo = await createPost(page, `${tag} Bravo`);
    const alpha = await createPost(page, `${tag} Alpha`);

    // The library: search, set the French alt.
    await page.goto("/admin/media");
    await adminReady(page);
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search images by name" }).fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const card = page.locator(`[data-upload-id="${image.id}"]`);
    await expect(card).toBeVisible();
    await expect(page.getByTestId("media-item")).toHaveCount(1);
    await expect(card).toContainText("Not used anywhere");
    await card.getByLabel("French").fill("Un terrain de football au soleil");
    await card.getByRole("button", { name: "Save alt text" }).click();
    await expect(toast(page, "Alt text saved")).toBeVisible();
    const listed = await page.request.get(`/api/v1/uploads?q=${tag}`);
    const { items } = (await listed.json()) as { items: { alt: Record<string, string> }[] };
    expect(items[0].alt.fr).toBe("Un terrain de football au soleil");
    await expectNoAxeViolations(page);

    // A post's featured image, chosen from the library with the keyboard.
    await page.goto(`/admin/blog?q=${tag}`);
    await adminReady(page);
    await page
      .getByRole("button", { name: `Edit ${tag} Alpha` })
      .first()
      .click();
    const form = page.getByTestId("content-editor");
    await form.getByRole("button", { name: "Choose from library: Featured image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await expect(picker).toBeVisible();
    await picker.getByRole("searchbox", { name: "Search images by name" }).fill(fileName);
    await picker.getByRole("searchbox", { name: "Search images by name" }).press("Enter");
    const pick = picker.getByRole("button", { name: `Use ${fileName}` });
    await expect(pick).toHaveCount(1);
    await expectNoAxeViolations(page);
    await pick.focus();
    await page.keyboard.press("Enter");
    await expect(picker).toBeHidden();
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved")).toBeVisible();
    const saved = (await (await page.request.get(`/api/v1/blog-posts/${alpha}`)).json()) as {
      image: string;
    };
    expect(saved.image).toBe(image.url);
    // The library now lists the use.
    const uses = (await (await page.request.get(`/api/v1/uploads/${image.id}`)).json()) as {
      uses: { id: number }[];
    };
    expect(uses.uses.map((u) => u.id)).toEqual([alpha]);

    // Table view, sorted by title, two selected and trashed.
    await page.goto(`/admin/blog?q=${tag}`);
    await adminReady(page);
    await page.getByRole("button", { name: "Table" }).click();
    const table = page.getByTestId("content-table");
    await expect(table).toBeVisible();
    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(/sort=title/);
    await expect(table.locator("tbody th")).toHaveText([`${tag} Alpha`, `${tag} Bravo`]);
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: `Select ${tag} Alpha` }).check();
    await page.getByRole("checkbox", { name: `Select ${tag} Bravo` }).check();
    await expect(page.getByTestId("select-all")).toBeChecked();
    await expect(page.getByTestId("bulk-bar")).toContainText("2 selected");
    await page.getByRole("button", { name: "Move to trash" }).click();
    await expect(toast(page, "2 items changed")).toBeVisible();
    for (const id of [alpha, bravo]) {
      expect((await page.request.get(`/api/v1/blog-posts/${id}`)).status()).toBe(404);
    }
    // The view is remembered.
    await page.reload();
    await adminReady(page);
    await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
