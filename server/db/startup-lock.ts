/**
 * Start-up work that must happen once even when several processes start together on one
 * PostgreSQL database (demo seeding, first admin): it runs under a transaction-scoped advisory lock
 * keyed by the schema, so the second process waits, then finds the work done. SQLite serves one
 * process, so there the work simply runs.
 */
import { sql } from "kysely";
import type { Db, DbKind } from "./index.ts";

export async function withStartupLock<T>(db: Db, kind: DbKind, work: () => Promise<T>): Promise<T> {
  if (kind !== "postgres") return work();
  // The lock lives on the transaction's connection; the work may use any other one of the pool.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('foundation:startup:' || current_schema()))`.execute(
      trx,
    );
    return work();
  });
}
