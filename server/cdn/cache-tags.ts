/**
 * Cache tags (surrogate keys): every public response names what it shows, so a change purges from
 * a CDN exactly the responses it touches (issue 37, docs/decisions/0041). The vocabulary:
 *
 * - `settings`: every page (header, footer, site name, donation details);
 * - `media`: every response that shows library images with their alt texts;
 * - `<entity>.<locale>`: a list of an entity read in a language (`blogPosts.fr`), and everything
 *   that depends on that list (the home's cards, a story's "newer / older" links, feeds);
 * - `<entity>.<id>`: one item, on its own page;
 * - `page.<section>`: the page family (`page.blog`, `page.home`), for a purge by hand.
 *
 * A change names the entity and the ids it touched; its tags are the items' and the entity's lists
 * in every language (a change to one language can change another's fallback text).
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import type { EntityName } from "../../core/content/index.ts";
import type { AppServices, ContentService } from "../../core/services.ts";
import { parseSitePath } from "../../core/site-paths.ts";
import type { SiteChange } from "../events/site-change.ts";

export const SETTINGS_TAG = "settings";
export const MEDIA_TAG = "media";
export const listTag = (entity: EntityName, locale: Locale) => `${entity}.${locale}`;
export const itemTag = (entity: EntityName, id: number) => `${entity}.${id}`;

export function tagsOfChange(change: SiteChange): string[] {
  if (change.kind === "settings") return [SETTINGS_TAG];
  if (change.kind === "media") return [MEDIA_TAG];
  return [
    ...change.ids.map((id) => itemTag(change.entity, id)),
    ...LOCALES.map((locale) => listTag(change.entity, locale)),
  ];
}

/** The page family of an address: its section ("page.blog"), "page.home", or "page.other". */
export function familyTag(pathname: string): string {
  const { path, section } = parseSitePath(pathname);
  if (section) return `page.${section}`;
  if (path === "/") return "page.home";
  // Machine-readable resources: /sitemap.xml, /rss.xml, /fr/rss.xml, /robots.txt.
  const resource = /([a-z]+)\.(xml|txt)$/.exec(path)?.[1];
  return resource ? `page.${resource}` : "page.other";
}

const CONTENT: EntityName[] = [
  "blogPosts",
  "newsArticles",
  "programs",
  "galleryItems",
  "storeItems",
];

/**
 * Tags that together name every public response: each page reads the settings (its header and
 * footer), and the feeds and sitemaps read the content lists. What a restored backup purges.
 */
export function everyResponseTags(): string[] {
  return [
    SETTINGS_TAG,
    MEDIA_TAG,
    ...CONTENT.flatMap((entity) => LOCALES.map((locale) => listTag(entity, locale))),
  ];
}

/**
 * The page services of one render, recording in `tags` what they read: each content read tags its
 * list (in the language read) or its item, every settings read `settings`, every alt-text read
 * `media`. The pages' loaders read through these, so the tags are what the page shows.
 */
export function taggingServices(services: AppServices, tags: Set<string>): AppServices {
  const tagged = { ...services } as Record<string, unknown>;
  for (const entity of CONTENT) {
    const service = services[entity] as ContentService<{ id: number }, unknown>;
    tagged[entity] = taggingContent(entity, service, tags);
  }
  const { settings, uploads } = services;
  tagged.settings = {
    ...settings,
    getPublic: () => (tags.add(SETTINGS_TAG), settings.getPublic()),
  };
  tagged.uploads = {
    ...uploads,
    altTexts: (...args: Parameters<typeof uploads.altTexts>) => (
      tags.add(MEDIA_TAG),
      uploads.altTexts(...args)
    ),
  };
  return tagged as unknown as AppServices;
}

function taggingContent<T extends { id: number }, L>(
  entity: EntityName,
  service: ContentService<T, L>,
  tags: Set<string>,
): ContentService<T, L> {
  const list = (locale: Locale | undefined) => tags.add(listTag(entity, locale ?? "en"));
  return {
    ...service,
    list: (actor, query, locale) => (list(locale), service.list(actor, query, locale)),
    neighbors: (actor, id, locale) => (list(locale), service.neighbors(actor, id, locale)),
    permalinks: (range) => (LOCALES.forEach(list), service.permalinks(range)),
    async get(actor, id, locale) {
      tags.add(itemTag(entity, id));
      return service.get(actor, id, locale);
    },
    async getBySlug(actor, slug, locale) {
      const item = await service.getBySlug(actor, slug, locale);
      tags.add(itemTag(entity, item.id));
      return item;
    },
  };
}
