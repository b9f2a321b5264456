/** Where an item with a slug lives on the site: `/blog/<slug>`, `/fr/news/<slug>`, `/ru/projects/<slug>`. */
import { DEFAULT_LOCALE, type Locale } from "../constants.ts";

export const PERMALINK_BASES = {
  blogPosts: "/blog",
  newsArticles: "/news",
  programs: "/projects",
} as const;

export type PermalinkEntity = keyof typeof PERMALINK_BASES;

/** The path of an item in a language (the slug already read in that language, with fallback). */
export function permalinkPath(entity: PermalinkEntity, slug: string, locale: Locale): string {
  const path = `${PERMALINK_BASES[entity]}/${encodeURIComponent(slug)}`;
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}
