/**
 * Revisions in the admin (docs/decisions/0014-revisions-and-audit.md): a post edited twice shows
 * its History in the full-page editor, the comparison with now, and Restore brings the first
 * title back; a program whose end is before its start shows the server's message next to the End
 * date input.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  editor,
  field,
  idFromAddress,
  openExisting,
  openNew,
  press,
  toast,
} from "./support/editor.ts";
import { signInAsAdmin } from "./support/helpers.ts";

test.describe("revisions and field errors", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("edit a post twice, compare the first version with now, restore it", async ({ page }) => {
    const stamp = Date.now();
    const first = `Spring camp ${stamp}`;
    const second = `Summer camp ${stamp}`;
    const third = `Autumn camp ${stamp}`;
    const created = await page.request.post("/api/v1/blog-posts", {
      data: { title: first, excerpt: "Short", content: "<p>Body</p>", author: "E2E" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // The audit log's links open the editor with ?edit=<id>: the full page now
    // (docs/decisions/0027-full-page-editor.md).
    await page.goto(`/admin/blog?edit=${id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));
    await field(page, "Title").fill(second);
    await press(page, "Save draft");
    await expect(toast(page, "Draft saved")).toBeVisible();

    // Edited again from the list.
    await openExisting(page, "blog", second, "Edit Blog Post");
    await field(page, "Title").fill(third);
    await press(page, "Save draft");
    await expect(toast(page, "Draft saved")).toBeVisible();

    await openExisting(page, "blog", third, "Edit Blog Post");
    const dialog = page.getByTestId("revision-history");
    await dialog.getByRole("button", { name: "Show history" }).click();
    const versions = dialog.getByTestId("revision");
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText("Changed: title ·");
    await expect(versions.first()).toContainText("Languages: English");
    const oldest = versions.last();
    await expect(oldest).toContainText("Created");

    await oldest.getByRole("button", { name: /^Compare the version of/ }).click();
    const title = oldest.getByTestId("revision-difference").filter({ hasText: "Title (English)" });
    await expect(title).toContainText(first);
    await expect(title).toContainText(third);

    await oldest.getByRole("button", { name: /^Restore the version of/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
    await confirm.getByRole("button", { name: "Restore version" }).click();
    await expect(page.getByText("Version restored").first()).toBeVisible();
    await expect(field(page, "Title")).toHaveValue(first);

    // The restore is a new save: four versions now.
    const revisions = await page.request.get(`/api/v1/blog-posts/${id}/revisions`);
    expect(((await revisions.json()) as { items: unknown[] }).items).toHaveLength(4);
    await page.request.delete(`/api/v1/blog-posts/${id}`);
  });

  test("a program ending before it starts shows the message next to the End date", async ({
    page,
  }) => {
    const name = `Backwards program ${Date.now()}`;
    await openNew(page, "programs", "Create New Program");
    const dialog = editor(page);
    await dialog.getByLabel("Title", { exact: true }).fill(name);
    await dialog.getByLabel("Description", { exact: true }).fill("Short");
    await dialog.getByLabel("Long description", { exact: true }).fill("Longer");
    await dialog.getByLabel("Start date", { exact: true }).fill("2030-06-10");
    const end = dialog.getByLabel("End date", { exact: true });
    await end.fill("2030-06-01");
    await press(page, "Create");

    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toHaveAccessibleDescription(
      "The end date must not be before the start date.",
    );
    await expect(dialog.getByLabel("Start date", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page).toHaveURL(/\/admin\/programs\/new$/);
    // Fixing the date clears its mark and the program is created.
    await end.fill("2030-06-20");
    await expect(end).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Start date", { exact: true }).fill("2030-06-11");
    await press(page, "Create");
    await expect(toast(page, "Program created successfully")).toBeVisible();
    const id = await idFromAddress(page, "programs");
    const found = await page.request.get(`/api/v1/programs?q=${encodeURIComponent(name)}`);
    const { items } = (await found.json()) as { items: { id: number }[] };
    expect(items).toHaveLength(1);
    expect(items[0].id).toBe(id);
    await page.request.delete(`/api/v1/programs/${items[0].id}`);
  });
});
