import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.ts";
import { detectImageKind, reencodeImage } from "./images.ts";
import { originalName } from "./upload.ts";
import { storageKey } from "../storage/storage.ts";

const base = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 20 } } });

describe("detectImageKind", () => {
  it("recognises each accepted type by its bytes", async () => {
    expect(detectImageKind(await base().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageKind(await base().png().toBuffer())).toBe("png");
    expect(detectImageKind(await base().webp().toBuffer())).toBe("webp");
    expect(detectImageKind(await base().gif().toBuffer())).toBe("gif");
    expect(detectImageKind(await base().avif().toBuffer())).toBe("avif");
  });
  it("refuses SVG, text and short input whatever they are called", () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(detectImageKind(svg)).toBeNull();
    expect(detectImageKind(Buffer.from("just some text pretending to be a png"))).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("reencodeImage", () => {
  it("drops EXIF and GPS metadata and keeps the size", async () => {
    const withExif = await base()
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await reencodeImage(withExif, "jpeg");
    expect(out).toMatchObject({ width: 40, height: 30, mimeType: "image/jpeg", extension: "jpg" });
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(out.data.includes(Buffer.from("secret-owner"))).toBe(false);
  });
  it("turns the image upright per its EXIF orientation", async () => {
    const rotated = await base().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await reencodeImage(rotated, "jpeg");
    expect([out.width, out.height]).toEqual([30, 40]);
  });
  it("writes GIFs as WebP", async () => {
    const out = await reencodeImage(await base().gif().toBuffer(), "gif");
    expect(out.mimeType).toBe("image/webp");
    expect(detectImageKind(out.data)).toBe("webp");
  });
  it("answers 415 for a broken image with a valid header", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const err = await reencodeImage(broken, "jpeg").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(415);
  });
});

describe("stored names", () => {
  it("keeps only a safe last segment", () => {
    expect(originalName(encodeURIComponent("../../etc/passwd.png"))).toBe("passwd.png");
    expect(originalName("..")).toBe("image");
    expect(originalName("%E0%A4%A")).toBe("%E0%A4%A");
    const key = storageKey(
      originalName(encodeURIComponent("../../évil name?.png")),
      1700000000000,
      "png",
    );
    expect(key).toMatch(/^1700000000000-[a-z0-9-]+-name\.png$/);
    expect(key).not.toContain("..");
    expect(key).not.toContain("/");
  });
});
