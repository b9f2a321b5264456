/**
 * Admin gallery: multi-image upload with per-file progress and numbered
 * titles, stat cards from the real uploads, search, category filter, edit in the full-page editor
 * (docs/decisions/0027-full-page-editor.md), delete with confirmation and Undo, axe at 360 and 1280.
 */
import { expect, test, type Page, type Request } from "./support/fixtures.ts";
import sharp from "sharp";
import { field, press, toast } from "./support/editor.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin, VIEWPORTS } from "./support/helpers.ts";

const unique = (tag: string) =>
  `E2E ${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const card = (page: Page, title: string) =>
  page
    .getByRole("region")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const statNumber = async (page: Page, label: string) =>
  Number((await stat(page, label).innerText()).replace(/[^\d.]/g, ""));

async function cleanup(page: Page, q: string) {
  const res = await page.request.get(
    `/api/v1/gallery-items?q=${encodeURIComponent(q)}&pageSize=100`,
  );
  const { items } = (await res.json()) as { items: { id: number }[] };
  for (const item of items) await page.request.delete(`/api/v1/gallery-items/${item.id}`);
}

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test.describe("admin gallery", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("multi-upload, stats, search, filter, edit, delete with confirmation and undo", async ({
    page,
  }) => {
    const title = unique("gallery");
    try {
      await page.goto("/admin/gallery");
      await adminReady(page);
      await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
      const before = {
        total: await statNumber(page, "Total Images"),
        month: await statNumber(page, "This Month"),
        storage: await statNumber(page, "Storage Used"),
      };
      await expect(stat(page, "Storage Used")).toHaveText(/^\d+\.\d MB$/);

      await page.getByRole("button", { name: "Upload Images" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Upload Images" });
      await expect(dialog).toBeVisible();

      // The upload dialog's checks, in order: images first, then title and description.
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(toast(page, "Please select images to upload")).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles([
        { name: "one.png", mimeType: "image/png", buffer: await png(200, 40, 40) },
        { name: "two.png", mimeType: "image/png", buffer: await png(40, 200, 40) },
        { name: "three.png", mimeType: "image/png", buffer: await png(40, 40, 200) },
      ]);
      await expect(dialog.getByText("3 images selected")).toBeVisible();
      await expect(dialog.getByRole("img", { name: "two.png" })).toBeVisible();
      await expect(dialog.getByRole("progressbar")).toHaveCount(3);
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(toast(page, "Please fill in title and description")).toBeVisible();

      await dialog.getByLabel("Title", { exact: true }).fill(title);
      await dialog.getByLabel("Description", { exact: true }).fill("Photos from the e2e run");
      await dialog
        .getByLabel("Category", { exact: true })
        .selectOption({ label: "Projects & Outreach" });
      // Numbered titles are previewed for several images.
      await expect(dialog.getByText(`${title} 3`, { exact: true })).toBeVisible();
      // The screen reads its list once after the three saves, not after each.
      const reloads: string[] = [];
      const countReload = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(".data") && url.searchParams.get("_routes")?.includes("gallery"))
          reloads.push(request.url());
      };
      page.on("request", countReload);
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(toast(page, "3 image(s) uploaded successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const n of [1, 2, 3]) await expect(card(page, `${title} ${n}`)).toBeVisible();
      page.off("request", countReload);
      expect(reloads).toHaveLength(1);

      for (const n of [1, 2, 3]) await expect(card(page, `${title} ${n}`)).toBeVisible();
      await expect(card(page, `${title} 1`).getByText("Projects & Outreach")).toBeVisible();
      await expect(
        card(page, `${title} 1`).getByRole("img", { name: `${title} 1` }),
      ).toHaveAttribute("src", /^\/media\/gallery-images\/one\.[0-9a-f]{16}\.\d+x\d+\.png$/);

      // Stat cards come from the server and moved.
      await expect(stat(page, "Total Images")).toHaveText(String(before.total + 3));
      await expect(stat(page, "This Month")).toHaveText(String(before.month + 3));
      expect(await statNumber(page, "Storage Used")).toBeGreaterThanOrEqual(before.storage);

      // Search and category filter.
      const search = page.getByRole("searchbox");
      await search.fill(title);
      await search.press("Enter");
      await expect(page.getByRole("region").getByRole("listitem")).toHaveCount(3);
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Education" });
      await expect(page.getByText("No images match your search or filter.")).toBeVisible();
      await page
        .getByLabel("Category", { exact: true })
        .selectOption({ label: "Projects & Outreach" });
      await expect(page.getByRole("region").getByRole("listitem")).toHaveCount(3);

      // Edit, on the item's own page.
      await page.getByRole("button", { name: `Edit ${title} 2` }).click();
      await expect(page).toHaveURL(/\/admin\/gallery\/\d+$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Edit Gallery Item" }),
      ).toBeVisible();
      await expect(field(page, "Title")).toHaveValue(`${title} 2`);
      await field(page, "Title").fill(`${title} 2 renamed`);
      await press(page, "Save");
      await expect(toast(page, "Gallery item updated successfully")).toBeVisible();
      await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
      await adminReady(page);
      await expect(card(page, `${title} 2 renamed`)).toBeVisible();

      // Delete asks first; Cancel keeps the item.
      await page.getByRole("button", { name: `Delete ${title} 1` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this image?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(card(page, `${title} 1`)).toBeVisible();
      await page.getByRole("button", { name: `Delete ${title} 1` }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, "Gallery item deleted successfully")).toBeVisible();
      await expect(card(page, `${title} 1`)).toHaveCount(0);
      await expect(stat(page, "Total Images")).toHaveText(String(before.total + 2));
      await toast(page, "Gallery item deleted successfully")
        .getByRole("button", { name: "Undo" })
        .click();
      await expect(card(page, `${title} 1`)).toBeVisible();
      await expect(stat(page, "Total Images")).toHaveText(String(before.total + 3));
    } finally {
      await cleanup(page, title);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: gallery screen, upload dialog, editor and confirm dialog (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/gallery?new=1");
      await adminReady(page);
      const dialog = page.getByRole("dialog", { name: "Upload Images" });
      await expect(dialog).toBeVisible();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles([{ name: "a.png", mimeType: "image/png", buffer: await png(90, 90, 90) }]);
      await expect(dialog.getByRole("progressbar")).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);
      await page
        .getByRole("button", { name: /^Edit / })
        .first()
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Edit Gallery Item" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: /^Back to / }).click();
      await expect(page).toHaveURL(/\/admin\/gallery$/);
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });
  }
});
