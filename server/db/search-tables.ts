/**
 * The site search's tables (migration 0025, docs/decisions/0042-site-search.md), derived from the
 * content: left out of backups and rebuilt. Part of schema.ts's Database.
 */
import type { Generated } from "kysely";

type Id = Generated<number>;

/** One item (or fixed page) in one language, as the site search holds it (0025). */
export interface SearchDocumentsTable {
  id: Id;
  kind: string;
  item: string;
  locale: string;
  path: string;
  visible: number;
  date: Generated<string>;
  year: number | null;
  title: string;
  excerpt: string;
  body: string;
}

/** The analysis the search index was built with (0025): one row, id 1. */
export interface SearchStateTable {
  id: number;
  analysisVersion: number;
  builtAt: string;
}

/** A word of a title or summary in a language, for "did you mean" (0025). */
export interface SearchWordsTable {
  locale: string;
  word: string;
  /** Lower case, without accents, `ё` as `е`; its first letter and length, to find near words. */
  folded: string;
  initial: string;
  letters: number;
}
