/**
 * The library's own upload and the one home of alt text (decision 0028): several files uploaded in
 * /admin/media one after the other with their progress bars, a file that is not an image refused
 * with its reason, no gallery item made; the alt set per language in the library shows on the
 * public post's body image in en, fr and ru. The post is made through the API (independent of the
 * post editor's layout).
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const tag = `e2eupl${Date.now().toString(36)}`;
const ALTS = {
  en: "Children running on the pitch",
  fr: "Des enfants courent sur le terrain",
  ru: "Дети бегут по полю",
};

const png = (r: number) =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

test("library uploads with progress, alt per language on the public post", async ({ page }) => {
  await signInAsAdmin(page);
  const galleryTotal = async () =>
    ((await (await page.request.get("/api/v1/gallery-items")).json()) as { total: number }).total;
  const galleryBefore = await galleryTotal();

  await page.goto("/admin/media", { waitUntil: "networkidle" });
  await page.locator('input[type="file"]').setInputFiles([
    { name: `${tag}-one.png`, mimeType: "image/png", buffer: await png(200) },
    { name: `${tag}-two.png`, mimeType: "image/png", buffer: await png(20) },
    { name: `${tag}-notes.png`, mimeType: "image/png", buffer: Buffer.from("not a picture") },
  ]);
  const rows = page.getByTestId("media-upload");
  await expect(rows).toHaveCount(3);
  for (const name of [`${tag}-one.png`, `${tag}-two.png`]) {
    const row = rows.filter({ hasText: name });
    await expect(row).toHaveAttribute("data-state", "done");
    await expect(row.getByRole("progressbar", { name: `Uploading ${name}` })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  }
  const refused = rows.filter({ hasText: `${tag}-notes.png` });
  await expect(refused).toHaveAttribute("data-state", "failed");
  await expect(refused.getByRole("alert")).toHaveText(/not a JPEG, PNG, WebP, GIF or AVIF image/);
  expect(await galleryTotal()).toBe(galleryBefore);
  await expectNoAxeViolations(page);

  // The new images are in the list; set the three alts of the first one.
  await page.getByRole("searchbox", { name: "Search images by name" }).fill(`${tag}-one`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByTestId("media-item");
  await expect(card).toHaveCount(1);
  await card.getByLabel("English").fill(ALTS.en);
  await card.getByLabel("French").fill(ALTS.fr);
  await card.getByLabel("Russian").fill(ALTS.ru);
  await card.getByRole("button", { name: "Save alt text" }).click();
  await expect(card.getByRole("button", { name: "Save alt text" })).toBeDisabled();

  const listed = (await (await page.request.get(`/api/v1/uploads?q=${tag}-one`)).json()) as {
    items: { url: string; alt: Record<string, string> }[];
  };
  const image = listed.items[0];
  expect(image.alt).toEqual(ALTS);

  // A published post with that image in its text (stored alt: a fallback only).
  const created = await page.request.post("/api/v1/blog-posts", {
    data: {
      title: `${tag} pitch day`,
      excerpt: "On the pitch",
      content: `<p>Morning training.</p><img src="${image.url}" alt="stored">`,
      author: "E2E",
      category: "Sports",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  for (const [locale, prefix] of [
    ["en", ""],
    ["fr", "/fr"],
    ["ru", "/ru"],
  ] as const) {
    await page.goto(`${prefix}/blog/${slug}`);
    const img = page.getByTestId("story-body").locator("picture img");
    await expect(img).toHaveAttribute("alt", ALTS[locale]);
    await expect(
      page.getByTestId("story-body").locator('picture source[type="image/avif"]'),
    ).toHaveAttribute("srcset", /w960\.avif 960w/);
  }
});
