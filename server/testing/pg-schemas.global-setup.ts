/**
 * Vitest global setup: names this run's PostgreSQL test schemas (`test_<run>_…`) and drops them
 * once every suite has finished. Suites do not drop their schema themselves: Kysely's migrator
 * introspects every schema of the database (`has_schema_privilege` on each), and a schema dropped
 * by a suite finishing in the other worker at that moment failed the migration with
 * "schema … does not exist".
 */
import crypto from "node:crypto";
import pg from "pg";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export default function setup() {
  const run = crypto.randomBytes(4).toString("hex");
  process.env.TEST_PG_RUN = run;
  return async function teardown() {
    const client = new pg.Client({ connectionString: PG_URL });
    try {
      await client.connect();
    } catch {
      return; // no PostgreSQL: no schemas were made
    }
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where nspname like $1",
        [`test\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
