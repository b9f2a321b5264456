/**
 * `npm run restore`: loads a backup into the configured database (already migrated) and storage.
 * The archive is checked against its manifest first, so a truncated or altered file changes nothing;
 * the rows go in one transaction that also refuses a database already holding data (unless forced),
 * and id sequences are moved past the restored ids; with a CDN in front, a purge of every page is
 * queued in it. The site search's index is not in a backup: the transaction empties it with the
 * rows it replaces, and once committed it is built from the restored rows.
 */
import crypto from "node:crypto";
import { runningServers } from "../db/server-processes.ts";
import { sql } from "kysely";
import { type Db, isPostgres } from "../db/index.ts";
import { up as richTextContent } from "../db/migrations/0009-rich-text-content.ts";
import { everyResponseTags } from "../cdn/cache-tags.ts";
import { insertPurge } from "../cdn/purge-queue.ts";
import { rebuildIndex } from "../search/search-index.ts";
import type { Storage } from "../storage/storage.ts";
import { ArchiveError, type Manifest, readArchive } from "./archive.ts";
import {
  listTables,
  rawDb,
  type RawDb,
  resetIdSequences,
  schemaVersion,
  searchIndexTables,
  type TableInfo,
} from "./database-catalog.ts";
import { fromPortable, type PortableValue } from "./portable-values.ts";

export class RestoreRefused extends Error {}

/**
 * Migrations that change data, not only the schema: the target is migrated before the rows go in,
 * so a backup older than one of them gets its conversion run on its rows after loading.
 */
const DATA_MIGRATIONS: [name: string, up: (db: RawDb) => Promise<void>][] = [
  ["0009-rich-text-content", (db) => richTextContent(db as never)],
];

export interface RestoreOptions {
  /** Replace the rows of a database that is not empty. */
  force?: boolean;
  /**
   * A CDN is in front (CDN_PROVIDER): queue, with the rows, a purge of every response it keeps,
   * which the site sends once it runs again (server/cdn/purge-queue.ts).
   */
  purgeCdn?: boolean;
  /** Replace them even while the site's servers run on this database (they reread afterwards). */
  whileSiteRuns?: boolean;
}

/** Reads the whole archive once and checks row counts and file hashes against its manifest. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const counts: Record<string, number> = {};
  const files: Manifest["files"] = [];
  let table = "";
  let hash: crypto.Hash | undefined;
  let current: { bucket: string; key: string; size: number; sha256: string } | undefined;
  let size = 0;
  const closeFile = () => {
    if (!current || !hash) return;
    const sha256 = hash.digest("hex");
    if (sha256 !== current.sha256 || size !== current.size)
      throw new ArchiveError(`${file} is damaged: ${current.bucket}/${current.key} does not match`);
    files.push(current);
    current = undefined;
  };
  for await (const record of readArchive(file)) {
    if (record.k === "table") {
      table = record.name;
      counts[table] = 0;
    } else if (record.k === "row") counts[table] = (counts[table] ?? 0) + 1;
    else if (record.k === "file") {
      closeFile();
      current = {
        bucket: record.bucket,
        key: record.key,
        size: record.size,
        sha256: record.sha256,
      };
      hash = crypto.createHash("sha256");
      size = 0;
    } else if (record.k === "data" && hash) {
      const bytes = Buffer.from(record.b64, "base64");
      hash.update(bytes);
      size += bytes.length;
    } else if (record.k === "manifest") {
      closeFile();
      const same =
        JSON.stringify(record.tables) === JSON.stringify(counts) &&
        JSON.stringify(record.files) === JSON.stringify(files);
      if (!same)
        throw new ArchiveError(`${file} is damaged: its content differs from its manifest`);
      const { k: _k, ...manifest } = record;
      return manifest;
    }
  }
  throw new ArchiveError(`${file} is incomplete: it ends before its manifest`);
}

export async function restoreBackup(
  db: Db,
  storage: Storage,
  file: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const manifest = await verifyArchive(file);
  const raw = rawDb(db);
  const engine = isPostgres(raw) ? "postgres" : "sqlite";
  const ours = await schemaVersion(raw);
  if (manifest.schemaVersion > ours)
    throw new RestoreRefused(
      `The backup's schema (${manifest.schemaVersion}) is newer than this version's (${ours}): upgrade the application first.`,
    );
  if (!options.whileSiteRuns) await refuseWhileSiteRuns(db);
  await raw.transaction().execute(async (trx) => {
    const tables = await listTables(trx);
    await emptyOrRefuse(trx, tables, options.force ?? false);
    // The replaced site's documents go with its rows, and the recorded analysis version with them:
    // should the rebuild below not finish, the next server start rebuilds (prepareIndex).
    for (const name of await searchIndexTables(trx)) await trx.deleteFrom(name).execute();
    if (engine === "sqlite") await sql`pragma defer_foreign_keys = on`.execute(trx);
    await loadRows(trx, tables, file, engine);
    for (const [name, up] of DATA_MIGRATIONS) if (manifest.schemaVersion < name) await up(trx);
    await resetIdSequences(trx, tables);
    // After the rows: the backup's own purge queue has just replaced the table's rows.
    if (options.purgeCdn) await insertPurge(trx, everyResponseTags());
    // Inside the transaction: if a file cannot be stored, no row is kept either.
    await loadFiles(storage, file);
  });
  // After the commit: rebuildIndex writes in transactions of its own, and reads the rows as the
  // data migrations above left them.
  await rebuildIndex(db);
  return manifest;
}

/** The site's servers announce themselves in the database (db/server-processes.ts). */
async function refuseWhileSiteRuns(db: Db) {
  const running = await runningServers(db);
  if (running.length === 0) return;
  const list = running.map((p) => `${p.address} (process ${p.pid} on ${p.host})`).join(", ");
  throw new RestoreRefused(
    `The site is running on this database: ${list}. Stop it first (systemctl stop 'foundation@*'), then restore; or pass --yes-stop-the-site to replace its data while it runs.`,
  );
}

async function emptyOrRefuse(trx: RawDb, tables: TableInfo[], force: boolean) {
  const filled: string[] = [];
  for (const t of tables) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from ${sql.table(t.name)}`.execute(trx);
    if (Number(rows[0]?.n) > 0) filled.push(t.name);
  }
  if (filled.length === 0) return;
  if (!force)
    throw new RestoreRefused(
      `The database is not empty (${filled.join(", ")} hold rows). Restore into an empty database, or pass --force to replace its rows.`,
    );
  for (const t of [...tables].reverse()) await trx.deleteFrom(t.name).execute();
}

async function loadRows(
  trx: RawDb,
  tables: TableInfo[],
  file: string,
  engine: "sqlite" | "postgres",
) {
  const byName = new Map(tables.map((t) => [t.name, t]));
  let target: TableInfo | undefined;
  let columns: TableInfo["columns"] = [];
  let batch: Record<string, unknown>[] = [];
  let batchSize = 1;
  const flush = async () => {
    if (target && batch.length) await trx.insertInto(target.name).values(batch).execute();
    batch = [];
  };
  for await (const record of readArchive(file)) {
    if (record.k === "table") {
      await flush();
      target = byName.get(record.name);
      if (!target)
        throw new RestoreRefused(`The backup has a table ${record.name} this version lacks.`);
      const known = new Map(target.columns.map((c) => [c.name, c]));
      columns = record.columns.map((name) => {
        const column = known.get(name);
        if (!column)
          throw new RestoreRefused(
            `The backup has a column ${record.name}.${name} this version lacks.`,
          );
        return column;
      });
      // Stay well below the bound-parameter limits of both engines.
      batchSize = Math.max(1, Math.floor(4000 / Math.max(1, columns.length)));
    } else if (record.k === "row") {
      batch.push(rowOf(record.v, columns, engine));
      if (batch.length >= batchSize) await flush();
    } else if (record.k === "file") break;
  }
  await flush();
}

function rowOf(
  values: PortableValue[],
  columns: TableInfo["columns"],
  engine: "sqlite" | "postgres",
) {
  return Object.fromEntries(
    columns.map((c, i) => [c.name, fromPortable(values[i] ?? null, c.kind, engine)]),
  );
}

async function loadFiles(storage: Storage, file: string) {
  let current: { bucket: string; key: string; contentType: string } | undefined;
  let chunks: Buffer[] = [];
  const store = async () => {
    if (current)
      await storage.put(current.bucket, current.key, Buffer.concat(chunks), current.contentType);
    current = undefined;
    chunks = [];
  };
  for await (const record of readArchive(file)) {
    if (record.k === "file") {
      await store();
      current = record;
    } else if (record.k === "data") chunks.push(Buffer.from(record.b64, "base64"));
    else if (record.k === "manifest") await store();
  }
}
