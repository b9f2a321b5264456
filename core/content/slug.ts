/**
 * URL slugs: lower-case Latin letters, digits and single hyphens. Made from a title when the editor
 * gives none: accents dropped (é → e, œ → oe), Cyrillic transliterated to readable Latin
 * (Летний лагерь → letniy-lager), anything else becomes a hyphen.
 */

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  "Use lower-case letters a–z, digits and single hyphens (e.g. spring-camp-2026)";

// A readable transliteration (close to the passport/GOST 2006 style people type in URLs).
const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d" };

/** A slug made from free text; "" when nothing usable remains (e.g. only punctuation). */
export function slugify(text: string, max = SLUG_MAX): string {
  const latin = [...text.toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? LIGATURES[ch] ?? ch)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = latin.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  // Cut at a word boundary when one is near, never leaving a trailing hyphen.
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
