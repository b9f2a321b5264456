/** Whole-database and whole-storage snapshots, to compare a restore with its source. */
import crypto from "node:crypto";
import { sql } from "kysely";
import { listTables, rawDb } from "../backup/database-catalog.ts";
import { toPortable } from "../backup/portable-values.ts";
import type { Db } from "../db/index.ts";
import type { Storage } from "../storage/storage.ts";

/** Every table's rows in primary-key order, values in their engine-independent form. */
export async function dumpTables(db: Db) {
  const raw = rawDb(db);
  const out: Record<string, unknown[][]> = {};
  for (const table of await listTables(raw)) {
    const order = table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name);
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)}
      order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(raw);
    out[table.name] = rows.map((r) => table.columns.map((c) => toPortable(r[c.name], c.kind)));
  }
  return out;
}

/** Every stored file by bucket/key, as its SHA-256. */
export async function dumpFiles(storage: Storage) {
  const out: Record<string, string> = {};
  for await (const entry of storage.list()) {
    const object = await storage.read(entry.bucket, entry.key);
    const chunks: Buffer[] = [];
    for await (const c of object!.body) chunks.push(Buffer.from(c as Uint8Array));
    out[`${entry.bucket}/${entry.key}`] = crypto
      .createHash("sha256")
      .update(Buffer.concat(chunks))
      .digest("hex");
  }
  return out;
}
