/**
 * The loader side of a permalink page: the item its slug names (404 when a visitor may not see it),
 * a 301 to the item's own slug when the address used another (an old slug, or another language's),
 * and the item's address in every language for the hreflang alternates.
 */
import { data, redirect } from "react-router";
import { LOCALES, type Locale, PREVIEW_PARAM } from "../../core/constants.ts";
import { type PermalinkEntity, permalinkPath } from "../../core/content/permalinks.ts";
import { appErrorStatus } from "../../core/errors.ts";
import type { ContentService } from "../../core/services.ts";
import { storyImages } from "./body-images.server.ts";

export async function loadPermalink<T extends { id: number; slug: string }, L>(
  service: ContentService<T, L>,
  entity: PermalinkEntity,
  slug: string,
  request: Request,
  locale: Locale,
) {
  const url = new URL(request.url);
  const token = url.searchParams.get(PREVIEW_PARAM);
  if (token !== null) return loadPreview(service, entity, slug, url, locale, token);
  let item: T;
  try {
    item = await service.getBySlug(null, slug, locale);
  } catch (error) {
    if (appErrorStatus(error) === 404) throw data(null, { status: 404 });
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
  return { item, locale, path, alternates, preview: false };
}

/**
 * A preview link (`?preview=<token>`): the item the token is bound to, in whatever status, for
 * anyone holding the link (no session). A wrong or expired token is 404 like a draft's address.
 * The page handler never caches these responses (`private, no-store`).
 */
async function loadPreview<T extends { id: number; slug: string }, L>(
  service: ContentService<T, L>,
  entity: PermalinkEntity,
  slug: string,
  url: URL,
  locale: Locale,
  token: string,
) {
  let all: L;
  try {
    all = await service.getPreview(token, slug, locale);
  } catch (error) {
    if (appErrorStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
  const item = await service.resolve(all, locale);
  const path = permalinkPath(entity, item.slug, locale);
  // Temporary: the link stays a preview link, and a later slug change must not be remembered.
  if (item.slug !== slug) throw redirect(`${path}${url.search}`, 302);
  const alternates = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (l) => [l, permalinkPath(entity, (await service.resolve(all, l)).slug, l)]),
    ),
  ) as Record<Locale, string>;
  return { item, locale, path, alternates, preview: true };
}

/** A neighbour as the link the page shows. */
export const storyLink = (
  entity: PermalinkEntity,
  item: { title: string; slug: string } | null,
  locale: Locale,
) => (item ? { title: item.title, href: permalinkPath(entity, item.slug, locale) } : null);

/**
 * The loader of a story's page (a blog post, a news article): the permalink's item with its body
 * pictures made responsive and its cover's alt, the neighbours in publication order (none on a
 * preview, which has no place among the published stories yet) and the page's absolute URL.
 */
export async function loadStoryPage<
  T extends {
    id: number;
    slug: string;
    title: string;
    image: string;
    content: string;
    status: string;
  },
  L,
>(
  service: ContentService<T, L>,
  entity: "blogPosts" | "newsArticles",
  { slug, request, locale, origin, uploads }: StoryRequest,
) {
  const { item, path, alternates, preview } = await loadPermalink(
    service,
    entity,
    slug,
    request,
    locale,
  );
  const { newer, older } = preview
    ? { newer: null, older: null }
    : await service.neighbors(null, item.id, locale);
  const { imageAlt, content } = await storyImages(uploads, item, locale);
  return {
    item: { ...item, content },
    imageAlt,
    locale,
    url: `${origin}${path}`,
    path,
    alternates,
    newer: storyLink(entity, newer, locale),
    older: storyLink(entity, older, locale),
    preview: preview ? { status: item.status } : null,
  };
}

interface StoryRequest {
  slug: string;
  request: Request;
  locale: Locale;
  origin: string;
  uploads: Parameters<typeof storyImages>[0];
}
