/**
 * The upload pipeline: read the body with a byte counter (413 as soon as it is over the limit),
 * check the type by content, re-encode, store under a content-hashed key with its responsive variants
 * (decision 0010) and record the upload.
 */
import type { Readable } from "node:stream";
import { badRequest, tooLarge, unsupportedMedia } from "../../core/errors.ts";
import { UPLOAD_BUCKETS, type UploadBucket } from "../../core/constants.ts";
import { ALT_MAX, type FileUpload } from "../../core/schemas.ts";
import { contentHashOf, type Storage } from "../storage/storage.ts";
import { ACCEPTED_TYPES_TEXT, detectImageKind, reencodeImage } from "./images.ts";
import { storeImageWithVariants } from "./variants.ts";

export interface UploadResult {
  /** The upload's id in the media library. */
  id: number;
  url: string;
  width: number;
  height: number;
  fileSize: number;
  mimeType: string;
  /** The library had this image already: this is its item, nothing new was stored. */
  existing: boolean;
}

export type UploadRecord = Omit<FileUpload, "id" | "createdAt" | "alt"> & {
  alt?: Partial<FileUpload["alt"]>;
};

export const megabytesOf = (maxBytes: number) => Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
export const formatMegabytes = (maxBytes: number) => `${megabytesOf(maxBytes)} MB`;

/** The `alt` query parameter of an upload: plain text, trimmed, at most ALT_MAX characters. */
export function parseAlt(raw: unknown): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text.length > ALT_MAX) {
    throw badRequest(
      `At most ${ALT_MAX} characters`,
      { alt: `At most ${ALT_MAX} characters` },
      undefined,
      {
        alt: { reason: "tooLong", values: { max: ALT_MAX } },
      },
    );
  }
  return text;
}

export function parseBucket(raw: unknown): UploadBucket {
  if (typeof raw === "string" && (UPLOAD_BUCKETS as readonly string[]).includes(raw)) {
    return raw as UploadBucket;
  }
  throw badRequest(
    `Choose a bucket: ${UPLOAD_BUCKETS.join(", ")}`,
    { bucket: "Unknown bucket" },
    "unknownBucket",
  );
}

/** The original name from the X-File-Name header (URI-encoded), reduced to a plain file name. */
export function originalName(header: unknown): string {
  let name = typeof header === "string" ? header : "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the raw header text
  }
  // Only the last path segment, no control characters, bounded length.
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = Array.from(base)
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 200);
  return clean && clean !== "." && clean !== ".." ? clean : "image";
}

/** Reads a stream into memory, refusing with 413 as soon as it passes `maxBytes`. */
/**
 * The body, read with a byte counter. Over `maxBytes` it stops reading at once and fails with 413,
 * without destroying the stream: the connection stays up long enough to carry the answer (the
 * caller sends it with `Connection: close`). A body cut off by the client fails with 400.
 */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = (settle: () => void) => {
      stream.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += buf.length;
      if (total <= maxBytes) return void chunks.push(buf);
      stream.pause();
      const limit = formatMegabytes(maxBytes);
      stop(() =>
        reject(
          tooLarge(`The file is larger than the limit of ${limit}`, "fileTooLarge", {
            megabytes: megabytesOf(maxBytes),
          }),
        ),
      );
    };
    const onEnd = () => stop(() => resolve(Buffer.concat(chunks, total)));
    const onError = (err: Error) => stop(() => reject(err));
    const onClose = () => stop(() => reject(badRequest("The upload was cut off before its end")));
    stream.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
  });
}

/** Where uploads are recorded: the media library (server/content/uploads.ts). */
export interface UploadLibrary {
  withContent(contentHash: string): Promise<FileUpload | undefined>;
  record(upload: UploadRecord): Promise<{ item: FileUpload; existing: boolean }>;
}

/**
 * Checks, re-encodes, stores and records an upload. The same image a second time (the same bytes
 * once re-encoded) gives back the library item that has it, with its alt texts (decision 0036):
 * `existing` says so, and nothing is stored again.
 */
export async function processUpload(args: {
  body: Buffer;
  fileName: string;
  bucket: UploadBucket;
  uploadedBy: string;
  /** The alt text asked for at upload (English). */
  alt?: string;
  storage: Storage;
  library: UploadLibrary;
}): Promise<UploadResult> {
  if (args.body.length === 0) throw badRequest("The file is empty", undefined, "fileEmpty");
  const kind = detectImageKind(args.body);
  if (!kind) {
    throw unsupportedMedia(
      `Only ${ACCEPTED_TYPES_TEXT} images can be uploaded (SVG and other files are refused)`,
      "fileType",
    );
  }
  const image = await reencodeImage(args.body, kind);
  const contentHash = contentHashOf(image.data);
  const known = await args.library.withContent(contentHash);
  if (known) return resultOf(known, args.storage, true);
  const { key, variants } = await storeImageWithVariants({
    storage: args.storage,
    bucket: args.bucket,
    fileName: args.fileName,
    ...image,
  });
  const { item, existing } = await args.library.record({
    ...(args.alt ? { alt: { en: args.alt } } : {}),
    fileName: args.fileName,
    filePath: key,
    contentHash,
    fileSize: image.data.length,
    mimeType: image.mimeType,
    bucketName: args.bucket,
    uploadedBy: args.uploadedBy,
    width: image.width,
    height: image.height,
    variants,
  });
  return resultOf(item, args.storage, existing);
}

function resultOf(item: FileUpload, storage: Storage, existing: boolean): UploadResult {
  return {
    id: item.id,
    url: storage.publicUrl(item.bucketName, item.filePath),
    width: item.width ?? 0,
    height: item.height ?? 0,
    fileSize: item.fileSize,
    mimeType: item.mimeType,
    existing,
  };
}
