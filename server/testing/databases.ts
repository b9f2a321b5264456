/**
 * The databases every service and API suite runs against: a temporary SQLite file and a fresh
 * PostgreSQL schema (127.0.0.1:5432 or TEST_DATABASE_URL). Without PostgreSQL the suite is
 * skipped with a notice, except under CI=true where that is a failure.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type Db } from "../db/index.ts";
import { migrateToLatest } from "../db/migrate.ts";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const IN_CI = process.env.CI === "true";

export interface TestDatabase {
  kind: "sqlite" | "postgres";
  /** Settings to start a whole server on this database. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  pgSchema?: string;
  db: Db;
  cleanup(): Promise<void>;
}

let pgAvailable: Promise<boolean> | undefined;
export function postgresAvailable(): Promise<boolean> {
  pgAvailable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return pgAvailable;
}

export function tempDir(prefix = "foundation-test-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh database, migrated to the latest (or to `options.migrateTo`, to test a migration). */
export async function createTestDatabase(
  kind: "sqlite" | "postgres",
  options: { migrateTo?: string } = {},
): Promise<TestDatabase> {
  const dataDir = tempDir();
  if (kind === "sqlite") {
    const { db } = createDb({ sqliteFile: path.join(dataDir, "foundation.sqlite") });
    await migrateToLatest(db as never, options.migrateTo);
    return {
      kind,
      env: { DATA_DIR: dataDir },
      db,
      async cleanup() {
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // Under Vitest the run's global setup gives the run its own database and drops it at the end
  // (pg-schemas.global-setup.ts says why); elsewhere cleanup drops its own schema.
  const run = process.env.TEST_PG_RUN;
  const schema = `test_${run ? `${run}_` : ""}${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  // The trigram extension is database-wide: made once in `public`, so no test schema owns it
  // (dropping that schema would drop the other suites' search indexes mid-run). Under Vitest the
  // global setup has made it already.
  await admin
    .query("create extension if not exists pg_trgm with schema public")
    .catch(() => undefined);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = createDb({ url: PG_URL, schema });
  await migrateToLatest(db as never, options.migrateTo);
  return {
    kind,
    env: { DATABASE_URL: PG_URL, DATA_DIR: dataDir },
    pgSchema: schema,
    db,
    async cleanup() {
      await db.destroy();
      if (!run) {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database kinds to run a suite on, decided once before the suites are collected. */
export async function databaseKinds(): Promise<("sqlite" | "postgres")[]> {
  if (await postgresAvailable()) return ["sqlite", "postgres"];
  if (IN_CI) throw new Error(`PostgreSQL is required under CI=true but ${PG_URL} is not reachable`);
  console.warn(
    `NOTICE: PostgreSQL at ${PG_URL} is not reachable; the PostgreSQL suites are skipped.`,
  );
  return ["sqlite"];
}
