/**
 * Admin content screens (blog, news, programs, store): create in the full-page
 * editor (docs/decisions/0027-full-page-editor.md; required-field message first), edit, search,
 * filters, delete with Undo, ?new=1, image uploads, axe.
 * Every test works on its own uniquely titled items and removes them at the end.
 */
import { expect, test, type Locator, type Page } from "./support/fixtures.ts";
import sharp from "sharp";
import { editor, idFromAddress, press, schedule, toast, type Screen } from "./support/editor.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin, VIEWPORTS } from "./support/helpers.ts";

interface EntityCase {
  path: Screen;
  api: string;
  createTitle: string;
  editTitle: string;
  noun: string;
  messages: { created: string; updated: string; deleted: string };
  /** Fills the required fields (and a category) of the new-item editor. */
  fill: (dialog: Locator, title: string) => Promise<void>;
  /** Saves the new item in the chosen status: a state button, or Create for a status field. */
  create: (page: Page) => Promise<void>;
  /** The button that saves an edit and keeps the status. */
  save: string;
  titleLabel: string;
  /** Category option label set on create, and another one the item is not in. */
  category: { chosen: string; other: string };
  /** Status option label set on create, and another one. */
  status: { chosen: string; other: string };
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

const CASES: EntityCase[] = [
  {
    path: "blog",
    api: "blog-posts",
    createTitle: "Create New Blog Post",
    editTitle: "Edit Blog Post",
    noun: "Blog post",
    // An admin saves a draft (Submit for review is an author's button).
    messages: {
      created: "Draft saved",
      updated: "Draft saved",
      deleted: "Blog post deleted successfully",
    },
    titleLabel: "Title",
    category: { chosen: "Healthcare", other: "Culture" },
    status: { chosen: "Draft", other: "Published" },
    async fill(dialog, title) {
      await field(dialog, "Title").fill(title);
      await field(dialog, "Excerpt").fill("A short excerpt for the e2e post");
      await field(dialog, "Content").fill("The body of the e2e post.");
      await field(dialog, "Author").fill("E2E Writer");
      await field(dialog, "Category").selectOption({ label: "Healthcare" });
    },
    create: (page) => press(page, "Save draft"),
    save: "Save draft",
  },
  {
    path: "news",
    api: "news-articles",
    createTitle: "Add News Article",
    editTitle: "Edit News Article",
    noun: "News article",
    messages: {
      created: "Scheduled for",
      updated: "News article updated successfully",
      deleted: "News article deleted successfully",
    },
    titleLabel: "Title",
    category: { chosen: "Event", other: "Breaking" },
    status: { chosen: "Scheduled", other: "Published" },
    async fill(dialog, title) {
      await field(dialog, "Title").fill(title);
      await field(dialog, "Excerpt").fill("A short excerpt for the e2e article");
      await field(dialog, "Content").fill("The body of the e2e article.");
      await field(dialog, "Author").fill("E2E Reporter");
      await field(dialog, "Category").selectOption({ label: "Event" });
      await dialog.getByRole("switch", { name: "Featured" }).click();
    },
    // Scheduling needs a publication time ahead (entered in the site's timezone).
    create: (page) => schedule(page, "2099-05-01T09:00"),
    save: "Update",
  },
  {
    path: "programs",
    api: "programs",
    createTitle: "Create New Program",
    editTitle: "Edit Program",
    noun: "Program",
    messages: {
      created: "Program created successfully",
      updated: "Program updated successfully",
      deleted: "Program deleted successfully",
    },
    titleLabel: "Title",
    category: { chosen: "Healthcare", other: "Youth" },
    status: { chosen: "Cancelled", other: "Ongoing" },
    async fill(dialog, title) {
      await field(dialog, "Title").fill(title);
      await field(dialog, "Description").fill("Short description of the e2e program");
      await field(dialog, "Long description").fill("Longer description of the e2e program.");
      await field(dialog, "Category").selectOption({ label: "Healthcare" });
      await field(dialog, "Status").selectOption({ label: "Cancelled" });
      await field(dialog, "Start date").fill("2026-01-10");
      await field(dialog, "End date").fill("2026-06-30");
      await field(dialog, "Location").fill("Lomé, Togo");
      await field(dialog, "Max participants").fill("40");
      await field(dialog, "Current participants").fill("12");
      await field(dialog, "Budget (USD)").fill("15000");
      await field(dialog, "Funding status").selectOption({ label: "Partially Funded" });
      await field(dialog, "Contact person").fill("Kofi Mensah");
      await field(dialog, "Contact e-mail").fill("kofi@example.org");
      const req = dialog.getByLabel("New requirement item");
      await req.fill("Age 14 to 18");
      await req.press("Enter");
      await req.fill("Parental consent");
      await dialog
        .getByRole("group", { name: "Requirements" })
        .getByRole("button", { name: "Add" })
        .click();
      const obj = dialog.getByLabel("New objective item");
      await obj.fill("Improve health awareness");
      await obj.press("Enter");
      await expect(dialog.getByLabel("Requirement 2")).toHaveValue("Parental consent");
      await dialog.getByRole("button", { name: "Remove item 2 (Requirement)" }).click();
      await expect(dialog.getByLabel("Requirement 2")).toHaveCount(0);
    },
    create: (page) => press(page, "Create"),
    save: "Save",
  },
  {
    path: "store",
    api: "store-items",
    createTitle: "Create Store Item",
    editTitle: "Edit Store Item",
    noun: "Store item",
    messages: {
      created: "Store item created successfully",
      updated: "Store item updated successfully",
      deleted: "Store item deleted successfully",
    },
    titleLabel: "Name",
    category: { chosen: "Accessories", other: "Apparel" },
    status: { chosen: "Inactive", other: "Active" },
    async fill(dialog, title) {
      await field(dialog, "Name").fill(title);
      await field(dialog, "Description").fill("An e2e store item");
      await field(dialog, "Price (USD)").fill("12.50");
      await field(dialog, "Stock quantity").fill("7");
      await field(dialog, "Category").selectOption({ label: "Accessories" });
      await field(dialog, "Status").selectOption({ label: "Inactive" });
      await dialog.getByRole("switch", { name: "Featured" }).click();
    },
    create: (page) => press(page, "Create"),
    save: "Save",
  },
];

const unique = (tag: string) =>
  `E2E ${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function open(page: Page, url: string) {
  await page.goto(url);
  await adminReady(page);
}

async function cleanup(page: Page, api: string, q: string) {
  const res = await page.request.get(`/api/v1/${api}?q=${encodeURIComponent(q)}&pageSize=100`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  for (const item of items) await page.request.delete(`/api/v1/${api}/${item.id}`);
}

const card = (page: Page, title: string) =>
  page
    .getByRole("region")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("admin content screens", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  for (const c of CASES) {
    test(`${c.path}: create, search, filter, edit, delete and undo`, async ({ page }) => {
      const title = unique(c.path);
      try {
        // ?new=1 (dashboard quick actions) opens the new-item editor at its own address.
        await open(page, `/admin/${c.path}?new=1`);
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}/new$`));
        await expect(page.getByRole("heading", { level: 1, name: c.createTitle })).toBeVisible();
        const dialog = editor(page);

        // Required fields first.
        await c.create(page);
        await expect(toast(page, "Please fill in all required fields")).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}/new$`));

        await c.fill(dialog, title);
        await c.create(page);
        await expect(toast(page, c.messages.created)).toBeVisible();
        await idFromAddress(page, c.path);
        await expect(page.getByRole("heading", { level: 1, name: c.editTitle })).toBeVisible();
        await page.getByRole("link", { name: /^Back to / }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}$`));
        await expect(card(page, title)).toBeVisible();
        await expect(card(page, title).getByText(c.status.chosen, { exact: true })).toBeVisible();

        // Search on the server.
        const search = page.getByRole("searchbox");
        await search.fill(title);
        await search.press("Enter");
        await expect(page).toHaveURL(/[?&]q=/);
        await expect(page.getByRole("region").getByRole("listitem")).toHaveCount(1);
        await expect(card(page, title)).toBeVisible();

        // Filters: the chosen category/status keep it, others do not.
        await page
          .getByLabel("Category", { exact: true })
          .selectOption({ label: c.category.chosen });
        await expect(page).toHaveURL(/category=/);
        await expect(card(page, title)).toBeVisible();
        await page
          .getByLabel("Category", { exact: true })
          .selectOption({ label: c.category.other });
        await expect(card(page, title)).toHaveCount(0);
        await expect(page.getByText(/match your search or filters/)).toBeVisible();
        await page
          .getByLabel("Category", { exact: true })
          .selectOption({ label: "All categories" });
        await page.getByLabel("Status", { exact: true }).selectOption({ label: c.status.other });
        await expect(card(page, title)).toHaveCount(0);
        await page.getByLabel("Status", { exact: true }).selectOption({ label: c.status.chosen });
        await expect(card(page, title)).toBeVisible();

        // Edit (no required checks; partial update) on the item's own page.
        await page.getByRole("button", { name: `Edit ${title}` }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}/\\d+$`));
        await expect(page.getByRole("heading", { level: 1, name: c.editTitle })).toBeVisible();
        await expect(field(dialog, c.titleLabel)).toHaveValue(title);
        await field(dialog, c.titleLabel).fill(`${title} edited`);
        await press(page, c.save);
        await expect(toast(page, c.messages.updated)).toBeVisible();
        await page.getByRole("link", { name: /^Back to / }).click();
        await search.fill(`${title} edited`);
        await search.press("Enter");
        await expect(page).toHaveURL(/[?&]q=/);
        await expect(card(page, `${title} edited`)).toBeVisible();
        await expect(
          card(page, `${title} edited`).getByText(c.status.chosen, { exact: true }),
        ).toBeVisible();

        // Delete at once, then Undo brings it back.
        await page.getByRole("button", { name: `Delete ${title} edited` }).click();
        await expect(toast(page, c.messages.deleted)).toBeVisible();
        await expect(card(page, `${title} edited`)).toHaveCount(0);
        await toast(page, c.messages.deleted).getByRole("button", { name: "Undo" }).click();
        await expect(toast(page, `${c.noun} restored`)).toBeVisible();
        await expect(card(page, `${title} edited`)).toBeVisible();
      } finally {
        await cleanup(page, c.api, title);
      }
    });
  }

  test("lists are paginated on the server, 20 per page", async ({ page }) => {
    const prefix = unique("paged");
    try {
      for (let i = 1; i <= 21; i++) {
        const res = await page.request.post("/api/v1/store-items", {
          data: { name: `${prefix} #${String(i).padStart(2, "0")}`, price: i },
        });
        expect(res.status()).toBe(201);
      }
      await open(page, `/admin/store?q=${encodeURIComponent(prefix)}`);
      await expect(page.getByText("Page 1 of 2 · 21 items")).toBeVisible();
      await expect(page.getByRole("region").getByRole("listitem")).toHaveCount(20);
      await expect(card(page, `${prefix} #21`)).toBeVisible();
      const pager = page.getByRole("navigation", { name: "Pagination" });
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByText("Page 2 of 2 · 21 items")).toBeVisible();
      await expect(page.getByRole("region").getByRole("listitem")).toHaveCount(1);
      await expect(card(page, `${prefix} #01`)).toBeVisible();
      await pager.getByRole("link", { name: "Previous" }).click();
      await expect(page.getByText("Page 1 of 2 · 21 items")).toBeVisible();
    } finally {
      await cleanup(page, "store-items", prefix);
    }
  });

  test("programs keep their lists and numbers", async ({ page }) => {
    const title = unique("program-lists");
    try {
      await open(page, "/admin/programs/new");
      await CASES[2].fill(editor(page), title);
      await press(page, "Create");
      await expect(toast(page, "Program created successfully")).toBeVisible();
      await idFromAddress(page, "programs");
      const res = await page.request.get(`/api/v1/programs?q=${encodeURIComponent(title)}`);
      const { items } = (await res.json()) as { items: Record<string, unknown>[] };
      expect(items[0]).toMatchObject({
        title,
        requirements: ["Age 14 to 18"],
        objectives: ["Improve health awareness"],
        maxParticipants: 40,
        currentParticipants: 12,
        budget: 15000,
        fundingStatus: "partial",
        contactEmail: "kofi@example.org",
        location: "Lomé, Togo",
        startDate: "2026-01-10",
      });
    } finally {
      await cleanup(page, "programs", title);
    }
  });

  test("publish a blog post with an uploaded image and find it on /blog", async ({ page }) => {
    const title = unique("published");
    const jpeg = await sharp({
      create: { width: 800, height: 450, channels: 3, background: { r: 220, g: 120, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    try {
      await open(page, "/admin/blog");
      await page.getByRole("button", { name: "New Post" }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/new$/);
      const dialog = editor(page);
      await CASES[0].fill(dialog, title);
      // The featured image's file input (the form also has a social image per language).
      await dialog
        .locator('input[type="file"][aria-labelledby$="-image-label"]')
        .setInputFiles({ name: "sunrise.jpg", mimeType: "image/jpeg", buffer: jpeg });
      await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
      await expect(dialog.getByRole("img", { name: "Selected image preview" })).toBeVisible();
      await press(page, "Publish");
      await expect(toast(page, "Published")).toBeVisible();
      await idFromAddress(page, "blog");
      await open(page, `/admin/blog?q=${encodeURIComponent(title)}`);
      const img = card(page, title).getByRole("img", { name: title });
      await expect(img).toHaveAttribute(
        "src",
        /^\/media\/blog-images\/sunrise\.[0-9a-f]{16}\.\d+x\d+\.jpg$/,
      );

      const html = await (await page.request.get("/blog")).text();
      expect(html).toContain(title);
    } finally {
      await cleanup(page, "blog-posts", title);
    }
  });

  test("a failed image upload keeps the item with the placeholder and warns", async ({ page }) => {
    const title = unique("placeholder");
    try {
      await open(page, "/admin/news/new");
      const dialog = editor(page);
      await CASES[1].fill(dialog, title);
      await dialog.locator('input[type="file"][aria-labelledby$="-image-label"]').setInputFiles({
        name: "not-an-image.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is only text, not a PNG"),
      });
      await expect(
        dialog.getByText(/Upload failed: This file is not a JPEG, PNG, WebP, GIF or AVIF image/),
      ).toBeVisible();
      await CASES[1].create(page);
      await expect(toast(page, CASES[1].messages.created)).toBeVisible();
      await expect(toast(page, "Warning: Failed to upload image, using placeholder")).toBeVisible();
      await idFromAddress(page, "news");
      await open(page, `/admin/news?q=${encodeURIComponent(title)}`);
      await expect(card(page, title).getByRole("img", { name: title })).toHaveAttribute(
        "src",
        "/placeholder.svg",
      );
    } finally {
      await cleanup(page, "news-articles", title);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const c of CASES) {
      test(`axe: ${c.path} screen and its editor (${name})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, `/admin/${c.path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await page
          .getByRole("button", { name: /^(New|Add) / })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}/new$`));
        await expect(page.getByRole("heading", { level: 1, name: c.createTitle })).toBeVisible();
        await expectNoAxeViolations(page);
        // Keyboard: the title takes the typing, and Escape never closes the page (the modal's
        // Escape-to-close is gone with it, docs/decisions/0027-full-page-editor.md).
        await field(editor(page), c.titleLabel).focus();
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(new RegExp(`/admin/${c.path}/new$`));
        await expect(field(editor(page), c.titleLabel)).toBeFocused();
        await page.getByRole("link", { name: /^Back to / }).click();
        await page
          .getByRole("button", { name: /^Edit / })
          .first()
          .click();
        await expect(page.getByRole("heading", { level: 1, name: c.editTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
