import { describe, expect, it } from "vitest";
import {
  isHashedKey,
  parseHashedKey,
  responsiveSources,
  socialImageUrl,
  variantWidthsFor,
} from "./media-variants.ts";

const HASH = "0123456789abcdef";

describe("media variant names (decision 0010)", () => {
  it("reads hash and size from an original's or a variant's key, and nothing from a legacy key", () => {
    expect(parseHashedKey(`team-photo.${HASH}.4000x3000.jpg`)).toEqual({
      stem: `team-photo.${HASH}.4000x3000`,
      hash: HASH,
      width: 4000,
      height: 3000,
    });
    expect(isHashedKey(`team-photo.${HASH}.4000x3000.w640.avif`)).toBe(true);
    expect(isHashedKey(`team-photo.${HASH}.4000x3000.social.jpg`)).toBe(true);
    expect(isHashedKey("1700000000000-team-photo.jpg")).toBe(false);
    expect(isHashedKey(`team-photo.${HASH}.0x3000.jpg`)).toBe(false);
  });

  it("never upscales: only widths below the original's", () => {
    expect(variantWidthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1200)).toEqual([320, 640, 960]);
    expect(variantWidthsFor(500)).toEqual([320]);
    expect(variantWidthsFor(320)).toEqual([]);
  });

  it("builds AVIF and WebP srcsets from the URL alone, the largest at most 1920 px", () => {
    const s = responsiveSources(`/media/gallery-images/team.${HASH}.4000x3000.jpg`);
    expect(s?.width).toBe(4000);
    expect(s?.height).toBe(3000);
    expect(s?.srcset.avif).toBe(
      [320, 640, 960, 1280, 1920]
        .map((w) => `/media/gallery-images/team.${HASH}.4000x3000.w${w}.avif ${w}w`)
        .join(", "),
    );
    expect(s?.srcset.webp).toContain(`team.${HASH}.4000x3000.w1920.webp 1920w`);
    expect(s?.srcset.webp).not.toContain(".jpg");
  });

  it("closes the gap with the original when it is no wider than 1920 px", () => {
    const s = responsiveSources(`https://cdn.example/media/b/pic.${HASH}.1200x800.webp`);
    expect(s?.srcset.avif).toBe(
      [
        `https://cdn.example/media/b/pic.${HASH}.1200x800.w320.avif 320w`,
        `https://cdn.example/media/b/pic.${HASH}.1200x800.w640.avif 640w`,
        `https://cdn.example/media/b/pic.${HASH}.1200x800.w960.avif 960w`,
        `https://cdn.example/media/b/pic.${HASH}.1200x800.webp 1200w`,
      ].join(", "),
    );
    expect(responsiveSources(`/media/b/tiny.${HASH}.300x200.png`)?.srcset.avif).toBe("");
  });

  it("leaves legacy keys, variants, placeholders and empty values alone", () => {
    expect(responsiveSources("/media/blog-images/1700000000000-team.jpg")).toBeNull();
    expect(responsiveSources(`/media/b/pic.${HASH}.1200x800.w640.avif`)).toBeNull();
    expect(responsiveSources("/placeholder.svg")).toBeNull();
    expect(responsiveSources("")).toBeNull();
    expect(responsiveSources(null)).toBeNull();
  });

  it("names the social card JPEG beside the original", () => {
    expect(socialImageUrl(`/media/b/pic.${HASH}.1200x800.webp`)).toBe(
      `/media/b/pic.${HASH}.1200x800.social.jpg`,
    );
    expect(socialImageUrl("/media/b/1700-pic.jpg")).toBe("/media/b/1700-pic.jpg");
  });
});
