/** Responsive variants at upload and for existing uploads (decision 0010), on each engine. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responsiveSources, VARIANT_WIDTHS } from "../../core/media-variants.ts";
import { createUploadsService } from "../content/uploads.ts";
import { createLocalStorage, storageKey, type Storage } from "../storage/storage.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { makeMissingVariants } from "./backfill.ts";
import { processUpload } from "./upload.ts";
import { storeImageWithVariants } from "./variants.ts";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe.each(await databaseKinds())("media variants on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let mediaRoot: string;
  let uploads: ReturnType<typeof createUploadsService>;

  const upload = async (body: Buffer, fileName: string) =>
    processUpload({
      body,
      fileName,
      bucket: "gallery-images",
      uploadedBy: "admin@test.example",
      storage,
      library: uploads,
    });
  const files = () => fs.readdirSync(path.join(mediaRoot, "gallery-images")).sort();
  const sizeOf = async (key: string) => {
    const meta = await sharp(path.join(mediaRoot, "gallery-images", key)).metadata();
    return { width: meta.width, height: meta.height, format: meta.format };
  };
  const recorded = async (key: string) =>
    (
      await uploads.list(
        { id: 1, email: "a@test.example", name: "A", role: "admin", language: null },
        {
          pageSize: 100,
        },
      )
    ).items.find((u) => u.filePath === key);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaRoot = path.join(database.env.DATA_DIR, "media");
    storage = createLocalStorage(mediaRoot);
    uploads = createUploadsService(database.db);
  });
  afterAll(async () => database.cleanup());

  it("turns a 4000 × 3000 JPEG into AVIF and WebP variants up to 1920 px, never upscaled", async () => {
    const result = await upload(await photo(4000, 3000), "Big Photo.jpg");
    expect(result).toMatchObject({ width: 4000, height: 3000, mimeType: "image/jpeg" });
    const key = result.url.split("/").pop() ?? "";
    expect(key).toMatch(/^big-photo\.[0-9a-f]{16}\.4000x3000\.jpg$/);

    const row = await recorded(key);
    expect(row).toMatchObject({ width: 4000, height: 3000 });
    const variants = row?.variants ?? [];
    expect(variants).toHaveLength(VARIANT_WIDTHS.length * 2 + 1);
    for (const format of ["avif", "webp"] as const) {
      const widths: number[] = [];
      for (const v of variants.filter((k) => k.endsWith(`.${format}`))) {
        const size = await sizeOf(v);
        expect(size.format).toBe(format === "avif" ? "heif" : "webp");
        expect(size.width).toBeLessThan(4000);
        expect(size.height).toBe(((size.width ?? 0) * 3) / 4);
        widths.push(size.width ?? 0);
      }
      expect(widths.sort((a, b) => a - b)).toEqual([320, 640, 960, 1280, 1920]);
    }
    // Pages find the same variants from the URL alone.
    const sources = responsiveSources(result.url);
    expect(sources?.srcset.avif.split(", ").map((c) => c.split(" ")[0]?.split("/").pop())).toEqual(
      variants.filter((k) => k.endsWith(".avif")),
    );
    expect(sources?.srcset.webp).toMatch(/\.w1920\.webp 1920w$/);
  });

  it("gives a 500 px image only the 320 variant, beside the original", async () => {
    const result = await upload(await photo(500, 400), "small.jpg");
    const key = result.url.split("/").pop() ?? "";
    const stem = key.replace(/\.jpg$/, "");
    const row = await recorded(key);
    expect(row?.variants.sort()).toEqual(
      [`${stem}.social.jpg`, `${stem}.w320.avif`, `${stem}.w320.webp`].sort(),
    );
    expect(files().filter((f) => f.startsWith(stem))).toHaveLength(4);
    expect(await sizeOf(`${stem}.w320.webp`)).toMatchObject({ width: 320, height: 256 });
  });

  it("makes a 1200 × 630 JPEG for social cards", async () => {
    const result = await upload(await photo(1600, 1600), "square.jpg");
    const stem = (result.url.split("/").pop() ?? "").replace(/\.jpg$/, "");
    expect(await sizeOf(`${stem}.social.jpg`)).toEqual({
      width: 1200,
      height: 630,
      format: "jpeg",
    });
  });

  it("stores the same bytes under one key and different bytes under different keys", async () => {
    const a = await upload(await photo(400, 300), "same.jpg");
    const b = await upload(await photo(400, 300), "same.jpg");
    const c = await upload(await photo(400, 301), "same.jpg");
    expect(b.url).toBe(a.url);
    expect(c.url).not.toBe(a.url);
  });

  it("reuses variants from a cache directory for the same bytes, and remakes incomplete entries", async () => {
    const cacheDir = path.join(database.env.DATA_DIR, "variant-cache");
    const data = await photo(700, 500);
    const args = {
      bucket: "store-images",
      fileName: "cached.jpg",
      data,
      width: 700,
      height: 500,
      extension: "jpg",
      mimeType: "image/jpeg",
      cacheDir,
    };
    const first = await storeImageWithVariants({ ...args, storage });
    const stem = first.key.replace(/\.jpg$/, "");
    expect(fs.existsSync(path.join(cacheDir, `${stem}.json`))).toBe(true);
    // A marker in the cache proves the second store copied instead of encoding again.
    const marked = path.join(cacheDir, `${stem}.w320.webp`);
    fs.writeFileSync(marked, "cached-bytes");
    const otherRoot = path.join(database.env.DATA_DIR, "other-media");
    const second = await storeImageWithVariants({
      ...args,
      storage: createLocalStorage(otherRoot),
    });
    expect(second.variants).toEqual(first.variants);
    const copied = path.join(otherRoot, "store-images", `${stem}.w320.webp`);
    expect(fs.readFileSync(copied, "utf8")).toBe("cached-bytes");

    fs.rmSync(marked);
    await storeImageWithVariants({ ...args, storage: createLocalStorage(otherRoot) });
    expect((await sharp(copied).metadata()).width).toBe(320);
  });

  it("npm run media:variants makes what is missing for existing uploads, once", async () => {
    // An upload from before variants existed: legacy key, no size, no variants.
    const body = await photo(700, 500);
    const key = storageKey("old photo.jpg", 1_700_000_000_000, "jpg");
    await storage.put("gallery-images", key, body, "image/jpeg");
    await uploads.record({
      fileName: "old photo.jpg",
      filePath: key,
      fileSize: body.length,
      mimeType: "image/jpeg",
      bucketName: "gallery-images",
      uploadedBy: null,
    });
    // …and one whose file is gone.
    await uploads.record({
      fileName: "gone.jpg",
      filePath: "1700000000001-gone.jpg",
      fileSize: 1,
      mimeType: "image/jpeg",
      bucketName: "gallery-images",
      uploadedBy: null,
    });

    const progress: string[] = [];
    const first = await makeMissingVariants(database.db, storage, (p) =>
      progress.push(`${p.done}/${p.total} ${p.key} ${p.outcome}`),
    );
    expect(first).toEqual({
      total: 2,
      made: 1,
      skipped: ["gallery-images/1700000000001-gone.jpg"],
    });
    expect(progress).toEqual([`1/2 ${key} made`, "2/2 1700000000001-gone.jpg missing"]);
    const row = await recorded(key);
    expect(row).toMatchObject({ width: 700, height: 500 });
    expect(row?.variants.sort()).toEqual(
      [
        "1700000000000-old-photo.social.jpg",
        "1700000000000-old-photo.w320.avif",
        "1700000000000-old-photo.w320.webp",
        "1700000000000-old-photo.w640.avif",
        "1700000000000-old-photo.w640.webp",
      ].sort(),
    );
    const before = files().map((f) => [
      f,
      fs.statSync(path.join(mediaRoot, "gallery-images", f)).mtimeMs,
    ]);

    const second = await makeMissingVariants(database.db, storage);
    expect(second).toEqual({
      total: 1,
      made: 0,
      skipped: ["gallery-images/1700000000001-gone.jpg"],
    });
    const after = files().map((f) => [
      f,
      fs.statSync(path.join(mediaRoot, "gallery-images", f)).mtimeMs,
    ]);
    expect(after).toEqual(before);
    expect((await recorded(key))?.variants.sort()).toEqual(row?.variants);
  });
});
