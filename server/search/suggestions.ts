/**
 * "Did you mean" for a search that found nothing (docs/decisions/0042-site-search.md): the words of
 * every title and summary are kept per language in `search_words` as the index is written; a word
 * of the query that is not among them is replaced by the nearest one that is (edit distance over
 * the folded words: 1 for a word of up to five letters, else 2), looked for among the words of the
 * same first letter and about the same length, the same way on both engines. A word that left the
 * site stays in its vocabulary: a suggestion is offered only when it finds something.
 */
import type { Kysely } from "kysely";
import type { Locale } from "../../core/constants.ts";
import type { Database } from "../db/schema.ts";
import { fold, wordsOf } from "./analysis.ts";

type On = Kysely<Database>;

/** Words shorter than this are not kept nor corrected; numbers never are. */
const MIN_LETTERS = 3;
const MAX_WORD = 40;

const keptWord = (word: string) =>
  [...word].length >= MIN_LETTERS && word.length <= MAX_WORD && !/^\p{N}+$/u.test(word);

/**
 * Keeps the words of documents' titles and summaries in their languages' vocabularies, in one
 * order (so that two writers meeting on the same words wait for each other, never deadlock).
 */
export async function rememberWords(
  on: On,
  docs: readonly { locale: Locale; title: string; excerpt: string }[],
) {
  const words = new Map<string, { locale: Locale; word: string }>();
  for (const doc of docs) {
    for (const { word } of wordsOf(`${doc.title} ${doc.excerpt}`)) {
      const lower = word.toLowerCase();
      if (keptWord(word)) words.set(`${doc.locale}:${lower}`, { locale: doc.locale, word: lower });
    }
  }
  const rows = [...words.keys()].sort().map((key) => {
    const { locale, word } = words.get(key)!;
    const folded = fold(word);
    return { locale, word, folded, initial: folded.slice(0, 1), letters: [...folded].length };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await on
      .insertInto("searchWords")
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(["locale", "word"]).doNothing())
      .execute();
  }
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[y.length]!;
}

const allowedDistance = (letters: number) => (letters <= 5 ? 1 : 2);

/** The nearest known word to `word` in a language, itself when known, null when none is near. */
async function nearestWord(db: On, locale: Locale, word: string): Promise<string | null> {
  const folded = fold(word);
  const letters = [...folded].length;
  const max = allowedDistance(letters);
  const candidates = await db
    .selectFrom("searchWords")
    .select(["word", "folded"])
    .where("locale", "=", locale)
    .where("initial", "=", folded.slice(0, 1))
    .where("letters", ">=", letters - max)
    .where("letters", "<=", letters + max)
    .limit(5000)
    .execute();
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.folded === folded) return word;
    const distance = editDistance(folded, candidate.folded, max);
    if (distance <= max && (!best || distance < best.distance)) {
      best = { word: candidate.word, distance };
    }
  }
  return best?.word ?? null;
}

/**
 * The query with its unknown words replaced by the nearest known ones, or null when nothing
 * could be corrected (every word known, or none near).
 */
export async function suggestQuery(db: On, q: string, locale: Locale): Promise<string | null> {
  let suggestion = q;
  let changed = false;
  // From the end, so that the positions of the words before stay right.
  for (const { word, at } of wordsOf(q).reverse()) {
    if (!keptWord(word)) continue;
    const nearest = await nearestWord(db, locale, word);
    if (nearest && fold(nearest) !== fold(word)) {
      suggestion = `${suggestion.slice(0, at)}${nearest}${suggestion.slice(at + word.length)}`;
      changed = true;
    }
  }
  return changed ? suggestion : null;
}
