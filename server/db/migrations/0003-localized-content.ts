/**
 * Content in three languages (docs/decisions/0006): every localized field gets a column per
 * further language (`title_fr`, `title_ru`); the existing column keeps the English text, so existing
 * rows become English as they are. The text search gets an index on both engines: a trigram FTS5
 * table kept by triggers on SQLite, pg_trgm GIN indexes on PostgreSQL (when the extension exists).
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

interface TableSpec {
  /** Localized text columns and localized JSON-list columns. */
  texts: string[];
  lists: string[];
  /** The search document: localized columns, then (English only) plain ones. */
  searchLocalized: string[];
  searchPlain: string[];
}

// Frozen at this migration: later definitions change through later migrations.
const TABLES: Record<string, TableSpec> = {
  blog_posts: {
    texts: ["title", "excerpt", "content"],
    lists: [],
    searchLocalized: ["title", "excerpt"],
    searchPlain: ["author"],
  },
  news_articles: {
    texts: ["title", "excerpt", "content"],
    lists: [],
    searchLocalized: ["title", "excerpt"],
    searchPlain: ["author"],
  },
  programs: {
    texts: ["title", "description", "long_description", "location"],
    lists: ["requirements", "objectives"],
    searchLocalized: ["title", "description", "location"],
    searchPlain: [],
  },
  gallery_items: {
    texts: ["title", "description"],
    lists: [],
    searchLocalized: ["title", "description"],
    searchPlain: [],
  },
  store_items: {
    texts: ["name", "description"],
    lists: [],
    searchLocalized: ["name", "description"],
    searchPlain: [],
  },
};
const LOCALES = ["en", "fr", "ru"] as const;
type Locale = (typeof LOCALES)[number];

const column = (name: string, locale: Locale) => (locale === "en" ? name : `${name}_${locale}`);
function searchColumns(spec: TableSpec, locale: Locale) {
  const localized = spec.searchLocalized.map((c) => column(c, locale));
  return locale === "en" ? [...localized, ...spec.searchPlain] : localized;
}
const concat = (columns: string[], prefix = "") =>
  columns.map((c) => `${prefix}${c}`).join(" || ' ' || ");

async function addLanguageColumns(db: Kysely<unknown>, table: string, spec: TableSpec) {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    for (const name of spec.texts) {
      await db.schema
        .alterTable(table)
        .addColumn(column(name, locale), "text", (c) => c.notNull().defaultTo(""))
        .execute();
    }
    for (const name of spec.lists) {
      await db.schema
        .alterTable(table)
        .addColumn(column(name, locale), "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
    }
  }
}

async function sqliteSearch(db: Kysely<unknown>, table: string, spec: TableSpec) {
  const index = `${table}_search`;
  const docs = (prefix: string) => LOCALES.map((l) => concat(searchColumns(spec, l), prefix));
  const watched = [...new Set(LOCALES.flatMap((l) => searchColumns(spec, l)))].join(", ");
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
      `create trigger ${index}_update after update of ${watched} on ${table} begin
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

/**
 * The schema holding pg_trgm, creating the extension if allowed; null when it is unavailable.
 * The extension goes into `public`, never into the site's own schema: dropping a schema drops the
 * extensions in it, and with them every trigram index of every other schema in the database.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  await sql`savepoint pg_trgm_check`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm_check`.execute(db);
  } catch {
    // No right to create it, no `public` schema, or a concurrent creation: search then works
    // without the index (or with the extension wherever it already is).
    await sql`rollback to savepoint pg_trgm_check`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

async function postgresSearch(db: Kysely<unknown>, table: string, spec: TableSpec, ext: string) {
  for (const locale of LOCALES) {
    const document = `lower(${concat(searchColumns(spec, locale))})`;
    await sql
      .raw(
        `create index ${table}_search_${locale}_idx on ${table}
         using gin (${document} "${ext}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const ext = postgres ? await trigramSchema(db) : null;
  for (const [table, spec] of Object.entries(TABLES)) {
    await addLanguageColumns(db, table, spec);
    if (!postgres) await sqliteSearch(db, table, spec);
    else if (ext) await postgresSearch(db, table, spec, ext);
  }
}
