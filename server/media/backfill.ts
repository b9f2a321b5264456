/**
 * `npm run media:variants`: makes the responsive variants (and records the pixel size) of uploads
 * that have none yet. Idempotent: an upload whose variants are recorded is skipped, so a second run
 * does nothing, and an interrupted run picks up where it stopped.
 */
import type { Readable } from "node:stream";
import sharp from "sharp";
import type { Db } from "../db/index.ts";
import type { Storage } from "../storage/storage.ts";
import { MAX_INPUT_PIXELS } from "./images.ts";
import { keyStem, storeVariants } from "./variants.ts";

export interface BackfillProgress {
  done: number;
  total: number;
  bucket: string;
  key: string;
  outcome: "made" | "missing" | "unreadable";
}

export interface BackfillResult {
  total: number;
  made: number;
  /** Uploads whose file is gone or is not an image sharp can read: left without variants. */
  skipped: string[];
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The stored key of an upload row (older seeds recorded `bucket/key`). */
const keyOf = (filePath: string) => filePath.split("/").pop() ?? filePath;

export async function makeMissingVariants(
  db: Db,
  storage: Storage,
  onProgress: (p: BackfillProgress) => void = () => {},
): Promise<BackfillResult> {
  const rows = await db
    .selectFrom("fileUploads")
    .select(["id", "filePath", "bucketName"])
    .where("variants", "is", null)
    .orderBy("id")
    .execute();
  const result: BackfillResult = { total: rows.length, made: 0, skipped: [] };
  for (const [i, row] of rows.entries()) {
    const key = keyOf(row.filePath);
    const report = (outcome: BackfillProgress["outcome"]) =>
      onProgress({ done: i + 1, total: rows.length, bucket: row.bucketName, key, outcome });
    const object = await storage.read(row.bucketName, key);
    if (!object) {
      result.skipped.push(`${row.bucketName}/${key}`);
      report("missing");
      continue;
    }
    const original = await readAll(object.body);
    let width: number;
    let height: number;
    let variants: string[];
    try {
      const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      width = meta.width ?? 0;
      height = meta.pageHeight ?? meta.height ?? 0;
      variants = await storeVariants({
        storage,
        bucket: row.bucketName,
        original,
        stem: keyStem(key),
        width,
      });
    } catch {
      result.skipped.push(`${row.bucketName}/${key}`);
      report("unreadable");
      continue;
    }
    // Conditional: a concurrent run that got here first keeps its (identical) record.
    await db
      .updateTable("fileUploads")
      .set({ width, height, variants: JSON.stringify(variants) })
      .where("id", "=", row.id)
      .where("variants", "is", null)
      .execute();
    result.made++;
    report("made");
  }
  return result;
}
