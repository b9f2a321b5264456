/**
 * Where an item with a slug lives on the site: `/blog/<slug>`, `/fr/actualites/<slug>`,
 * `/ru/proekty/<slug>` (the section's words per language: core/site-paths.ts).
 */
import type { Locale } from "../constants.ts";
import { localizedHref } from "../site-paths.ts";

export const PERMALINK_BASES = {
  blogPosts: "/blog",
  newsArticles: "/news",
  programs: "/projects",
} as const;

export type PermalinkEntity = keyof typeof PERMALINK_BASES;

/** The path of an item in a language (the slug already read in that language, with fallback). */
export function permalinkPath(entity: PermalinkEntity, slug: string, locale: Locale): string {
  return localizedHref(`${PERMALINK_BASES[entity]}/${encodeURIComponent(slug)}`, locale);
}
