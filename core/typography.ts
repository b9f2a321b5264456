/**
 * The typographic rules French and Russian texts follow, as checks that name each
 * problem. One definition for the interface texts (texts/locales) and the demo content.
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
  if (/[ \u00a0][;!?]/.test(text))
    problems.push("space before ; ! ? must be the narrow no-break space U+202F");
  if (/[\d$]\+/.test(text)) problems.push("“8+” is English (write “8 heures ou plus”)");
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
  if (/[ \u202f]—/.test(text)) problems.push("breakable space before an em dash (use U+00A0)");
  if (/[\d$]\+/.test(text)) problems.push("“8+” is English (write “8 часов и больше”)");
  problems.push(...commonProblems(text, NBSP));
  return problems;
}

/** Spaces a French or Russian text may carry before punctuation (ASCII, U+00A0, U+202F). */
const ANY_SPACE = "[ \\u00a0\\u202f]";

/**
 * Sets a French or Russian text by the rules above (decision 0030): the one place the spaces around
 * punctuation are decided, applied to the locale files and the demo content.
 *
 * French: a narrow no-break space (U+202F) before ; ! ? » and after «, a no-break space (U+00A0)
 * before a colon that ends a phrase (not in "https://" or "10:30"). Russian: a no-break space before
 * an em dash, so the dash never starts a line. Placeholders ("{{name}}") are left as they are.
 */
export function typeset(text: string, locale: TypographyLocale): string {
  if (locale === "ru") return text.replace(new RegExp(`${ANY_SPACE}+—`, "g"), `${NBSP}—`);
  return (
    text
      // A space (or none) before ; ! ? » becomes U+202F; several marks in a row ("?!") share it.
      .replace(new RegExp(`(?<=[^\\s\\u00a0\\u202f;!?({/:])${ANY_SPACE}?(?=[;!?»])`, "gu"), NNBSP)
      .replace(new RegExp(`«${ANY_SPACE}?`, "g"), `«${NNBSP}`)
      // A colon that ends a phrase: followed by a space, a line end or a placeholder's start.
      .replace(
        new RegExp(`(?<=[^\\s\\u00a0\\u202f:/])${ANY_SPACE}?:(?=\\s|$|\\{\\{)`, "gu"),
        `${NBSP}:`,
      )
  );
}

/** Counts the way French or Russian reads them (`Intl.PluralRules`): French takes the singular for 0
 * and 1, Russian has one / few / many. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(count);
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

/** "E-mail: " before a value: French puts a no-break space before the colon (decision 0030). */
export function labelPrefix(label: string, locale: string): string {
  return locale === "fr" ? `${label}${NBSP}: ` : `${label}: `;
}
