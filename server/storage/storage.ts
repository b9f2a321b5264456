/** Where uploaded files live: local disk by default, any S3-compatible store when configured. */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { isHashedKey, KEY_HASH_LENGTH } from "../../core/media-variants.ts";

export interface StoredObject {
  body: Readable;
  contentType: string;
  size?: number;
}

export interface Storage {
  /** Stores bytes at bucket/key and returns the public URL path. */
  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<string>;
  remove(bucket: string, key: string): Promise<void>;
  publicUrl(bucket: string, key: string): string;
  /** Reads an object for /media, or null when it does not exist. */
  read(bucket: string, key: string): Promise<StoredObject | null>;
  /** Every stored object (backups), bucket by bucket. */
  list(): AsyncIterable<StoredEntry>;
}

export interface StoredEntry {
  bucket: string;
  key: string;
  size: number;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,200}$/i;

export const isSafeSegment = (s: string) => SAFE_SEGMENT.test(s) && !s.includes("..");

export function assertSafe(...segments: string[]) {
  for (const s of segments) {
    if (!SAFE_SEGMENT.test(s) || s.includes(".."))
      throw new Error(`Unsafe storage path segment: ${s}`);
  }
}

export function createLocalStorage(root: string): Storage {
  const publicUrl = (bucket: string, key: string) => `/media/${bucket}/${key}`;
  return {
    publicUrl,
    async put(bucket, key, body) {
      assertSafe(bucket, key);
      const dir = path.join(root, bucket);
      await fs.mkdir(dir, { recursive: true });
      // A name of its own per write, so two processes storing the same key never share a temp file.
      const tmp = path.join(dir, `.${key}.${process.pid}-${randomUUID()}.tmp`);
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, path.join(dir, key));
      return publicUrl(bucket, key);
    },
    async remove(bucket, key) {
      assertSafe(bucket, key);
      await fs.rm(path.join(root, bucket, key), { force: true });
    },
    async read(bucket, key) {
      if (!isSafeSegment(bucket) || !isSafeSegment(key)) return null;
      const file = path.join(root, bucket, key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        const { createReadStream } = await import("node:fs");
        return { body: createReadStream(file), contentType: contentTypeOf(key), size: stat.size };
      } catch {
        return null;
      }
    },
    async *list() {
      const buckets = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const b of buckets
        .filter((d) => d.isDirectory() && isSafeSegment(d.name))
        .sort(byName)) {
        const files = await fs.readdir(path.join(root, b.name), { withFileTypes: true });
        for (const f of files.filter((d) => d.isFile() && isSafeSegment(d.name)).sort(byName)) {
          const stat = await fs.stat(path.join(root, b.name, f.name));
          yield { bucket: b.name, key: f.name, size: stat.size };
        }
      }
    },
  };
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);

/** A file name reduced to safe characters, without its extension. */
const safeBaseName = (fileName: string) =>
  path
    .basename(fileName)
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 80) || "image";

/** The `timestamp-filename` key of every upload, with the name reduced to safe characters. */
export function storageKey(fileName: string, now = Date.now(), ext?: string) {
  return `${now}-${safeBaseName(fileName)}${ext ? `.${ext}` : ""}`;
}

/**
 * What a stored image is known by: the start of the SHA-256 of its bytes, in its key and in its
 * library item (decisions 0010 and 0036).
 */
export const contentHashOf = (body: Buffer) =>
  createHash("sha256").update(body).digest("hex").slice(0, KEY_HASH_LENGTH);

/**
 * The content-hashed key of an image: `name.<hash>.<width>x<height>.<ext>` (decision 0010). The same
 * bytes always get the same key, different bytes never share one.
 */
export function hashedImageKey(
  fileName: string,
  body: Buffer,
  size: { width: number; height: number },
  ext: string,
) {
  return `${safeBaseName(fileName)}.${contentHashOf(body)}.${size.width}x${size.height}.${ext}`;
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};
export const contentTypeOf = (key: string) =>
  TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/** Content-hashed keys never change content: a year, immutable. Legacy keys may be replaced. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const LEGACY_MEDIA_CACHE = "public, max-age=3600";

/** The Cache-Control of a stored file, from its key (served by /media and set on S3 objects). */
export const mediaCacheControl = (key: string) =>
  isHashedKey(key) ? IMMUTABLE_CACHE : LEGACY_MEDIA_CACHE;
