/**
 * The language analysis of the site search (docs/decisions/0042-site-search.md): text cut into
 * words, folded (case, `ё` → `е`, accents) and stemmed with the Snowball stemmer of its language,
 * the same at index and at query time. SQLite indexes these stems; PostgreSQL stems with its own
 * Snowball configurations, and the stems here then serve the highlighting of snippets.
 */
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as russian } from "@orama/stemmers/russian";
import type { Locale } from "../../core/constants.ts";

/** Raised when the analysis changes, so that indexes built with the old one are rebuilt. */
export const ANALYSIS_VERSION = 1;

const STEMMERS: Record<Locale, (word: string) => string> = { en: english, fr: french, ru: russian };

/** A word: letters and digits, with the apostrophes and hyphens inside it cutting it in two. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, `ё` as `е`, without accents ("Éducation" → "education", "ёлка" → "елка"). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ё", "е")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/** Words already stemmed: an index rebuild meets the same few thousand words again and again. */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

/**
 * The searchable form of one word: stemmed in its language before folding (the French and Russian
 * stemmers read the accents and `ё`), then folded, so that "éducation" and "education" meet.
 */
export function stemOf(word: string, locale: Locale): string {
  const key = `${locale}:${word}`;
  let stem = stems.get(key);
  if (stem === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stem = fold(STEMMERS[locale](word.toLowerCase().replaceAll("ё", "е")));
    stems.set(key, stem);
  }
  return stem;
}

/** The words of a text, in order, with where each starts (for snippets). */
export function wordsOf(text: string): { word: string; at: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], at: m.index }));
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The text of sanitized HTML (a rich-text body): tags dropped, entities read, blocks as spaces. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, " ")
    .trim();
}
