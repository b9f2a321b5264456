/**
 * Which engine a Kysely instance talks to, for the few places that write differently for each
 * (row locks, identity columns). Its own module so that migrations use it without the database
 * setup of ./index.ts.
 */
import { type Kysely, PostgresAdapter } from "kysely";

export type DbKind = "sqlite" | "postgres";

/** Which engine a Kysely instance (of any schema, with or without plugins) talks to. */
export function dbKindOf(db: Pick<Kysely<unknown>, "getExecutor">): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Whether this instance talks to PostgreSQL (row locks, advisory locks) rather than SQLite. */
export const isPostgres = (db: Pick<Kysely<unknown>, "getExecutor">) => dbKindOf(db) === "postgres";
