/**
 * A visitor's query as each engine matches it (docs/decisions/0042-site-search.md): every word
 * must match as its stem, or, for a query of two-letter words (and the loose retry), as the start
 * of words (a single letter is not searched); in one language, whose marker is part of the match (search-index.ts).
 */
import { type RawBuilder, sql } from "kysely";
import type { Locale } from "../../core/constants.ts";
import { SEARCH_MIN_LETTERS } from "../../core/search.ts";
import type { DbKind } from "../db/engine.ts";
import { fold, stemOf, wordsOf } from "./analysis.ts";
import { indexedWord, languageMarker, pgConfig } from "./search-index.ts";
import type { QueryTerms } from "./snippets.ts";

/** The most words of a query that are searched (the rest are ignored). */
const MAX_WORDS = 12;
/** A word this short matches the start of words: a stem of one or two letters means little. */
const PREFIX_BELOW = 3;

export interface Query {
  terms: QueryTerms;
  /** Words searched as they start (folded), and as stems (as typed). */
  prefixes: string[];
  words: string[];
}

export function readQuery(q: string, locale: Locale, allPrefixes: boolean): Query | null {
  const all = [...new Set(wordsOf(q).map(({ word }) => word.toLowerCase()))]
    .filter((word) => [...word].length >= SEARCH_MIN_LETTERS)
    .slice(0, MAX_WORDS);
  if (all.length === 0) return null;
  const long = all.filter((w) => [...w].length >= PREFIX_BELOW);
  // A query of short words alone looks for words they start; beside longer words ("l'école",
  // "at the") they add nothing but noise. The loose retry looks for words the long ones start.
  const loose = long.length === 0 || allPrefixes;
  const words = loose ? [] : long;
  const prefixes = loose ? (long.length > 0 ? long : all).map(fold) : [];
  const stems = new Set(words.map((w) => stemOf(w, locale)));
  return { terms: { locale, stems, prefixes }, prefixes, words };
}

/**
 * The condition and the score of a match in one language, per engine; `d` is search_documents.
 * The language is part of the match (search-index.ts): PostgreSQL documents carry a marker of
 * their language, SQLite's indexed words their language's prefix, so that a scan never reads the
 * other languages' documents only to drop them.
 */
export function matchOf(engine: DbKind, query: Query, locale: Locale) {
  if (engine === "postgres") {
    const parts: RawBuilder<unknown>[] = [];
    if (query.words.length > 0)
      parts.push(sql`to_tsquery(${pgConfig(locale)}::regconfig, ${query.words.join(" & ")})`);
    if (query.prefixes.length > 0)
      parts.push(sql`to_tsquery('simple', ${query.prefixes.map((p) => `${p}:*`).join(" & ")})`);
    const tsquery = sql.join(parts, sql` && `);
    return {
      from: sql`search_documents d`,
      where: sql`d.document @@ (${tsquery} && ${languageMarker(locale)}::tsquery)`,
      // Weights of D, C (body), B (summary), A (title); 1: divided by the log of the length, as
      // bm25 weighs a match in a short text above one in a long text.
      score: sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', d.document, ${tsquery}, 1)`,
      order: sql`desc`,
      pageJoin: sql`join`,
    };
  }
  const expression = [
    ...[...query.terms.stems].map((s) => `"${indexedWord(locale, s)}"`),
    ...query.prefixes.map((p) => `"${indexedWord(locale, p)}"*`),
  ].join(" ");
  return {
    from: sql`search_index join search_documents d on d.id = search_index.rowid`,
    where: sql`search_index match ${expression}`,
    score: sql`bm25(search_index, 10.0, 4.0, 1.0)`,
    order: sql`asc`,
    // Else SQLite may read every document, not knowing how small the page is.
    pageJoin: sql`cross join`,
  };
}

/**
 * The ids of an entity's items, in any state (the staff's lists), with a document in one of
 * `locales` that matches `q` by its stems; null when `q` has no word to search by.
 */
export function stemMatchedIds(
  engine: DbKind,
  entity: string,
  locales: readonly Locale[],
  q: string,
): RawBuilder<unknown> | null {
  const parts = locales.flatMap((locale) => {
    const query = readQuery(q, locale, false);
    // Whole words only: a list's substring match already finds the starts of words.
    if (!query || query.words.length === 0) return [];
    const match = matchOf(engine, query, locale);
    return [
      sql`select cast(d.item as integer) as id from ${match.from}
        where ${match.where} and d.kind = ${entity}`,
    ];
  });
  return parts.length > 0 ? sql.join(parts, sql` union `) : null;
}
