/**
 * CDN purges waiting to be sent (issue 37, decision 0041): a change names the cache tags it
 * touched, and a row keeps them until the CDN has taken the purge, so a purge outlives a CDN that
 * refuses or a process that restarts; retried with back-off, the last error kept for staff.
 * Written by hand: this table has no content definition.
 */
import type { Kysely } from "kysely";
import { isPostgres } from "../engine.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = isPostgres(db)
    ? db.schema.createTable("cdn_purges").addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema
        .createTable("cdn_purges")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    // The tags, separated by spaces.
    .addColumn("tags", "text", (c) => c.notNull())
    // pending | done | failed
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .execute();
  await db.schema
    .createIndex("cdn_purges_due_idx")
    .on("cdn_purges")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cdn_purges").execute();
}
