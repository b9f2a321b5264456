/**
 * SQLite's search index made contentless (issue 38, docs/decisions/0042-site-search.md): the FTS5
 * table `search_index` kept a second copy of every stemmed text that no query reads (the texts a
 * result shows come from `search_documents`); `content = ''` keeps only the index, and
 * `contentless_delete = 1` still lets a write replace an item's words. At 100,000 stories in three
 * languages: 891 → 514 MB for the whole search index (npm run bench:search).
 * The new table starts empty, and so does `search_state`: the server rebuilds the index at its next
 * start (`prepareIndex`). PostgreSQL has no such table.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

const FTS_OPTIONS = sql.raw(`tokenize = 'unicode61 remove_diacritics 2'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table search_index`.execute(db);
  await sql`create virtual table search_index using fts5(title, excerpt, body,
    content = '', contentless_delete = 1, ${FTS_OPTIONS})`.execute(db);
  await sql`delete from search_state`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table search_index`.execute(db);
  await sql`create virtual table search_index using fts5(title, excerpt, body, ${FTS_OPTIONS})`.execute(
    db,
  );
  await sql`delete from search_state`.execute(db);
}
