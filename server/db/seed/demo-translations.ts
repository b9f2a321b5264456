/**
 * French and Russian texts of the demo content (issue 8, item 6), keyed by the English title (or
 * name) of the item in `demo-content.ts`. Written as a native speaker would write them, not word for
 * word, with each language's typography. The seed combines them with the English texts into the
 * localized fields `{ en, fr, ru }`.
 */

/** One text in the two languages besides English. */
export interface Translated<T = string> {
  fr: T;
  ru: T;
}

export interface PostTranslation {
  title: Translated;
  excerpt: Translated;
  /** Paragraphs separated by a blank line, as in the English content. */
  content: Translated;
}

export interface ProgramTranslation {
  title: Translated;
  description: Translated;
  longDescription: Translated;
  location: Translated;
  requirements: Translated<string[]>;
  objectives: Translated<string[]>;
}

export interface GalleryTranslation {
  title: Translated;
  description: Translated;
}

export interface StoreItemTranslation {
  name: Translated;
  description: Translated;
}

export const blogPostTranslations: Record<string, PostTranslation> = {};
export const newsTranslations: Record<string, PostTranslation> = {};
export const programTranslations: Record<string, ProgramTranslation> = {};
export const galleryTranslations: Record<string, GalleryTranslation> = {};
export const storeItemTranslations: Record<string, StoreItemTranslation> = {};
