/** A text in each of the site's languages ("" where not written). */
export interface PerLanguage {
  en: string;
  fr: string;
  ru: string;
}

/**
 * A setting written per language (the site's name, its offices), read in one: its own text, or the
 * English one where that language was left empty; an unknown language reads English.
 */
export function inLanguage(values: PerLanguage, locale: string): string {
  const own = locale in values ? values[locale as keyof PerLanguage].trim() : "";
  return own || values.en;
}
