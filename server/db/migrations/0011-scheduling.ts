/**
 * Scheduling, preview and trash (docs/decisions/0013-scheduling-preview-trash.md):
 * - `publish_at` on blog posts and news articles: when a "scheduled" item is published (UTC ISO
 *   text, null when not set; ISO text in UTC compares in time order on both engines);
 * - listing indexes for the new order, the item's own date (`date`, `publish_date`) then id, live
 *   rows only like migration 0001's, plain and by status and category;
 * - an index for the scheduler's claim (status, publish_at) and for the trash (deleted_at);
 * - `preview_tokens`: the SHA-256 of each preview link's token, bound to one item, with its expiry.
 */
import { type Kysely, sql } from "kysely";

const DATED = [
  ["blog_posts", "date"],
  ["news_articles", "publish_date"],
] as const;
const TRASHED = ["blog_posts", "news_articles", "programs", "gallery_items", "store_items"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const live = sql<boolean>`deleted_at is null`;
  for (const [table, date] of DATED) {
    await db.schema.alterTable(table).addColumn("publish_at", "text").execute();
    await db.schema
      .createIndex(`${table}_${date}_idx`)
      .on(table)
      .columns([date, "id"])
      .where(live)
      .execute();
    for (const col of ["status", "category"]) {
      await db.schema
        .createIndex(`${table}_${col}_${date}_idx`)
        .on(table)
        .columns([col, date, "id"])
        .where(live)
        .execute();
    }
    await db.schema
      .createIndex(`${table}_scheduled_idx`)
      .on(table)
      .columns(["status", "publish_at"])
      .where(live)
      .execute();
  }
  for (const table of TRASHED) {
    await db.schema
      .createIndex(`${table}_trash_idx`)
      .on(table)
      .columns(["deleted_at", "id"])
      .where(sql<boolean>`deleted_at is not null`)
      .execute();
  }
  await db.schema
    .createTable("preview_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("preview_tokens_item_idx")
    .on("preview_tokens")
    .columns(["entity", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_tokens").ifExists().execute();
  for (const table of TRASHED) await db.schema.dropIndex(`${table}_trash_idx`).ifExists().execute();
  for (const [table, date] of DATED) {
    await db.schema.dropIndex(`${table}_scheduled_idx`).ifExists().execute();
    for (const col of ["status", "category"])
      await db.schema.dropIndex(`${table}_${col}_${date}_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_${date}_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("publish_at").execute();
  }
}
