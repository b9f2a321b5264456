/**
 * The typographic rules French and Russian texts follow, as checks that name each
 * problem. One definition for the interface texts (app/i18n/locales) and the demo content.
 *
 * Numbers follow what `Intl.NumberFormat` prints for the locale, so a number typed in a text and a
 * number formatted in code look the same: French groups thousands with a narrow no-break space
 * (U+202F, "1 000"), Russian with a no-break space (U+00A0, "1 000"); both put a no-break space
 * (U+00A0) between a number and % or $ ("95 %", "1 000 $").
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

export type TypographyLocale = "fr" | "ru";

/** Four-digit numbers read as years are never grouped ("2025"). */
const YEAR = /(?<![\d\u00a0\u202f])(19|20)\d\d(?!\d)/g;
/** Digits that should have been grouped: five or more, or four that are not a year. */
const UNGROUPED = /\d{4,}/;
/** "{{placeholders}}" are filled in later and are not text. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

function commonProblems(text: string, groupSeparator: string): string[] {
  const problems: string[] = [];
  if (/\d-\d/.test(text)) problems.push("hyphen in a range (use an en dash –)");
  if (/\s-\s/.test(text)) problems.push("hyphen used as a dash");
  if (UNGROUPED.test(text.replace(YEAR, ""))) problems.push("number without thousands separator");
  const wrongSeparator = new RegExp(`\\d[ \\u00a0\\u202f](?=\\d{3}(?!\\d))`, "g");
  for (const match of text.matchAll(wrongSeparator)) {
    if (match[0][1] !== groupSeparator) {
      problems.push(
        `thousands separator must be U+${groupSeparator.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
      );
      break;
    }
  }
  if (/\d[ \u202f]?[%$]/.test(text.replace(/\d\u00a0[%$]/g, "")))
    problems.push("no-break space (U+00A0) needed between a number and % or $");
  return problems;
}

/**
 * French: a no-break space (U+00A0 or U+202F) before : ; ! ? » and after «; typographic apostrophe ’
 * and « guillemets » instead of ASCII quotes.
 */
export function frenchTypographyProblems(value: string): string[] {
  const text = value.replace(PLACEHOLDER, "x");
  const problems: string[] = [];
  if (/ [:;!?»]/.test(text)) problems.push("plain space before : ; ! ? » (use a no-break space)");
  if (/[^\s\u00a0\u202f:;!?][;!?»]|[^\s\u00a0\u202f:][:](?=\s|$)/u.test(text))
    problems.push("no space before : ; ! ? » (use a no-break space)");
  if (/«(?![\u00a0\u202f])/.test(text)) problems.push("no-break space needed after «");
  if (/'/.test(text)) problems.push("ASCII apostrophe (use ’)");
  if (/"/.test(text)) problems.push("ASCII quotes (use « »)");
  if (/\.\.\./.test(text)) problems.push("three dots (use …)");
  problems.push(...commonProblems(text, NNBSP));
  return problems;
}

/** Russian: «ёлочки» (with „лапки“ inside) instead of ASCII quotes, the long dash — between words. */
export function russianTypographyProblems(value: string): string[] {
  const text = value.replace(PLACEHOLDER, "x");
  const problems: string[] = [];
  if (/["']/.test(text)) problems.push("ASCII quotes (use «ёлочки»)");
  if (/\.\.\./.test(text)) problems.push("three dots (use …)");
  problems.push(...commonProblems(text, NBSP));
  return problems;
}

export function typographyProblems(value: string, locale: TypographyLocale): string[] {
  return locale === "fr" ? frenchTypographyProblems(value) : russianTypographyProblems(value);
}

/** Share of the letters that are Cyrillic (1 when there are no letters). */
export function cyrillicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu) ?? [];
  return letters.length === 0 ? 1 : cyrillic.length / letters.length;
}
