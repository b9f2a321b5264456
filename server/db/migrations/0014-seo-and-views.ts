/**
 * Search and sharing per item and language (decision 0016): SEO title, description and social
 * image on posts, news and programs, one column per language, empty meaning "the page's default".
 * And `news_views`: one row per article, day and visitor, so a view counts once per visitor and day.
 */
import type { Kysely } from "kysely";

const TABLES = ["blog_posts", "news_articles", "programs"] as const;
const COLUMNS = ["seo_title", "seo_description", "social_image"] as const;
const SUFFIXES = ["", "_fr", "_ru"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (const column of COLUMNS)
      for (const suffix of SUFFIXES)
        await db.schema
          .alterTable(table)
          .addColumn(`${column}${suffix}`, "text", (c) => c.notNull().defaultTo(""))
          .execute();
  await db.schema
    .createTable("news_views")
    .addColumn("article_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("news_views_pk", ["article_id", "day", "visitor"])
    .execute();
  await db.schema.createIndex("news_views_day_idx").on("news_views").column("day").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("news_views").execute();
  for (const table of TABLES)
    for (const column of COLUMNS)
      for (const suffix of SUFFIXES)
        await db.schema.alterTable(table).dropColumn(`${column}${suffix}`).execute();
}
