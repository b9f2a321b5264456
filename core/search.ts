/**
 * The site search as both sides know it (docs/decisions/0042-site-search.md): what it covers, how
 * a query is read from the address, and the shape of its answer. Snippets and titles come as
 * segments, the matched words marked, so that no part of a result is ever HTML.
 */
import type { Locale } from "./constants.ts";

/** What the search finds: the four kinds of items with a page of their own, and the fixed pages. */
export const SEARCH_KINDS = [
  "blogPosts",
  "newsArticles",
  "programs",
  "storeItems",
  "pages",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The fewest letters (or digits) a word needs to be searched: a single letter matches nearly
 * every page, and counting them all is seconds of work for nothing a reader wants.
 */
export const SEARCH_MIN_LETTERS = 2;

/** Whether a query has a word to search by. */
export const hasSearchableWord = (q: string) =>
  new RegExp(`[\\p{L}\\p{N}]{${SEARCH_MIN_LETTERS}}`, "u").test(q);

/** The longest query read; a longer one is cut there, and the page says so. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 10;
/** How many matches in each other language are offered below the page's own. */
export const SEARCH_OTHER_LANGUAGE_HITS = 3;
/** The last page a visitor may ask for (deeper pages are not what search is for). */
export const SEARCH_MAX_PAGE = 50;

export interface SearchParams {
  /** The query as searched: trimmed, inner spaces collapsed, cut to SEARCH_QUERY_MAX. */
  q: string;
  /** Whether the visitor's query was longer than SEARCH_QUERY_MAX and was cut. */
  cut: boolean;
  kind: SearchKind | null;
  year: number | null;
  page: number;
}

/** A query as the address gives it (`?q=…&type=…&year=…&page=…`); anything unknown is ignored. */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const raw = (params.get("q") ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  const chars = [...raw];
  const cut = chars.length > SEARCH_QUERY_MAX;
  const q = cut ? chars.slice(0, SEARCH_QUERY_MAX).join("").trim() : raw;
  const type = params.get("type");
  const kind = (SEARCH_KINDS as readonly string[]).includes(type ?? "")
    ? (type as SearchKind)
    : null;
  const yearText = params.get("year") ?? "";
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const pageNumber = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageNumber)
    ? Math.min(Math.max(pageNumber, 1), SEARCH_MAX_PAGE)
    : 1;
  return { q, cut, kind, year, page };
}

/**
 * The query string a search is known by (`q=école&type=blogPosts`): only the parameters that say
 * something, in one order, so that the page cache keeps one copy per search whatever the address
 * looked like (spaces, empty or unknown parameters), and the page's links are written alike.
 */
export function searchQueryString(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.kind) query.set("type", params.kind);
  if (params.year) query.set("year", String(params.year));
  if (params.page && params.page > 1) query.set("page", String(params.page));
  // A cut query's page says so: not the same page as the shorter query typed as such.
  if (params.cut) query.set("cut", "1");
  return query.toString();
}

/** A piece of a title or snippet; `hit` when it is a word the query matched. */
export interface TextSegment {
  text: string;
  hit?: true;
}

export interface SearchHit {
  kind: SearchKind;
  locale: Locale;
  /** The English site path in that language's slug; the page localizes it. */
  path: string;
  title: TextSegment[];
  snippet: TextSegment[];
  /** The item's own date (YYYY-MM-DD), "" when it has none. */
  date: string;
}

export interface SearchAnswer {
  locale: Locale;
  total: number;
  hits: SearchHit[];
  /** How many matches each year and kind has (the filters), over the whole query. */
  years: { year: number; count: number }[];
  kinds: { kind: SearchKind; count: number }[];
  /** No word matched as written: the answer is of words that begin the same way. */
  approximate: boolean;
  /** Nothing matched: the query with its unknown words replaced by the nearest known ones. */
  suggestion?: string;
  /** The first matches in the other languages, with their totals. */
  others: { locale: Locale; total: number; hits: SearchHit[] }[];
}

/** What a visitor asks: the query read from the address, in the page's language. */
export type SearchRequest = Omit<SearchParams, "cut"> & { locale: Locale };

/** The public site search (docs/decisions/0042-site-search.md): published items and fixed pages. */
export interface SearchService {
  search(request: SearchRequest): Promise<SearchAnswer>;
}
