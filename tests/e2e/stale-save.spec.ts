/**
 * Two tabs on one item (issue 35): tab A saves a new excerpt, tab B, opened before, then saves a new
 * title. B is not allowed to overwrite A's excerpt with the one it opened: it is shown the other
 * save beside its own, and "Merge and save" keeps both changes. "Take theirs" loads the other one.
 */
import { type Browser, expect, type Page, test } from "./support/fixtures.ts";
import { field, press, toast } from "./support/editor.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

interface Post {
  id: number;
  title: { en: string };
  excerpt: { en: string };
}

async function newPost(page: Page, title: string): Promise<number> {
  const res = await page.request.post("/api/v1/blog-posts", {
    data: { title, excerpt: "The first excerpt", content: "<p>Body</p>", author: "Ama" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as Post).id;
}

async function stored(page: Page, id: number): Promise<Post> {
  return (await (await page.request.get(`/api/v1/blog-posts/${id}?locale=all`)).json()) as Post;
}

async function openTab(page: Page, id: number) {
  await page.goto(`/admin/blog/${id}`);
  await adminReady(page);
  await expect(field(page, "Title")).toBeVisible();
}

/** Two signed-in tabs (each its own browser context) with one new post open in both. */
async function twoTabs(browser: Browser, baseURL: string | undefined, title: string) {
  const a = await (await browser.newContext({ baseURL })).newPage();
  const b = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(a);
  await signInAsAdmin(b);
  const id = await newPost(a, title);
  await openTab(a, id);
  await openTab(b, id);
  return { a, b, id };
}

test.describe("a save from an older version", () => {
  test("shows the other change beside its own, and Merge keeps both", async ({
    browser,
    baseURL,
  }) => {
    const title = unique("Two tabs");
    const { a, b, id } = await twoTabs(browser, baseURL, title);

    await field(a, "Excerpt").fill("Tab A's new excerpt");
    await press(a, "Save draft");
    await expect(toast(a, "Draft saved")).toBeVisible();

    await field(b, "Title").fill(`${title}, retitled`);
    await press(b, "Save draft");
    const dialog = b.getByRole("dialog", { name: "Someone else saved this item" });
    await expect(dialog).toBeVisible();
    const excerpt = dialog.locator('[data-conflict-field="excerpt"]');
    await expect(excerpt).toContainText("Tab A's new excerpt");
    await expect(excerpt).toContainText("The first excerpt");
    // Only the excerpt changed on the other side; B's title is not listed as theirs.
    await expect(dialog.locator("[data-conflict-field]")).toHaveCount(1);
    // Nothing of B was written yet.
    expect((await stored(a, id)).title.en).toBe(title);
    await expectNoAxeViolations(b);

    await dialog.getByRole("button", { name: "Merge and save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(b, "Both changes are saved.")).toBeVisible();
    await expect(field(b, "Excerpt")).toHaveValue("Tab A's new excerpt");
    const merged = await stored(a, id);
    expect(merged.title.en).toBe(`${title}, retitled`);
    expect(merged.excerpt.en).toBe("Tab A's new excerpt");

    // B saves again from the merged version: no conflict with its own save.
    await field(b, "Excerpt").fill("Tab B's own excerpt");
    await press(b, "Save draft");
    await expect(toast(b, "Draft saved")).toBeVisible();
    expect((await stored(a, id)).excerpt.en).toBe("Tab B's own excerpt");

    await a.request.delete(`/api/v1/blog-posts/${id}`);
    await a.context().close();
    await b.context().close();
  });

  test("Take theirs puts the other save in the editor and writes nothing", async ({
    browser,
    baseURL,
  }) => {
    const title = unique("Take theirs");
    const { a, b, id } = await twoTabs(browser, baseURL, title);

    await field(a, "Title").fill(`${title} by A`);
    await press(a, "Save draft");
    await expect(toast(a, "Draft saved")).toBeVisible();

    await field(b, "Title").fill(`${title} by B`);
    await press(b, "Save draft");
    const dialog = b.getByRole("dialog", { name: "Someone else saved this item" });
    const row = dialog.locator('[data-conflict-field="title"]');
    await expect(row).toContainText(`${title} by A`);
    await expect(row).toContainText(`${title} by B`);
    await expect(row.getByRole("radio", { name: "mine" })).toBeChecked();
    await dialog.getByRole("button", { name: "Take theirs" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(field(b, "Title")).toHaveValue(`${title} by A`);
    expect((await stored(a, id)).title.en).toBe(`${title} by A`);

    await a.request.delete(`/api/v1/blog-posts/${id}`);
    await a.context().close();
    await b.context().close();
  });
});
