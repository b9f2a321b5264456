/**
 * Revisions of content items (docs/decisions/0014-revisions-and-audit.md): every save keeps who,
 * when, which fields and languages changed, and a full snapshot of the item in every language (JSON
 * text). The service keeps the newest 50 per item. `entity_id` and `actor_id` carry no foreign key,
 * like `audit_log.actor_id`: an item in the trash keeps its history, an author's account may go.
 */
import { type Kysely } from "kysely";
import { isPostgres } from "../engine.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const table = postgres
    ? db.schema.createTable("content_revisions").addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema
        .createTable("content_revisions")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("locales", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("snapshot", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("content_revisions_item_idx")
    .on("content_revisions")
    .columns(["entity_type", "entity_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_revisions").ifExists().execute();
}
