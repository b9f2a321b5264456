/**
 * Vitest global setup: gives this run a PostgreSQL database of its own (`test_run_<id>`, made on
 * the server of TEST_DATABASE_URL, default 127.0.0.1:5432) and drops it once every suite has
 * finished. Inside it each suite makes its own schema (`test_<id>_…`, databases.ts).
 *
 * Suites do not drop their schema themselves: Kysely's migrator introspects every schema of the
 * database (`has_schema_privilege` on each), and a schema dropped by a suite finishing in the
 * other worker at that moment failed the migration with "schema … does not exist". A database
 * per run extends that to two runs at once (two checkouts' `npm test` on one machine): one run's
 * teardown no longer drops schemas under the other's migrator.
 */
import crypto from "node:crypto";
import pg from "pg";

const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return undefined; // no PostgreSQL: the suites skip it (or fail under CI=true) on their own
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  const run = crypto.randomBytes(4).toString("hex");
  const database = `test_run_${run}`;
  process.env.TEST_PG_RUN = run;
  const made = await withClient(async (client) => {
    try {
      await client.query(`create database "${database}"`);
      return true;
    } catch (error) {
      // A role without CREATEDB: the suites share the given database, as schemas of their own.
      console.warn(`NOTICE: could not create ${database} (${String(error)}); using ${SERVER_URL}`);
      return false;
    }
  });
  if (made) {
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    process.env.TEST_DATABASE_URL = url.toString();
    // The trigram extension is database-wide: made once here, in `public`, so no suite's schema
    // owns it (dropping that schema would drop the other suites' search indexes mid-run).
    const runClient = new pg.Client({ connectionString: url.toString() });
    await runClient.connect();
    await runClient
      .query("create extension if not exists pg_trgm with schema public")
      .catch(() => undefined); // not allowed: migration 0003 then goes without trigram indexes
    await runClient.end();
  }
  return async function teardown() {
    if (!made) return;
    await withClient((client) =>
      client.query(`drop database if exists "${database}" with (force)`),
    );
  };
}
