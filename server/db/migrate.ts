/** Applies the one portable migration set (at start and by `npm run db:migrate`). */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine.ts";
import { type Migration, Migrator } from "kysely/migration";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Db, pingDb } from "./index.ts";

/** A migration's file: four digits, a dash, a name (`0017-localized-names.ts`); tests are not. */
export const MIGRATION_FILE = /^(\d{4}-[^.]+)\.ts$/;

/**
 * The migrations, found in server/db/migrations/ (docs/decisions/0029): adding a migration is adding
 * its file. Where Vite builds or runs this module (the built server, Vitest) `import.meta.glob`
 * compiles the folder in; under tsx (`npm run dev`, the scripts) it is not defined, and the folder
 * is read and imported instead.
 */
async function loadMigrations(): Promise<Record<string, Migration>> {
  let modules: Record<string, Migration>;
  try {
    modules = import.meta.glob<Migration>(["./migrations/*.ts", "!./migrations/*.test.ts"], {
      eager: true,
    });
  } catch {
    const dir = fileURLToPath(new URL("./migrations/", import.meta.url));
    const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f));
    modules = Object.fromEntries(
      await Promise.all(
        files.map(async (f) => [
          f,
          (await import(pathToFileURL(path.join(dir, f)).href)) as Migration,
        ]),
      ),
    );
  }
  const migrations: Record<string, Migration> = {};
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const name = MIGRATION_FILE.exec(path.basename(file))?.[1];
    if (name) migrations[name] = module;
  }
  return migrations;
}

let loaded: Promise<Record<string, Migration>> | undefined;
/** Every migration of this release by name, in the order they apply. */
export function migrations(): Promise<Record<string, Migration>> {
  loaded ??= loadMigrations();
  return loaded;
}

/** The newest migration applied: the version of the schema the data fits ("" before the first). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's Kysely, typed or raw
export async function schemaVersion(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? "";
}

/** Whether the database answers, and its schema version when it does (/healthz). */
export async function probeDatabase(db: Kysely<unknown>) {
  try {
    return { up: true, schema: (await schemaVersion(db)) || null };
  } catch {
    // Before the first migration there is no bookkeeping table: a plain ping tells.
    return { up: await pingDb(db as Db) };
  }
}

/** The database has migrations this release does not know: it was made by a newer release. */
export class MigrationMismatch extends Error {}

async function appliedMigrations(db: Kysely<unknown>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((r) => r.name);
  } catch {
    return []; // a new database: no bookkeeping table yet
  }
}

/**
 * Applies the migrations up to the latest, or up to and including `target` (tests of a migration).
 * On PostgreSQL under one database-wide advisory lock: Kysely's migrator introspects the tables of
 * every schema of the database (`pg_get_serial_sequence` by name), and a migration dropping a table
 * in another schema at that moment (0005 drops `contact_messages`) failed it with "relation … does
 * not exist". One schema in production, many in the test runs: migrations take turns.
 */
export function migrateToLatest(db: Kysely<unknown>, target?: string): Promise<string[]> {
  return withMigrationLock(db, (conn) => migrateWith(conn, target));
}

/**
 * Schema changes take turns with every migration of the database (migrateToLatest says why):
 * `work` runs on one connection holding the lock. A test that changes a schema by hand uses it too.
 */
export function withMigrationLock<T>(
  db: Kysely<unknown>,
  work: (db: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('foundation:migrations'))`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('foundation:migrations'))`.execute(conn);
    }
  });
}

async function migrateWith(db: Kysely<unknown>, target?: string): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables must live in the schema we work in: Kysely otherwise
  // finds another schema's lock table and assumes its own exists.
  let migrationTableSchema: string | undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const known = await migrations();
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in known)).sort();
  if (unknown.length > 0) {
    throw new MigrationMismatch(
      `This release is older than the database (it lacks migration ${unknown.join(", ")}): run the newer release or restore a backup.`,
    );
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => known },
    migrationTableSchema,
  });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
