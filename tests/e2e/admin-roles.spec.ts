/**
 * Roles in the interface (decision 0012): an author is offered only what the server takes. The
 * editor has no Scheduled or Published and no publication time, the byline is the account's own
 * name, and the list has no Edit or Delete on others' items (their own keep both).
 */
import { expect, test } from "./support/fixtures.ts";
import { createAccount } from "./support/accounts.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const PASSWORD = "Author-Roles-Passw0rd!";

test("an author's editor offers no Publish or Schedule, and the list no Delete on others' items", async ({
  browser,
  baseURL,
  page,
}) => {
  const stamp = Date.now();
  const others = `Roles others story ${stamp}`;
  const mine = `Roles my draft ${stamp}`;

  // An editor's published story, made through the API as the admin.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const published = await adminPage.request.post("/api/v1/blog-posts", {
    data: {
      title: others,
      excerpt: "Someone else's",
      content: "<p>Body</p>",
      author: "Editor",
      status: "published",
    },
  });
  expect(published.status()).toBe(201);
  const othersId = ((await published.json()) as { id: number }).id;

  const email = `roles-author-${stamp}@e2e.example`;
  createAccount(email, PASSWORD, "author");
  const signIn = await page.request.post("/api/v1/auth/sign-in", {
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const session = (await (await page.request.get("/api/v1/auth/session")).json()) as {
    user: { name: string; email: string };
  };
  const byline = session.user.name || session.user.email;

  // The new-post editor (docs/decisions/0027-full-page-editor.md): Save draft and Submit for
  // review only, no publication time, the author's own name.
  await page.goto("/admin/blog");
  await adminReady(page);
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const buttons = page.getByRole("group", { name: "Save and publish" }).getByRole("button");
  await expect(buttons).toHaveText(["Save draft", "Submit for review"]);
  await expect(field("Status")).toHaveCount(0);
  await expect(field("Publish at")).toHaveCount(0);
  await expect(field("Author")).toHaveValue(byline);
  await expect(field("Author")).toHaveAttribute("readonly", "");
  await expectNoAxeViolations(page);
  await field("Title").fill(mine);
  await field("Excerpt").fill("Mine");
  await field("Content").fill("My body.");
  await buttons.filter({ hasText: "Submit for review" }).click();
  await expect(page.getByText("Submitted for review")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);

  // The list: Edit and Delete on their own story, neither on someone else's.
  await page.goto(`/admin/blog?q=${stamp}`);
  const card = (title: string) => page.locator("li[data-item-id]").filter({ hasText: title });
  await expect(card(mine)).toBeVisible();
  await expect(card(mine).getByRole("button", { name: `Edit ${mine}` })).toBeVisible();
  await expect(card(mine).getByRole("button", { name: `Delete ${mine}` })).toBeVisible();
  await expect(card(mine)).toContainText(`by ${byline}`);
  await expect(card(others)).toBeVisible();
  await expect(card(others).getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(card(others).getByRole("checkbox")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Their own story's editor: still no Publish or Schedule.
  await card(mine)
    .getByRole("button", { name: `Edit ${mine}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  const mineId = new URL(page.url()).pathname.split("/").pop();
  await expect(page.getByTestId("editor-status")).toHaveText("Status: Pending Review");
  await expect(buttons).toHaveText(["Save draft", "Update"]);

  // The server agrees: the other story cannot be trashed by the author.
  expect((await page.request.delete(`/api/v1/blog-posts/${othersId}`)).status()).toBe(403);

  // An admin's byline is their own by default; the staff's names are offered, a guest's typed.
  await adminPage.goto("/admin/blog");
  await adminReady(adminPage);
  await adminPage.getByRole("button", { name: "New Post" }).click();
  const adminAuthor = adminPage.getByLabel("Author", { exact: true });
  await expect(adminAuthor).not.toHaveValue("");
  await expect(adminAuthor).not.toHaveAttribute("readonly");
  const listId = await adminAuthor.getAttribute("list");
  expect(listId).toBeTruthy();
  await expect(adminPage.locator(`datalist[id="${listId}"] option[value="${byline}"]`)).toHaveCount(
    1,
  );
  await adminAuthor.fill("A guest writer");
  await expect(adminAuthor).toHaveValue("A guest writer");

  await adminPage.request.delete(`/api/v1/blog-posts/${othersId}`);
  await adminPage.request.delete(`/api/v1/blog-posts/${mineId}`);
  await adminContext.close();
});
