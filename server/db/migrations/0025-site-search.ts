/**
 * The site search (issue 38, docs/decisions/0042-site-search.md): one row per item and language in
 * `search_documents`, written by the content writes in their own transaction, and on each engine
 * its language index over it:
 * - PostgreSQL: a weighted `tsvector` per row, made with text search configurations `search_en`,
 *   `search_fr`, `search_ru` (Snowball stemming; accents removed by the `unaccent` dictionary when
 *   the extension can be had), under a GIN index.
 * - SQLite: an FTS5 table `search_index` (rowid = the document's id) holding the words stemmed in
 *   JavaScript (server/search/analysis.ts).
 * `search_words` keeps the words of titles and summaries per language ("did you mean").
 * `search_state` keeps the version of the analysis the index was built with: a server that finds
 * another one rebuilds it. Written by hand: these tables have no content definition.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

const CONFIGS = { en: "english", fr: "french", ru: "russian" } as const;

/** Whether the unaccent extension is there (in `public`, as pg_trgm in 0003), creating it if allowed. */
async function unaccentSchema(db: Kysely<unknown>): Promise<string | null> {
  await sql`savepoint unaccent_check`.execute(db);
  try {
    await sql`create extension if not exists unaccent with schema public`.execute(db);
    await sql`release savepoint unaccent_check`.execute(db);
  } catch {
    await sql`rollback to savepoint unaccent_check`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = ${"unaccent"}`.execute(db);
  return rows[0]?.schema ?? null;
}

async function postgresIndex(db: Kysely<unknown>) {
  const unaccent = await unaccentSchema(db);
  for (const [locale, config] of Object.entries(CONFIGS)) {
    const name = `search_${locale}`;
    await sql
      .raw(`create text search configuration ${name} (copy = pg_catalog.${config})`)
      .execute(db);
    if (unaccent) {
      await sql
        .raw(
          // Words with letters beyond ASCII: ASCII words have no accents to remove.
          `alter text search configuration ${name} alter mapping for hword, hword_part, word
           with "${unaccent}".unaccent, ${config}_stem`,
        )
        .execute(db);
    }
  }
  await sql`alter table search_documents add column document tsvector not null`.execute(db);
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const table = postgres
    ? db.schema.createTable("search_documents").addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema
        .createTable("search_documents")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    // blogPosts | newsArticles | programs | storeItems | pages
    .addColumn("kind", "text", (c) => c.notNull())
    // The item's id, or a fixed page's English path.
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    // 1: a visitor may find it (published, listed, not in the trash).
    .addColumn("visible", "integer", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("year", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addUniqueConstraint("search_documents_item_unique", ["kind", "item", "locale"])
    .execute();
  // The words of titles and summaries per language, for "did you mean" (server/search/suggestions.ts).
  await db.schema
    .createTable("search_words")
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("word", "text", (c) => c.notNull())
    .addColumn("folded", "text", (c) => c.notNull())
    .addColumn("initial", "text", (c) => c.notNull())
    .addColumn("letters", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_words_pk", ["locale", "word"])
    .execute();
  await db.schema
    .createIndex("search_words_near_idx")
    .on("search_words")
    .columns(["locale", "initial", "letters"])
    .execute();
  await db.schema
    .createTable("search_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("analysis_version", "integer", (c) => c.notNull())
    .addColumn("built_at", "text", (c) => c.notNull())
    .execute();
  if (postgres) await postgresIndex(db);
  else {
    await sql`create virtual table search_index using fts5(title, excerpt, body,
      tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const locale of Object.keys(CONFIGS)) {
      await sql.raw(`drop text search configuration if exists search_${locale}`).execute(db);
    }
  } else {
    await sql`drop table if exists search_index`.execute(db);
  }
  await db.schema.dropTable("search_state").execute();
  await db.schema.dropTable("search_words").execute();
  await db.schema.dropTable("search_documents").execute();
}
