/**
 * People's names in the reader's language (docs/decisions/0030-native-names-and-typography.md): the
 * author of posts and news and a program's contact person get a column per further language
 * (`author_fr`, `author_ru`), "" meaning "use the English". The author is part of the text search,
 * so the search documents of posts and news (migration 0003) are rebuilt with the author in every
 * language: the FTS5 table and its triggers on SQLite, the pg_trgm indexes on PostgreSQL.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

const LOCALES = ["en", "fr", "ru"] as const;
type Locale = (typeof LOCALES)[number];
const OTHER = ["fr", "ru"] as const;

// Frozen at this migration.
const NAMES: Record<string, string> = {
  blog_posts: "author",
  news_articles: "author",
  programs: "contact_person",
};
const SEARCH_TABLES = ["blog_posts", "news_articles"] as const;

const column = (name: string, locale: Locale) => (locale === "en" ? name : `${name}_${locale}`);
/** The search document of one language: before, the author only in English; after, in each. */
const documentColumns = (locale: Locale, localizedAuthor: boolean) => [
  ...["title", "excerpt"].map((c) => column(c, locale)),
  ...(localizedAuthor || locale === "en" ? [column("author", locale)] : []),
];
const concat = (columns: string[], prefix = "") =>
  columns.map((c) => `${prefix}${c}`).join(" || ' ' || ");

async function sqliteSearch(db: Kysely<unknown>, table: string, localizedAuthor: boolean) {
  const index = `${table}_search`;
  for (const trigger of ["insert", "update", "delete"])
    await sql.raw(`drop trigger if exists ${index}_${trigger}`).execute(db);
  await sql.raw(`drop table if exists ${index}`).execute(db);
  const docs = (prefix: string) =>
    LOCALES.map((l) => concat(documentColumns(l, localizedAuthor), prefix));
  const watched = [...new Set(LOCALES.flatMap((l) => documentColumns(l, localizedAuthor)))];
  await sql
    .raw(`create virtual table ${index} using fts5(en, fr, ru, tokenize = 'trigram')`)
    .execute(db);
  await sql
    .raw(`insert into ${index} (rowid, en, fr, ru) select id, ${docs("").join(", ")} from ${table}`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_insert after insert on ${table} begin
         insert into ${index} (rowid, en, fr, ru) values (new.id, ${docs("new.").join(", ")});
       end`,
    )
    .execute(db);
  const [en, fr, ru] = docs("new.");
  await sql
    .raw(
      `create trigger ${index}_update after update of ${watched.join(", ")} on ${table} begin
         update ${index} set en = ${en}, fr = ${fr}, ru = ${ru} where rowid = new.id;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_delete after delete on ${table} begin
         delete from ${index} where rowid = old.id;
       end`,
    )
    .execute(db);
}

/** Where pg_trgm lives (migration 0003 created it when it could); null: search runs unindexed. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

async function postgresSearch(db: Kysely<unknown>, table: string, localizedAuthor: boolean) {
  const ext = await trigramSchema(db);
  for (const locale of LOCALES) {
    await sql.raw(`drop index if exists ${table}_search_${locale}_idx`).execute(db);
    if (!ext) continue;
    const document = `lower(${concat(documentColumns(locale, localizedAuthor))})`;
    await sql
      .raw(
        `create index ${table}_search_${locale}_idx on ${table}
         using gin (${document} "${ext}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}

async function rebuildSearch(db: Kysely<unknown>, localizedAuthor: boolean) {
  const postgres = isPostgres(db);
  for (const table of SEARCH_TABLES)
    if (postgres) await postgresSearch(db, table, localizedAuthor);
    else await sqliteSearch(db, table, localizedAuthor);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name] of Object.entries(NAMES))
    for (const locale of OTHER)
      await db.schema
        .alterTable(table)
        .addColumn(column(name, locale), "text", (c) => c.notNull().defaultTo(""))
        .execute();
  await rebuildSearch(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildSearch(db, false);
  for (const [table, name] of Object.entries(NAMES))
    for (const locale of OTHER)
      await db.schema.alterTable(table).dropColumn(column(name, locale)).execute();
}
