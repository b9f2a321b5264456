/**
 * The site search's queries (docs/decisions/0042-site-search.md), the same on both engines: every
 * word of the query must match, as its stem (or, for a word of one or two letters, as the start of
 * a word: query-match.ts); ranked with the title above the summary above the body (PostgreSQL
 * `ts_rank` over weights A, B, C, by length; SQLite FTS5 `bm25` with column weights 10, 4, 1), then
 * newest first. When the stems find nothing, the words are tried as the start of words ("footb" →
 * football), and the answer says it is approximate; when that finds nothing either, it offers the
 * query with its unknown words corrected (suggestions.ts). Each language's matches are read once,
 * the counts and the page in one statement, and the other languages are looked up beside the
 * page's own.
 */
import { sql } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import {
  SEARCH_KINDS,
  SEARCH_OTHER_LANGUAGE_HITS,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type SearchRequest,
  type SearchService,
} from "../../core/search.ts";
import { dbKindOf, isPostgres } from "../db/engine.ts";
import { currentClient } from "../request-scope.ts";
import type { RateLimiter, RateRule } from "../security/rate-limit.ts";
import type { Db } from "../db/index.ts";
import { matchOf, type Query, readQuery } from "./query-match.ts";
import { markedTitle, type QueryTerms, snippetOf } from "./snippets.ts";
import { suggestQuery } from "./suggestions.ts";

interface HitRow {
  id: number;
  kind: string;
  year: number | null;
  locale: string;
  path: string;
  title: string;
  excerpt: string;
  body: string;
  date: string;
}

function hitOf(row: HitRow, terms: QueryTerms): SearchHit {
  return {
    kind: row.kind as SearchKind,
    locale: row.locale as Locale,
    path: row.path,
    title: markedTitle(row.title, terms),
    snippet: snippetOf(row.excerpt, row.body, terms),
    date: row.date,
  };
}

interface Filters {
  kind: SearchKind | null;
  year: number | null;
}

const filtered = ({ kind, year }: Filters) =>
  sql.join(
    [
      sql`1 = 1`,
      ...(kind ? [sql`d.kind = ${kind}`] : []),
      ...(year ? [sql`d.year = ${year}`] : []),
    ],
    sql` and `,
  );

type Counts = { kind: SearchKind; year: number | null; count: number }[];

/** `date desc`, as the databases compare text dates (YYYY-MM-DD, or ""). */
const newerFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The matches of a query in one language, read once: how many each kind and year has (for the
 * filters and the total), and a page of those the filters keep, best first, with their texts.
 * Only those are ranked, and only the page's texts are read.
 */
async function scan(
  db: Db,
  query: Query,
  locale: Locale,
  filters: Filters,
  limit: number,
  offset = 0,
) {
  const match = matchOf(dbKindOf(db), query, locale);
  const { rows } = await sql<Partial<HitRow> & { count: number | string | null; score: number }>`
    with m as materialized (
      select d.id, d.kind, d.year, d.date,
        case when ${filtered(filters)} then ${match.score} end as score
      from ${match.from} where ${match.where} and d.visible = 1)
    select kind, year, count(*) as count, null as id, null as score, null as date, null as locale,
      null as path, null as title, null as excerpt, null as body from m group by kind, year
    union all
    select d.kind, d.year, null, d.id, page.score, d.date, d.locale, d.path, d.title, d.excerpt,
      substr(d.body, 1, 20000)
    from (select id, score from m where score is not null
      order by score ${match.order}, date desc, id desc limit ${limit} offset ${offset}) page
    ${match.pageJoin} search_documents d on d.id = page.id`.execute(db);
  const counts: Counts = rows
    .filter((r) => r.count !== null)
    .map((r) => ({
      kind: r.kind as SearchKind,
      year: r.year == null ? null : Number(r.year),
      count: Number(r.count),
    }));
  // The page in the order the query gave it (a union keeps no order by itself).
  const best = isPostgres(db) ? -1 : 1;
  const page = rows
    .filter((r) => r.count === null)
    .sort(
      (a, b) =>
        best * (Number(a.score) - Number(b.score)) ||
        newerFirst(String(a.date), String(b.date)) ||
        Number(b.id) - Number(a.id),
    ) as HitRow[];
  return { counts, page };
}

function summed<K>(rows: Counts, key: (r: Counts[number]) => K | null) {
  const sums = new Map<K, number>();
  for (const r of rows) {
    const k = key(r);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + r.count);
  }
  return sums;
}

async function answerIn(db: Db, request: SearchRequest, query: Query, approximate: boolean) {
  const { locale, kind, year } = request;
  const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
  const filters = { kind, year };
  const { counts: all, page } = await scan(db, query, locale, filters, SEARCH_PAGE_SIZE, offset);
  const total = all
    .filter((r) => (!kind || r.kind === kind) && (!year || r.year === year))
    .reduce((sum, r) => sum + r.count, 0);
  const kinds = summed(
    all.filter((r) => !year || r.year === year),
    (r) => r.kind,
  );
  const years = summed(
    all.filter((r) => !kind || r.kind === kind),
    (r) => r.year,
  );
  return {
    locale,
    total,
    approximate,
    hits: page.map((row) => hitOf(row, query.terms)),
    kinds: SEARCH_KINDS.filter((k) => kinds.has(k)).map((k) => ({ kind: k, count: kinds.get(k)! })),
    years: [...years].sort(([a], [b]) => b - a).map(([y, count]) => ({ year: y, count })),
  };
}

/** The first matches and the total in another language (the query stemmed in that language). */
async function otherLanguage(db: Db, q: string, locale: Locale, allPrefixes: boolean) {
  const query = readQuery(q, locale, allPrefixes);
  if (!query) return { locale, total: 0, hits: [] };
  const filters = { kind: null, year: null };
  const { counts, page } = await scan(db, query, locale, filters, SEARCH_OTHER_LANGUAGE_HITS);
  const total = counts.reduce((sum, r) => sum + r.count, 0);
  return { locale, total, hits: page.map((row) => hitOf(row, query.terms)) };
}

/** Searches one client may run a minute (a cached result page does not count). */
export const SEARCH_RATE: RateRule = { limit: 60, windowSeconds: 60 };

/**
 * The search service: each search counted against its client's rate (429 past it); without a rate
 * limiter (the benchmark), not counted.
 */
export const createSearchService = (db: Db, rateLimiter?: RateLimiter): SearchService => ({
  async search(request) {
    await rateLimiter?.hit(`search:${currentClient().ip}`, SEARCH_RATE);
    return searchSite(db, request);
  },
});

/** The answer to a visitor's query in a language, with the other languages' first matches. */
async function searchSite(db: Db, request: SearchRequest): Promise<SearchAnswer> {
  const empty: SearchAnswer = {
    locale: request.locale,
    total: 0,
    hits: [],
    kinds: [],
    years: [],
    approximate: false,
    others: [],
  };
  let query = readQuery(request.q, request.locale, false);
  if (!query) return empty;
  // The other languages are looked up beside the page's own (on PostgreSQL each on a connection,
  // and a core, of its own), as the words are; again by the start of words if the page's are.
  const elsewhere = (loose: boolean) =>
    Promise.all(
      LOCALES.filter((l) => l !== request.locale).map((l) =>
        otherLanguage(db, request.q, l, loose),
      ),
    );
  const [strict, strictOthers] = await Promise.all([
    answerIn(db, request, query, false),
    elsewhere(false),
  ]);
  let answer: SearchAnswer = { ...strict, others: strictOthers };
  if (answer.total === 0 && query.words.length > 0) {
    query = readQuery(request.q, request.locale, true)!;
    const loose = await answerIn(db, request, query, true);
    if (loose.total > 0) answer = { ...loose, others: await elsewhere(true) };
    else {
      const corrected = await suggestion(db, request);
      if (corrected) answer = { ...answer, suggestion: corrected };
    }
  }
  return { ...answer, others: answer.others.filter((other) => other.total > 0) };
}

/** "Did you mean": the query with its unknown words corrected, when that finds something. */
async function suggestion(db: Db, request: SearchRequest): Promise<string | null> {
  const suggested = await suggestQuery(db, request.q, request.locale);
  const query = suggested ? readQuery(suggested, request.locale, false) : null;
  if (!suggested || !query) return null;
  const { counts } = await scan(db, query, request.locale, { kind: null, year: null }, 0);
  return counts.length > 0 ? suggested : null;
}
