/**
 * The full-page editor (docs/decisions/0027-full-page-editor.md): its own address, a server copy
 * that survives a reload, Publish and Schedule as buttons, an author's narrower set, and Escape
 * closing only the innermost box.
 */
import { expect, type Page, test } from "./support/fixtures.ts";
import { toLocalInput } from "../../core/time-zone.ts";
import { createAccount } from "./support/accounts.ts";
import { actions, field, idFromAddress } from "./support/editor.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function fillPost(page: Page, title: string) {
  await field(page, "Title").fill(title);
  await field(page, "Excerpt").fill("An excerpt");
  await field(page, "Content").fill("The body of the post.");
}

test.describe("full-page editor", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a new post is a page whose typing survives a reload, and Publish makes it public", async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = unique("Autosaved post");
    await page.goto("/admin/blog/new");
    await adminReady(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Create New Blog Post" }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Settings" })).toBeVisible();
    await fillPost(page, title);
    await expect(page.getByTestId("autosave-status")).toHaveText(/^Copy saved at \d\d:\d\d$/);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(field(page, "Title")).toHaveValue(title);
    await expect(page.getByTestId("autosave-restored")).toContainText(
      /Restored from autosave at \d\d:\d\d\./,
    );

    await actions(page).getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    const id = await idFromAddress(page, "blog");
    const item = (await (await page.request.get(`/api/v1/blog-posts/${id}`)).json()) as {
      slug: string;
      status: string;
    };
    expect(item.status).toBe("published");
    // Saved: the server copy is gone, so a reload offers nothing back.
    await page.reload();
    await expect(page.getByTestId("editor-status")).toHaveText("Status: Published");
    await expect(page.getByTestId("autosave-restored")).toHaveCount(0);
    await expect(actions(page).getByRole("button", { name: "Unpublish" })).toBeVisible();

    const visitor = await browser.newContext({ baseURL });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/blog/${item.slug}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await visitor.close();
    await page.request.delete(`/api/v1/blog-posts/${id}`);
  });

  test("Schedule stores the chosen minute; Escape closes only the innermost box", async ({
    page,
  }) => {
    const title = unique("Scheduled post");
    await page.goto("/admin/blog/new");
    await adminReady(page);
    await fillPost(page, title);

    // The link box: Escape closes it and leaves the page and the typing alone.
    await field(page, "Content").click();
    await page.getByRole("button", { name: "Link" }).click();
    const linkInput = page.getByLabel("Link address");
    await expect(linkInput).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(linkInput).toHaveCount(0);
    await expect(field(page, "Title")).toHaveValue(title);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    await actions(page).getByRole("button", { name: "Schedule" }).click();
    const popover = page.getByTestId("schedule-popover");
    const zone = ((await popover.getByText(/In the site's timezone/).textContent()) ?? "").match(
      /timezone: (\S+) \(/,
    )?.[1];
    expect(zone).toBeTruthy();
    const at = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    at.setUTCSeconds(0, 0);
    at.setUTCMinutes(37);
    const local = toLocalInput(at.toISOString(), zone ?? "UTC");
    // Escape closes the popover only.
    await page.keyboard.press("Escape");
    await expect(popover).toHaveCount(0);
    await expect(field(page, "Title")).toHaveValue(title);

    await actions(page).getByRole("button", { name: "Schedule" }).click();
    await page.getByLabel("Publish on").fill(local);
    await popover.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    const id = await idFromAddress(page, "blog");
    const item = (await (await page.request.get(`/api/v1/blog-posts/${id}`)).json()) as {
      status: string;
      publishAt: string;
    };
    expect(item.status).toBe("scheduled");
    expect(new Date(item.publishAt).toISOString()).toBe(at.toISOString());
    await page.request.delete(`/api/v1/blog-posts/${id}`);
  });

  test("old ?edit= links open the page", async ({ page }) => {
    const res = await page.request.post("/api/v1/blog-posts", {
      data: { title: unique("Linked"), excerpt: "E", content: "<p>B</p>", author: "A" },
    });
    const { id } = (await res.json()) as { id: number };
    await page.goto(`/admin/blog?edit=${id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
    await page.request.delete(`/api/v1/blog-posts/${id}`);
  });
});

test("an author's editor offers Submit for review, never Publish or Schedule", async ({ page }) => {
  const email = `editor-author-${Date.now()}@e2e.example`;
  createAccount(email, "Author-Editor-Passw0rd!", "author");
  const signIn = await page.request.post("/api/v1/auth/sign-in", {
    data: { email, password: "Author-Editor-Passw0rd!" },
  });
  expect(signIn.status()).toBe(200);
  await page.goto("/admin/blog/new");
  // Typing before React has hydrated the form is lost (the fields show it, the state is empty).
  await adminReady(page);
  await expect(actions(page).getByRole("button")).toHaveText(["Save draft", "Submit for review"]);
  const title = unique("Author draft");
  await fillPost(page, title);
  await actions(page).getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Submitted for review")).toBeVisible();
  const id = await idFromAddress(page, "blog");
  await expect(page.getByTestId("editor-status")).toHaveText("Status: Pending Review");
  await expect(actions(page).getByRole("button")).toHaveText(["Save draft", "Update"]);
  // The server stays the authority: publishing through the API is refused.
  const refused = await page.request.put(`/api/v1/blog-posts/${id}`, {
    data: { status: "published" },
  });
  expect(refused.status()).toBe(403);
  await page.request.delete(`/api/v1/blog-posts/${id}`);
});
