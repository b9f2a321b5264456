/** The Kysely instance: SQLite file by default, PostgreSQL when a URL is given. */
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-database.ts";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

export interface DbOptions {
  /** postgres:// URL; when absent, the SQLite file is used. */
  url?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests use a fresh one per run). */
  schema?: string;
}

// COUNT(*) comes back from PostgreSQL as int8 text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createDb(options: DbOptions): { db: Db; kind: DbKind } {
  const plugins = [new CamelCasePlugin()];
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      kind: "postgres",
    };
  }
  if (!options.sqliteFile) throw new Error("createDb needs a DATABASE_URL or a SQLite file");
  const file = options.sqliteFile;
  const dialect = new SqliteDialect({ database: async () => openSqlite(file) });
  return { db: new Kysely<Database>({ dialect, plugins }), kind: "sqlite" };
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Which engine a Kysely instance talks to. */
export function dbKindOf(db: Kysely<unknown> | Db): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export const nowIso = () => new Date().toISOString();

/** Whether this instance talks to PostgreSQL (row locks, advisory locks) rather than SQLite. */
export const isPostgres = (db: Kysely<unknown> | Db) =>
  (db as Kysely<unknown>).getExecutor().adapter instanceof PostgresAdapter;
