/**
 * Keeping the site search's index (docs/decisions/0042-site-search.md): the documents of an item
 * are written in the transaction of the write that changed it (`syncItems`), so the index never
 * shows what the database no longer holds; `rebuildIndex` writes every document again (the
 * maintenance command, a new analysis version, a restored backup). Documents are written many to a
 * statement (a rebuild of 100,000 stories in three languages: 1.5 minutes on SQLite, under 2 on
 * PostgreSQL with two batches at once; `npm run bench:search`).
 */
import { type Kysely, sql } from "kysely";
import type { Locale } from "../../core/constants.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import { ENTITIES } from "../../core/content/index.ts";
import type { SearchKind } from "../../core/search.ts";
import { isPostgres } from "../db/engine.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import type { Row } from "../content/row-mapping.ts";
import { ANALYSIS_VERSION, stemOf, wordsOf } from "./analysis.ts";
import { fixedPageDocuments } from "./fixed-pages.ts";
import { rememberWords } from "./suggestions.ts";
import {
  documentsOfRow,
  isSearched,
  SEARCHED_ENTITIES,
  type SearchDocument,
  type SearchedEntity,
} from "./search-documents.ts";

/** A database or a transaction on it. */
type On = Kysely<Database>;

/** The longest body indexed: a long article's first 100,000 characters are plenty to find it by. */
const BODY_INDEXED = 100_000;

/** The text search configuration of a language on PostgreSQL (migration 0025). */
export const pgConfig = (locale: Locale) => `search_${locale}`;

/**
 * The language of a document is part of its words, so that a search reads only its own language's
 * documents. PostgreSQL: a lexeme no text makes (words start with a letter or a digit) added to
 * each document, matched beside the query (`d.document @@ (query && '~en')`). SQLite: every
 * indexed word starts with its language ("enfootbal", "frfootbal"), and so does every searched one.
 */
export const languageMarker = (locale: Locale) => `~${locale}`;
export const indexedWord = (locale: Locale, stem: string) => `${locale}${stem}`;

/** The most rows one statement writes (well under either engine's limit on parameters). */
const ROWS_PER_STATEMENT = 250;

function chunksOf<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

async function removeIds(on: On, ids: number[]) {
  for (const chunk of chunksOf(ids)) {
    if (!isPostgres(on))
      await sql`delete from search_index where rowid in (${sql.join(chunk)})`.execute(on);
    await on.deleteFrom("searchDocuments").where("id", "in", chunk).execute();
  }
}

/** A text as SQLite indexes it: its words' stems (`indexedWord`), separated by spaces. */
function indexedText(text: string, locale: Locale): string {
  return wordsOf(text)
    .map(({ word }) => indexedWord(locale, stemOf(word, locale)))
    .join(" ");
}

const keyOf = (item: string, locale: string) => `${item}\u0000${locale}`;

/** Inserts or replaces documents (of distinct items and languages), several rows a statement. */
async function upsertMany(on: On, docs: SearchDocument[]) {
  const postgres = isPostgres(on);
  const values = docs.map((doc) => {
    const body = doc.body.slice(0, BODY_INDEXED);
    const year = /^\d{4}/.test(doc.date) ? Number(doc.date.slice(0, 4)) : null;
    const config = pgConfig(doc.locale);
    const document = postgres
      ? sql`, setweight(to_tsvector(${config}::regconfig, ${doc.title}), 'A')
         || setweight(to_tsvector(${config}::regconfig, ${doc.excerpt}), 'B')
         || setweight(to_tsvector(${config}::regconfig, ${body}), 'C')
         || array_to_tsvector(array[${languageMarker(doc.locale)}])`
      : sql``;
    return sql`(${doc.kind}, ${doc.item}, ${doc.locale}, ${doc.path}, ${doc.visible ? 1 : 0},
      ${doc.date}, ${year}, ${doc.title}, ${doc.excerpt}, ${body}${document})`;
  });
  const { rows } = await sql<{ id: number; item: string; locale: string }>`
    insert into search_documents
      (kind, item, locale, path, visible, date, year, title, excerpt, body${sql.raw(postgres ? ", document" : "")})
    values ${sql.join(values)}
    on conflict (kind, item, locale) do update set path = excluded.path, visible = excluded.visible,
      date = excluded.date, year = excluded.year, title = excluded.title, excerpt = excluded.excerpt,
      body = excluded.body${sql.raw(postgres ? ", document = excluded.document" : "")}
    returning id, item, locale`.execute(on);
  if (postgres) return;
  const idOf = new Map(rows.map((r) => [keyOf(r.item, r.locale), Number(r.id)]));
  const ids = docs.map((doc) => idOf.get(keyOf(doc.item, doc.locale))!);
  await sql`delete from search_index where rowid in (${sql.join(ids)})`.execute(on);
  const texts = docs.map(
    (doc, i) => sql`(${ids[i]}, ${indexedText(doc.title, doc.locale)},
      ${indexedText(doc.excerpt, doc.locale)}, ${indexedText(doc.body.slice(0, BODY_INDEXED), doc.locale)})`,
  );
  await sql`insert into search_index (rowid, title, excerpt, body) values ${sql.join(texts)}`.execute(
    on,
  );
}

/**
 * Makes the index hold exactly the given documents for each of some items of a kind (none: the
 * item is gone from the search), a few statements for many items.
 */
async function writeDocuments(
  on: On,
  kind: SearchKind,
  items: ReadonlyMap<string, SearchDocument[]>,
) {
  const stored: { id: number; item: string; locale: string }[] = [];
  for (const chunk of chunksOf([...items.keys()])) {
    stored.push(
      ...(await on
        .selectFrom("searchDocuments")
        .select(["id", "item", "locale"])
        .where("kind", "=", kind)
        .where("item", "in", chunk)
        .execute()),
    );
  }
  const docs = [...items.values()].flat();
  const kept = new Set(docs.map((d) => keyOf(d.item, d.locale)));
  await removeIds(
    on,
    stored.filter((s) => !kept.has(keyOf(s.item, s.locale))).map((s) => s.id),
  );
  for (const chunk of chunksOf(docs)) await upsertMany(on, chunk);
  await rememberWords(on, docs);
}

/**
 * Brings the documents of some items of an entity in line with their rows, inside the write's
 * transaction `on`: a row in the trash or deleted for good stays (or goes) accordingly.
 */
export async function syncItems(on: On, definition: EntityDefinition, ids: readonly number[]) {
  const name = definition.name;
  if (!isSearched(name) || ids.length === 0) return;
  const rows = (await (on as unknown as Kysely<Record<string, Row>>)
    .selectFrom(name)
    .selectAll()
    .where("id", "in", [...ids])
    .execute()) as Row[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const items = new Map<string, SearchDocument[]>();
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    items.set(String(id), row ? documentsOfRow(definition, row) : []);
  }
  await writeDocuments(on, name, items);
}

/** Writes the fixed pages' documents (their words come with the release). */
export async function writeFixedPages(db: Db) {
  const pages = new Map(fixedPageDocuments());
  await db.transaction().execute((trx) => writeDocuments(trx, "pages", pages));
}

const REBUILD_BATCH = 200;
/**
 * Batches written at once. PostgreSQL parses and indexes a statement's documents in the one
 * process of its connection: two connections keep two cores busy. SQLite has one connection.
 */
const parallelBatches = (db: Db) => (isPostgres(db) ? 2 : 1);

/** Writes the documents of every item of an entity, a batch of items per transaction. */
async function rebuildEntity(db: Db, name: SearchedEntity, onBatch: (items: number) => void) {
  const definition = ENTITIES[name] as unknown as EntityDefinition;
  const ids = (
    await (db as unknown as Kysely<Record<string, Row>>)
      .selectFrom(name)
      .select("id")
      .orderBy("id")
      .execute()
  ).map((r) => Number(r.id));
  const batches = chunksOf(ids, REBUILD_BATCH);
  let next = 0;
  const writer = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      try {
        await db.transaction().execute((trx) => syncItems(trx, definition, batch));
      } catch (error) {
        next = batches.length;
        throw error;
      }
      onBatch(batch.length);
    }
  };
  await Promise.all(Array.from({ length: parallelBatches(db) }, writer));
}

/**
 * Writes every document again, a batch of items per transaction, while searches go on against
 * what is there; documents of items that no longer exist are dropped at the end. Answers how many
 * documents the index holds.
 */
export async function rebuildIndex(db: Db, onProgress?: (done: number) => void): Promise<number> {
  let done = 0;
  for (const name of Object.keys(SEARCHED_ENTITIES) as SearchedEntity[]) {
    await rebuildEntity(db, name, (items) => {
      done += items;
      onProgress?.(done);
    });
    const table = sql.table(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    // PostgreSQL runs NOT IN over a subquery too big for work_mem as a loop in a loop (more than
    // 8 minutes at 300,000 documents); NOT EXISTS is a hash anti-join. SQLite indexes the list.
    const gone = isPostgres(db)
      ? sql`not exists (select 1 from ${table} t where cast(t.id as text) = d.item)`
      : sql`d.item not in (select cast(id as text) from ${table})`;
    const orphans = await sql<{ id: number }>`
      select d.id from search_documents d where d.kind = ${name} and ${gone}`.execute(db);
    await db.transaction().execute((trx) =>
      removeIds(
        trx,
        orphans.rows.map((r) => Number(r.id)),
      ),
    );
  }
  await writeFixedPages(db);
  const builtAt = new Date().toISOString();
  await db
    .insertInto("searchState")
    .values({ id: 1, analysisVersion: ANALYSIS_VERSION, builtAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ analysisVersion: ANALYSIS_VERSION, builtAt }))
    .execute();
  const { count } = await db
    .selectFrom("searchDocuments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * At start: the fixed pages' words of this release, and a rebuild when the index was made with
 * another analysis (or never, as after the migration). Answers whether it rebuilt.
 */
export async function prepareIndex(db: Db): Promise<boolean> {
  const state = await db.selectFrom("searchState").select("analysisVersion").executeTakeFirst();
  if (state?.analysisVersion === ANALYSIS_VERSION) {
    await writeFixedPages(db);
    return false;
  }
  await rebuildIndex(db);
  return true;
}
