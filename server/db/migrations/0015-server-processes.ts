/**
 * The site's running server processes, each renewing its row every few seconds: what
 * `npm run restore -- --force` reads to refuse replacing the data of a site that is running
 * (the database is what the processes share; a PID file would see only this machine). Runtime
 * state: never backed up or restored.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_processes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("server_processes").execute();
}
