/**
 * Media library and list sorting (docs/decisions/0015-media-library-and-lists.md):
 * - an upload's alternative text in each language, stored like localized content (decision 0006):
 *   `alt` is English, `alt_fr` and `alt_ru` the translations; "" when not given;
 * - an index on `file_path`, by which public pages find the alt text of an image URL;
 * - indexes for the admin lists' sort orders (title, date fields, last change) over live rows, like
 *   the listing indexes of 0001 (status is served by theirs).
 */
import { type Kysely, sql } from "kysely";

const SORT_COLUMNS: Record<string, string[]> = {
  blog_posts: ["title", "date", "updated_at"],
  news_articles: ["title", "publish_date", "updated_at"],
  programs: ["title", "start_date", "end_date", "updated_at"],
  gallery_items: ["title", "upload_date", "updated_at"],
  store_items: ["name", "updated_at"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["alt", "alt_fr", "alt_ru"]) {
    await db.schema
      .alterTable("file_uploads")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  await db.schema
    .createIndex("file_uploads_file_path_idx")
    .on("file_uploads")
    .column("file_path")
    .execute();
  for (const [table, columns] of Object.entries(SORT_COLUMNS)) {
    for (const column of columns) {
      await db.schema
        .createIndex(`${table}_sort_${column}_idx`)
        .on(table)
        .columns([column, "id"])
        .where(sql<boolean>`deleted_at is null`)
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(SORT_COLUMNS)) {
    for (const column of columns) {
      await db.schema.dropIndex(`${table}_sort_${column}_idx`).ifExists().execute();
    }
  }
  await db.schema.dropIndex("file_uploads_file_path_idx").ifExists().execute();
  for (const column of ["alt_ru", "alt_fr", "alt"]) {
    await db.schema.alterTable("file_uploads").dropColumn(column).execute();
  }
}
