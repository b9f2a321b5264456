/**
 * The library's own upload and the one home of alt text (decision 0028): several files uploaded in
 * /admin/media one after the other with their progress bars, a file that is not an image refused
 * with its reason, no gallery item made; the alt set per language in the library shows on the
 * public post's body image in en, fr and ru. The first post is made through the API (independent
 * of the post editor's layout); the second one's image is uploaded in the editor's image box.
 */
import { expect, test } from "./support/fixtures.ts";
import sharp from "sharp";
import { editor, field, idFromAddress, openNew, press } from "./support/editor.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

const tag = `e2eupl${Date.now().toString(36)}`;
const ALTS = {
  en: "Children running on the pitch",
  fr: "Des enfants courent sur le terrain",
  ru: "Дети бегут по полю",
};

/** The site's languages and their address prefixes: a post is read in each. */
const LANGUAGES = [
  ["en", ""],
  ["fr", "/fr"],
  ["ru", "/ru"],
] as const;

const png = (r: number) =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

test("library uploads with progress, alt per language on the public post", async ({ page }) => {
  await signInAsAdmin(page);
  const galleryTotal = async () =>
    ((await (await page.request.get("/api/v1/gallery-items")).json()) as { total: number }).total;
  const galleryBefore = await galleryTotal();

  await page.goto("/admin/media");
  await adminReady(page);
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

  for (const [locale, prefix] of LANGUAGES) {
    await page.goto(`${prefix}/blog/${slug}`);
    const img = page.getByTestId("story-body").locator("picture img");
    await expect(img).toHaveAttribute("alt", ALTS[locale]);
    await expect(
      page.getByTestId("story-body").locator('picture source[type="image/avif"]'),
    ).toHaveAttribute("srcset", /w960\.avif 960w/);
  }
});

test("a body image uploaded in the editor reaches visitors at most 1920 px wide, with the library's alts", async ({
  page,
  browser,
  baseURL,
}) => {
  const alts = {
    en: "A coach and players after the final whistle",
    fr: "Un entraîneur et ses joueurs après le coup de sifflet final",
    ru: "Тренер и игроки после финального свистка",
  };
  const name = `${tag}-wide.jpg`;
  await signInAsAdmin(page);
  await openNew(page, "blog", "Create New Blog Post");
  await field(page, "Title").fill(`${tag} final whistle`);
  await field(page, "Excerpt").fill("After the match");
  await field(page, "Content").fill("The last minutes of the match.");

  // The editor's image box: the English alt typed first goes with the file into the library.
  await editor(page)
    .getByRole("toolbar", { name: "Content formatting" })
    .getByRole("button", { name: "Image" })
    .click();
  await editor(page).getByLabel("Alternative text").fill(alts.en);
  await editor(page)
    .getByLabel("Upload an image")
    .setInputFiles({
      name,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 60 } },
      })
        .jpeg()
        .toBuffer(),
    });
  await expect(editor(page).getByLabel("Image address")).toHaveValue(
    /^\/media\/blog-images\/.+\.2400x1600\.jpg$/,
  );
  await editor(page).getByRole("button", { name: "Insert image" }).click();
  await press(page, "Publish");
  const id = await idFromAddress(page, "blog");
  await expect(page.getByTestId("editor-status")).toHaveText("Status: Published");
  const { slug } = (await (await page.request.get(`/api/v1/blog-posts/${id}`)).json()) as {
    slug: string;
  };

  // The French and Russian alts, set once in the library.
  await page.goto("/admin/media");
  await adminReady(page);
  await page.getByRole("searchbox", { name: "Search images by name" }).fill(`${tag}-wide`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByTestId("media-item");
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel("English")).toHaveValue(alts.en);
  await card.getByLabel("French").fill(alts.fr);
  await card.getByLabel("Russian").fill(alts.ru);
  await card.getByRole("button", { name: "Save alt text" }).click();
  await expect(card.getByRole("button", { name: "Save alt text" })).toBeDisabled();

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    for (const [locale, prefix] of LANGUAGES) {
      await reader.goto(`${prefix}/blog/${slug}`);
      const picture = reader.getByTestId("story-body").locator("picture");
      await expect(picture.locator("img")).toHaveAttribute("alt", alts[locale]);
      const served = await picture.evaluate((el) => ({
        types: [...el.querySelectorAll("source")].map((s) => s.type),
        widths: [...el.querySelectorAll("source")].flatMap((s) =>
          s.srcset.split(",").map((c) => Number(c.trim().split(" ")[1]?.replace("w", ""))),
        ),
        fallback: el.querySelector("img")?.getAttribute("src") ?? "",
      }));
      expect(served.types).toEqual(["image/avif", "image/webp"]);
      expect(Math.max(...served.widths)).toBe(1920);
      expect(served.fallback).not.toMatch(/2400x1600\.jpg$/);
      // What the browser fetched for a 1280 px window is one of those variants, never the original.
      const shown = await picture.locator("img").evaluate(async (img: HTMLImageElement) => {
        img.loading = "eager";
        await img.decode();
        return { src: img.currentSrc, width: img.naturalWidth };
      });
      expect(shown.src).toMatch(/\.(avif|webp)$/);
      expect(shown.width).toBeLessThanOrEqual(1920);
    }
  } finally {
    await visitor.close();
    await page.request.delete(`/api/v1/blog-posts/${id}`);
  }
});
