/**
 * Image checks and re-encoding for uploads: the content decides the type (magic bytes), never the
 * name or the Content-Type, and every image is decoded and written again by sharp so metadata
 * (EXIF, GPS, comments) and anything appended after the image data are dropped.
 */
import sharp from "sharp";
import { tooLarge, unsupportedMedia } from "../../core/errors.ts";

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

export const ACCEPTED_TYPES_TEXT = "JPEG, PNG, WebP, GIF or AVIF";
/** Decoding bigger images would cost too much memory (about 40 megapixels, e.g. 8000 × 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;

const ascii = (buf: Buffer, start: number, end: number) =>
  buf.subarray(start, end).toString("latin1");

/** The image type from the first bytes, or null for anything we do not accept (SVG included). */
export function detectImageKind(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  const gif = ascii(buf, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "webp";
  if (ascii(buf, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand and the compatible brands follow the box header.
    const boxSize = buf.readUInt32BE(0);
    const end = Math.min(buf.length, Math.max(16, boxSize));
    for (let i = 8; i + 4 <= end; i += 4) {
      if (i === 12) continue; // minor version
      const brand = ascii(buf, i, i + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: string;
  extension: string;
}

const OUTPUT: Record<ImageKind, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  // GIFs (possibly animated) are written as WebP: smaller, and keeps the animation.
  gif: { mimeType: "image/webp", extension: "webp" },
  avif: { mimeType: "image/avif", extension: "avif" },
};

/** Decodes, turns upright per EXIF, strips all metadata and encodes again in the same family. */
export async function reencodeImage(input: Buffer, kind: ImageKind): Promise<EncodedImage> {
  const animated = kind === "gif" || kind === "webp";
  let pipeline = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated,
    failOn: "error",
  }).rotate();
  switch (kind) {
    case "jpeg":
      pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case "png":
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case "webp":
    case "gif":
      pipeline = pipeline.webp({ quality: 85 });
      break;
    case "avif":
      pipeline = pipeline.avif({ quality: 60 });
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return { data, width: info.width, height, ...OUTPUT[kind] };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) {
      throw tooLarge("The image has too many pixels (at most 40 megapixels)", "imageTooManyPixels");
    }
    throw unsupportedMedia(
      `The file could not be read as a ${ACCEPTED_TYPES_TEXT} image`,
      "imageUnreadable",
    );
  }
}
