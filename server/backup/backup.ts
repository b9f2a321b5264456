/**
 * `npm run backup`: one consistent snapshot of every table and every media file, taken while the
 * site runs. The tables are read in one transaction (REPEATABLE READ on PostgreSQL; on SQLite a read
 * transaction sees one WAL snapshot), then the media are copied from the configured storage.
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import { type Db, isPostgres } from "../db/index.ts";
import type { Storage } from "../storage/storage.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, createArchiveWriter, type Manifest } from "./archive.ts";
import { listTables, rawDb, schemaVersion } from "./database-catalog.ts";
import { toPortable } from "./portable-values.ts";

const CHUNK = 512 * 1024;

export async function createBackup(db: Db, storage: Storage, file: string): Promise<Manifest> {
  const raw = rawDb(db);
  const engine = isPostgres(raw) ? "postgres" : "sqlite";
  const writer = createArchiveWriter(file);
  try {
    const begin = raw.transaction();
    const manifest = await (
      engine === "postgres" ? begin.setIsolationLevel("repeatable read") : begin
    ).execute(async (trx) => {
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: new Date().toISOString(),
        engine,
        schemaVersion: await schemaVersion(trx),
        tables: {},
        files: [],
      };
      const { tables: _t, files: _f, ...header } = manifest;
      await writer.write({ k: "header", ...header });
      for (const table of await listTables(trx)) {
        const columns = table.columns.map((c) => c.name);
        await writer.write({ k: "table", name: table.name, columns });
        const order = table.primaryKey.length ? table.primaryKey : columns;
        const { rows } = await sql<Record<string, unknown>>`
          select * from ${sql.table(table.name)}
          order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(trx);
        for (const row of rows) {
          await writer.write({
            k: "row",
            v: table.columns.map((c) => toPortable(row[c.name], c.kind)),
          });
        }
        manifest.tables[table.name] = rows.length;
      }
      return manifest;
    });
    // Files are stored before the rows that name them, so every file the snapshot refers to exists.
    for await (const entry of storage.list()) {
      const object = await storage.read(entry.bucket, entry.key);
      if (!object) continue; // removed since it was listed
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
      const meta = { bucket: entry.bucket, key: entry.key, size: bytes.length, sha256 };
      await writer.write({ k: "file", ...meta, contentType: object.contentType });
      for (let at = 0; at < bytes.length; at += CHUNK) {
        await writer.write({ k: "data", b64: bytes.subarray(at, at + CHUNK).toString("base64") });
      }
      manifest.files.push(meta);
    }
    await writer.write({ k: "manifest", ...manifest });
    await writer.close();
    return manifest;
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
