/**
 * Responsive variants of a stored image (decision 0010): AVIF and WebP at every VARIANT_WIDTHS width
 * below the original's, and one 1200 × 630 JPEG (cover crop) for social cards. Names come from
 * core/media-variants.ts so pages can build `srcset` from the image URL alone.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  isHashedKey,
  SOCIAL_SIZE,
  socialKey,
  VARIANT_FORMATS,
  type VariantFormat,
  variantKey,
  variantWidthsFor,
} from "../../core/media-variants.ts";
import { hashedImageKey, type Storage } from "../storage/storage.ts";
import { MAX_INPUT_PIXELS } from "./images.ts";

/**
 * AVIF encoder effort (0–9; WebP below uses 2 of 6). Effort 0 keeps the eleven variants of a
 * 4000 × 3000 upload at about 4 s on the shared two cores, with files within a few percent of the size
 * made at higher effort (measured in decision 0010).
 */
export const AVIF_EFFORT = 0;

export interface Variant {
  key: string;
  data: Buffer;
  mimeType: string;
  width: number;
  height: number;
}

const encode = (pipeline: Sharp, format: VariantFormat) =>
  format === "avif"
    ? pipeline.avif({ quality: 50, effort: AVIF_EFFORT })
    : pipeline.webp({ quality: 75, effort: 2 });

/** Makes every variant of an upright, re-encoded image whose key without extension is `stem`. */
export async function makeVariants(
  original: Buffer,
  stem: string,
  originalWidth: number,
): Promise<Variant[]> {
  // Decode once, already shrunk to the largest size any variant needs (a still: first frame only);
  // every variant is then cut from these raw pixels instead of decoding the original again.
  const widths = variantWidthsFor(originalWidth);
  const largest = Math.max(...widths, SOCIAL_SIZE.width);
  const { data: pixels, info } = await sharp(original, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "error",
  })
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = sharp(pixels, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const jobs: Promise<Variant>[] = [];
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      jobs.push(
        encode(source.clone().resize({ width, withoutEnlargement: true }), format)
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({
            key: variantKey(stem, width, format),
            data,
            mimeType: `image/${format}`,
            width: info.width,
            height: info.height,
          })),
      );
    }
  }
  jobs.push(
    source
      .clone()
      .resize({ ...SOCIAL_SIZE, fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({
        key: socialKey(stem),
        data,
        mimeType: "image/jpeg",
        width: info.width,
        height: info.height,
      })),
  );
  return Promise.all(jobs);
}

/**
 * Variants kept in a local directory by content-hashed stem, for pictures made again and again (the
 * demo seed renders the same art on every start and in every test): the same stem means the same
 * bytes, so the variants can be reused. Incomplete or unreadable entries are made again.
 */
async function cachedVariants(
  cacheDir: string,
  stem: string,
  make: () => Promise<Variant[]>,
): Promise<Variant[]> {
  if (!isHashedKey(`${stem}.x`)) return make();
  const manifest = path.join(cacheDir, `${stem}.json`);
  try {
    const entries = JSON.parse(await fs.readFile(manifest, "utf8")) as Omit<Variant, "data">[];
    return await Promise.all(
      entries.map(async (e) => ({ ...e, data: await fs.readFile(path.join(cacheDir, e.key)) })),
    );
  } catch {
    const variants = await make();
    await fs.mkdir(cacheDir, { recursive: true });
    const write = async (file: string, data: Buffer | string) => {
      const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    };
    for (const v of variants) await write(path.join(cacheDir, v.key), v.data);
    await write(manifest, JSON.stringify(variants.map(({ data: _data, ...e }) => e)));
    return variants;
  }
}

/** Makes and stores the variants; returns their keys (for file_uploads.variants). */
export async function storeVariants(args: {
  storage: Storage;
  bucket: string;
  original: Buffer;
  stem: string;
  width: number;
  /** Reuse variants made before for the same content-hashed stem (see cachedVariants). */
  cacheDir?: string;
}): Promise<string[]> {
  const make = () => makeVariants(args.original, args.stem, args.width);
  const variants = args.cacheDir
    ? await cachedVariants(args.cacheDir, args.stem, make)
    : await make();
  for (const v of variants) await args.storage.put(args.bucket, v.key, v.data, v.mimeType);
  return variants.map((v) => v.key);
}

/** The key without its extension: the prefix shared by an original and its variants. */
export const keyStem = (key: string) => key.slice(0, key.lastIndexOf("."));

export interface StoredImage {
  key: string;
  url: string;
  variants: string[];
}

/**
 * Stores an upright, re-encoded image under its content-hashed key with all its variants (uploads
 * and the demo seed). The original is written last: once its URL exists, so do its variants.
 */
export async function storeImageWithVariants(args: {
  storage: Storage;
  bucket: string;
  fileName: string;
  data: Buffer;
  width: number;
  height: number;
  extension: string;
  mimeType: string;
  cacheDir?: string;
}): Promise<StoredImage> {
  const key = hashedImageKey(args.fileName, args.data, args, args.extension);
  const variants = await storeVariants({
    storage: args.storage,
    bucket: args.bucket,
    original: args.data,
    stem: keyStem(key),
    width: args.width,
    cacheDir: args.cacheDir,
  });
  const url = await args.storage.put(args.bucket, key, args.data, args.mimeType);
  return { key, url, variants };
}
