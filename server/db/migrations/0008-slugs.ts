/**
 * Permalinks (decision 0016): blog posts, news and programs get a slug per language (`slug`,
 * `slug_fr`, `slug_ru`), unique per table and language among non-empty values, made here from the
 * existing titles; `slug_history` keeps replaced slugs so old addresses answer 301.
 */
import { type Kysely, sql } from "kysely";
import { freeSlug, slugify } from "../../../core/content/slug.ts";

const TABLES = ["blog_posts", "news_articles", "programs"] as const;
const LOCALES = ["en", "fr", "ru"] as const;
const column = (name: string, locale: string) => (locale === "en" ? name : `${name}_${locale}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const locale of LOCALES) {
      await db.schema
        .alterTable(table)
        .addColumn(column("slug", locale), "text", (c) => c.notNull().defaultTo(""))
        .execute();
    }
    // Existing rows get slugs from their titles, oldest first (they keep the plain form).
    // Aliases without underscores: the connection's CamelCasePlugin renames result columns.
    const rows = await sql<{ id: number } & Record<string, string>>`
      select id, title as en, title_fr as fr, title_ru as ru from ${sql.table(table)}
      order by id`.execute(db);
    for (const locale of LOCALES) {
      const taken = new Set<string>();
      for (const row of rows.rows) {
        const base = slugify(String(row[locale] ?? ""));
        if (!base) continue;
        const slug = freeSlug(base, taken);
        taken.add(slug);
        await sql`update ${sql.table(table)} set ${sql.ref(column("slug", locale))} = ${slug}
          where id = ${row.id}`.execute(db);
      }
      // Unique among the slugs given (empty means "none in this language").
      await sql
        .raw(
          `create unique index ${table}_${column("slug", locale)}_key on ${table}
           (${column("slug", locale)}) where ${column("slug", locale)} <> ''`,
        )
        .execute(db);
    }
  }
  await db.schema
    .createTable("slug_history")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_history_pk", ["entity", "locale", "slug"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("slug_history").execute();
  for (const table of TABLES) {
    for (const locale of LOCALES) {
      await sql.raw(`drop index ${table}_${column("slug", locale)}_key`).execute(db);
      await db.schema.alterTable(table).dropColumn(column("slug", locale)).execute();
    }
  }
}
