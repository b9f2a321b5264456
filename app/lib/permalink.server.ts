/**
 * The loader side of a permalink page: the item its slug names (404 when a visitor may not see it),
 * a 301 to the item's own slug when the address used another (an old slug, or another language's),
 * and the item's address in every language for the hreflang alternates.
 */
import { data, redirect } from "react-router";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { type PermalinkEntity, permalinkPath } from "../../core/content/permalinks.ts";
import { appErrorStatus } from "../../core/errors.ts";
import type { ContentService } from "../../core/services.ts";
import { localeFromPath } from "../i18n/locale-path.ts";

export async function loadPermalink<T extends { id: number; slug: string }, L>(
  service: ContentService<T, L>,
  entity: PermalinkEntity,
  slug: string,
  request: Request,
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let item: T;
  try {
    item = await service.getBySlug(null, slug, locale);
  } catch (error) {
    if (appErrorStatus(error) === 404) {
      console.warn(`[not-found] ${url.pathname}`);
      throw data(null, { status: 404 });
    }
    throw error;
  }
  const path = permalinkPath(entity, item.slug, locale);
  if (item.slug !== slug) throw redirect(`${path}${url.search}`, 301);
  const all = await service.getLocalized(null, item.id);
  const alternates = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (l) => [l, permalinkPath(entity, (await service.resolve(all, l)).slug, l)]),
    ),
  ) as Record<Locale, string>;
  return { item, locale, path, alternates };
}

/** A neighbour as the link the page shows. */
export const storyLink = (
  entity: PermalinkEntity,
  item: { title: string; slug: string } | null,
  locale: Locale,
) => (item ? { title: item.title, href: permalinkPath(entity, item.slug, locale) } : null);
