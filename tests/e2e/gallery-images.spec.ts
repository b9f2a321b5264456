/**
 * Responsive images (decision 0010): an uploaded 4000 × 3000 JPEG reaches /gallery as a
 * <picture> with AVIF and WebP srcsets whose largest variant is 1920 px wide, and the browser
 * loads one of those variants.
 */
import { expect, test } from "./support/fixtures.ts";
import sharp from "sharp";
import { signInAsAdmin } from "./support/helpers.ts";

test("an uploaded 4000 × 3000 JPEG is offered through srcset in AVIF and WebP, at most 1920 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post("/api/v1/uploads?bucket=gallery-images", {
    headers: { "content-type": "image/jpeg", "x-file-name": "field-day.jpg" },
    data: photo,
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  const created = await page.request.post("/api/v1/gallery-items", {
    data: { src: url, title: "Responsive field day", description: "Variants", category: "sport" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/gallery");
    const img = page.locator(`img[src="${url}"]`).first();
    const picture = page.locator("picture", { has: img });
    const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
    const webp = await picture.locator('source[type="image/webp"]').getAttribute("srcset");
    for (const srcset of [avif, webp]) {
      const widths = (srcset ?? "")
        .split(", ")
        .map((c) => Number(c.split(" ")[1]?.replace("w", "")));
      expect(widths).toEqual([320, 640, 960, 1280, 1920]);
    }
    expect(avif).toContain(".w1920.avif 1920w");
    expect(await img.getAttribute("width")).toBe("4000");
    expect(await img.getAttribute("height")).toBe("3000");
    expect(await img.getAttribute("loading")).toBe("lazy");

    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
      .toMatch(/\.w\d+\.(avif|webp)$/);
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    const served = await page.request.get(chosen);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  } finally {
    await page.request.delete(`/api/v1/gallery-items/${id}`);
  }
});
