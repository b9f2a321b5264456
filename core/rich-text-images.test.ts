import { describe, expect, it } from "vitest";
import { bodyImageSources, withResponsiveImages } from "./rich-text-images.ts";

const BIG = "/media/blog-images/harvest.0123456789abcdef.2400x1600.jpg";
const SMALL = "/media/blog-images/hands.fedcba9876543210.800x600.png";

const widthsOf = (srcset: string) =>
  srcset.split(",").map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1]));

describe("withResponsiveImages (decision 0028)", () => {
  it("turns an upload wider than 1920 px into a picture that never sends the original", () => {
    const html = withResponsiveImages(`<p>Text</p><img src="${BIG}" alt="stored" />`, {
      [BIG]: "Récolte",
    });
    expect(html).toMatch(/^<p>Text<\/p><picture>/);
    const avif = /type="image\/avif" srcset="([^"]+)"/.exec(html)?.[1] ?? "";
    const webp = /type="image\/webp" srcset="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(widthsOf(avif)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsOf(webp)).toEqual([320, 640, 960, 1280, 1920]);
    expect(html).not.toContain(`${BIG} `);
    expect(html).toContain(
      `<img src="/media/blog-images/harvest.0123456789abcdef.2400x1600.w1920.webp" alt="Récolte" width="1920" height="1280"`,
    );
  });

  it("keeps a small original as its fallback and the stored alt when the library has none", () => {
    const html = withResponsiveImages(`<img src="${SMALL}" alt="Hands &amp; seeds" />`, {});
    expect(html).toContain(`<img src="${SMALL}" alt="Hands &amp; seeds" width="800" height="600"`);
    expect(widthsOf(/type="image\/webp" srcset="([^"]+)"/.exec(html)?.[1] ?? "")).toEqual([
      320, 640, 800,
    ]);
  });

  it("leaves other images as plain images and text without images untouched", () => {
    expect(withResponsiveImages("<p>No picture</p>")).toBe("<p>No picture</p>");
    const html = withResponsiveImages(`<img src="https://example.org/a.jpg" alt="x" />`, {});
    expect(html).not.toContain("<picture>");
    expect(html).toContain(`<img src="https://example.org/a.jpg" alt="x"`);
  });

  it("lists the body's image sources once each", () => {
    expect(
      bodyImageSources(
        `<img src="${BIG}" alt="" /><p>x</p><img src="${BIG}" /><img src="${SMALL}">`,
      ),
    ).toEqual([BIG, SMALL]);
  });
});
