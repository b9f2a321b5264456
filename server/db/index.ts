/** The Kysely instance: SQLite file by default, PostgreSQL when a URL is given. */
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import { createAvailability, type DatabaseAvailability } from "./availability.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-database.ts";

export type Db = Kysely<Database>;
import { type DbKind, dbKindOf, isPostgres } from "./engine.ts";

export { type DbKind, dbKindOf, isPostgres };

export interface DbOptions {
  /** postgres:// URL; when absent, the SQLite file is used. */
  url?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests use a fresh one per run). */
  schema?: string;
  /** Where lost connections are reported (they are absorbed: the pool opens new ones). */
  log?: Logger;
}

/** How PostgreSQL lists this site's connections (`pg_stat_activity.application_name`). */
export const applicationNameFor = (schema?: string) =>
  schema ? `foundation-site:${schema}` : "foundation-site";

/** Longest wait for a new PostgreSQL connection: an unreachable server fails fast, not never. */
const CONNECT_TIMEOUT_MS = 5_000;

// COUNT(*) comes back from PostgreSQL as int8 text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createDb(options: DbOptions): {
  db: Db;
  kind: DbKind;
  availability: DatabaseAvailability;
  /** The PostgreSQL pool's own counts (metrics); SQLite has no pool. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
} {
  const plugins = [new CamelCasePlugin()];
  const availability = createAvailability();
  if (options.url) {
    const pool = watchedPool(options, availability);
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        plugins,
        // A query cut off by a lost connection marks the outage (the next connection clears it).
        log: (event) => {
          if (event.level === "error") availability.saw(event.error);
        },
      }),
      kind: "postgres",
      availability,
      pool: pool.use,
    };
  }
  if (!options.sqliteFile) throw new Error("createDb needs a DATABASE_URL or a SQLite file");
  const file = options.sqliteFile;
  const dialect = new SqliteDialect({ database: async () => openSqlite(file) });
  return { db: new Kysely<Database>({ dialect, plugins }), kind: "sqlite", availability };
}

/**
 * A pg pool that survives the server going away. When PostgreSQL ends a connection (a restart, a
 * failover, `pg_terminate_backend`), pg emits "error" on that client and on the pool; unheard, an
 * "error" event ends the process. Here it is logged and absorbed: the pool drops the dead client
 * and opens a new one at the next query. Every attempt to connect tells `availability` the outcome.
 */
function watchedPool(options: DbOptions, availability: DatabaseAvailability) {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    application_name: applicationNameFor(options.schema),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  const lost = (err: Error) => {
    availability.saw(err);
    log?.warn({ err }, "database connection lost; a new one is opened when needed");
  };
  pool.on("error", lost);
  // Also while a client is checked out between two queries (inside a transaction).
  pool.on("connect", (client) => client.on("error", lost));
  return {
    // Kysely opens a control connection with these to cancel a query.
    Client: pg.Client,
    options: pool.options,
    async connect() {
      try {
        const client = await pool.connect();
        availability.saw();
        return client;
      } catch (err) {
        availability.saw(err);
        throw err;
      }
    },
    end: () => pool.end(),
    use: pool,
  };
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export const nowIso = () => new Date().toISOString();
