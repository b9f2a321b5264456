/**
 * The backup file: gzip-compressed JSON lines, one record per line, in this order:
 *   {"k":"header", format, version, createdAt, engine, schemaVersion}
 *   per table: {"k":"table", name, columns}, then one {"k":"row", v:[…]} per row
 *   per media file: {"k":"file", bucket, key, size, sha256, contentType}, then {"k":"data", b64} chunks
 *   {"k":"manifest", …}: schema version, row counts per table, every file with its size and hash
 * `zcat backup.jsonl.gz | head -1` shows what a file holds; the last line is the manifest.
 */
import fs from "node:fs";
import readline from "node:readline";
import { once } from "node:events";
import zlib from "node:zlib";
import type { PortableValue } from "./portable-values.ts";

export const ARCHIVE_FORMAT = "foundation-backup";
export const ARCHIVE_VERSION = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  engine: "sqlite" | "postgres";
  schemaVersion: string;
  tables: Record<string, number>;
  files: { bucket: string; key: string; size: number; sha256: string }[];
}

export type ArchiveRecord =
  | ({ k: "header" } & Omit<Manifest, "tables" | "files">)
  | { k: "table"; name: string; columns: string[] }
  | { k: "row"; v: PortableValue[] }
  | { k: "file"; bucket: string; key: string; size: number; sha256: string; contentType: string }
  | { k: "data"; b64: string }
  | ({ k: "manifest" } & Manifest);

export class ArchiveError extends Error {}

export interface ArchiveWriter {
  write(record: ArchiveRecord): Promise<void>;
  /** Finishes the file and moves it into place; until then it is written beside it. */
  close(): Promise<void>;
  abort(): Promise<void>;
}

export function createArchiveWriter(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  // The archive holds password hashes, session ids and integration secrets: owner-only.
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  // Lines are gathered into larger writes: one gzip write per row would dominate the run time.
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = async () => {
    if (!pending.length) return;
    const chunk = pending.join("");
    pending = [];
    pendingLength = 0;
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  return {
    async write(record) {
      const line = `${JSON.stringify(record)}\n`;
      pending.push(line);
      pendingLength += line.length;
      if (pendingLength >= 256 * 1024) await flush();
    },
    async close() {
      await flush();
      gzip.end();
      await once(out, "finish");
      await fs.promises.rename(partial, file);
    },
    async abort() {
      gzip.destroy();
      out.destroy();
      await fs.promises.rm(partial, { force: true });
    },
  };
}

export async function* readArchive(file: string): AsyncGenerator<ArchiveRecord> {
  if (!fs.existsSync(file)) throw new ArchiveError(`No backup file at ${file}`);
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  let first = true;
  try {
    for await (const line of lines) {
      if (!line) continue;
      let record: ArchiveRecord;
      try {
        record = JSON.parse(line) as ArchiveRecord;
      } catch {
        throw new ArchiveError(`${file} is damaged: a line is not JSON`);
      }
      if (first && (record.k !== "header" || record.format !== ARCHIVE_FORMAT))
        throw new ArchiveError(`${file} is not a ${ARCHIVE_FORMAT} archive`);
      if (first && record.k === "header" && record.version > ARCHIVE_VERSION)
        throw new ArchiveError(`${file} uses archive version ${record.version}; upgrade first`);
      first = false;
      yield record;
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(
      `${file} cannot be read as a gzip backup: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (first) throw new ArchiveError(`${file} is empty`);
}
