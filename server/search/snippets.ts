/**
 * The matched words of a result, marked (docs/decisions/0042-site-search.md): a title as segments,
 * and a snippet of about SNIPPET_WORDS words around the first match of the summary or the body.
 * Plain text in, segments out: the page renders them as text, so a query is never HTML.
 */
import type { Locale } from "../../core/constants.ts";
import type { TextSegment } from "../../core/search.ts";
import { fold, stemOf, wordsOf } from "./analysis.ts";

const SNIPPET_WORDS = 28;
/** How far into a body a match is looked for: enough for a snippet, cheap on a long article. */
const BODY_SCANNED = 20_000;

/** What a query matches: whole stems, and stems a word may start with (short or partial words). */
export interface QueryTerms {
  locale: Locale;
  stems: ReadonlySet<string>;
  prefixes: readonly string[];
}

function matches(word: string, terms: QueryTerms): boolean {
  const folded = fold(word);
  if (terms.prefixes.some((p) => folded.startsWith(p))) return true;
  return terms.stems.has(stemOf(word, terms.locale));
}

/** Segments of `text` with every matching word marked. */
function marked(text: string, terms: QueryTerms, from = 0, to = text.length): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = from;
  for (const { word, at: start } of wordsOf(text.slice(from, to))) {
    const begin = from + start;
    if (!matches(word, terms)) continue;
    if (begin > at) segments.push({ text: text.slice(at, begin) });
    segments.push({ text: word, hit: true });
    at = begin + word.length;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  return segments;
}

export const markedTitle = (title: string, terms: QueryTerms) => marked(title, terms);

/** A window of words of `text` around its first match; null when nothing in it matches. */
function windowAround(text: string, terms: QueryTerms): TextSegment[] | null {
  const words = wordsOf(text.slice(0, BODY_SCANNED));
  const first = words.findIndex(({ word }) => matches(word, terms));
  if (first === -1) return null;
  const start = Math.max(0, first - 8);
  const end = Math.min(words.length, start + SNIPPET_WORDS);
  const from = start === 0 ? 0 : words[start]!.at;
  const last = words[end - 1]!;
  const to = end === words.length ? text.length : last.at + last.word.length;
  const segments = marked(text, terms, from, Math.min(to, text.length));
  if (from > 0) segments.unshift({ text: "… " });
  if (to < text.length) segments.push({ text: " …" });
  return segments;
}

/** The snippet of a result: around the first match in its summary, else in its body, else its summary's start. */
export function snippetOf(excerpt: string, body: string, terms: QueryTerms): TextSegment[] {
  const around = windowAround(excerpt, terms) ?? windowAround(body, terms);
  if (around) return around;
  const words = wordsOf(excerpt || body);
  const source = excerpt || body;
  if (words.length <= SNIPPET_WORDS) return source ? [{ text: source }] : [];
  const last = words[SNIPPET_WORDS - 1]!;
  return [{ text: `${source.slice(0, last.at + last.word.length)} …` }];
}
