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

/** Items with no page of their own, read at their place on a list page (`/store#item-12`). */
export const LISTED_ITEM_PAGES = { storeItems: "/store" } as const;

/** The id of an item's element on its list page. */
export const itemAnchor = (id: number | string) => `item-${id}`;

/**
 * The English path where a reader finds an item (its slug already read in the language), or null
 * when its entity has neither pages nor a list page.
 */
export function itemLocation(entity: string, id: number | string, slug: string): string | null {
  const base = (PERMALINK_BASES as Record<string, string>)[entity];
  if (base && slug) return `${base}/${encodeURIComponent(slug)}`;
  const list = (LISTED_ITEM_PAGES as Record<string, string>)[entity];
  return list ? `${list}#${itemAnchor(id)}` : null;
}

/** The path of an item in a language (the slug already read in that language, with fallback). */
export function permalinkPath(entity: PermalinkEntity, slug: string, locale: Locale): string {
  return localizedHref(`${PERMALINK_BASES[entity]}/${encodeURIComponent(slug)}`, locale);
}
