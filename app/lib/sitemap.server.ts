/**
 * /sitemap.xml: every public page and every published permalink in every language, each with its
 * hreflang alternates (en, fr, ru, x-default) and lastmod. Beyond 50,000 addresses it becomes a
 * sitemap index of parts (/sitemaps/pages.xml, /sitemaps/blog-1.xml, …), as the protocol requires.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";
import { type PermalinkEntity, permalinkPath } from "../../core/content/permalinks.ts";
import { PUBLIC_PAGES } from "../../core/public-pages.ts";
import type { AppServices } from "../../core/services.ts";
import { pathInLocale } from "../i18n/locale-path.ts";
import { xmlEscape } from "./xml.ts";

export const SITEMAP_MAX_URLS = 50_000;
/** When this server started with its build: the last change of the pages that hold no content. */
export const DEPLOYED_AT = new Date().toISOString();

const ENTITIES = [
  ["blogPosts", "blog"],
  ["newsArticles", "news"],
  ["programs", "projects"],
] as const satisfies readonly [PermalinkEntity, string][];

/** Which entity's newest change dates a list page (the home page shows all three). */
const LIST_PAGES: Partial<Record<string, readonly PermalinkEntity[]>> = {
  "/": ["blogPosts", "newsArticles", "programs"],
  "/blog": ["blogPosts"],
  "/news": ["newsArticles"],
  "/projects": ["programs"],
};

export interface SitemapOptions {
  origin: string;
  /** When the running build was deployed: the last change of the pages without content. */
  deployedAt: string;
  maxUrls?: number;
}

type Services = Pick<AppServices, PermalinkEntity>;

function urlElements(paths: Record<Locale, string>, lastmod: string, origin: string): string {
  const alternates = [
    ...LOCALES.map((l) => [l, paths[l]] as const),
    ["x-default", paths[DEFAULT_LOCALE]] as const,
  ]
    .map(
      ([lang, path]) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(origin + path)}"/>`,
    )
    .join("");
  return LOCALES.map(
    (l) =>
      `<url><loc>${xmlEscape(origin + paths[l])}</loc><lastmod>${xmlEscape(lastmod)}</lastmod>${alternates}</url>`,
  ).join("\n");
}

const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;

async function newest(services: Services, entity: PermalinkEntity) {
  return (await services[entity].permalinks({ offset: 0, limit: 0 })).latest;
}

async function pagesPart(services: Services, o: SitemapOptions) {
  const latest = Object.fromEntries(
    await Promise.all(ENTITIES.map(async ([e]) => [e, await newest(services, e)] as const)),
  ) as Record<PermalinkEntity, string>;
  return PUBLIC_PAGES.map((page) => {
    const dates = (LIST_PAGES[page] ?? []).map((e) => latest[e]).filter(Boolean);
    const lastmod = [o.deployedAt, ...dates].sort().at(-1) ?? o.deployedAt;
    const paths = Object.fromEntries(LOCALES.map((l) => [l, pathInLocale(page, l)])) as Record<
      Locale,
      string
    >;
    return urlElements(paths, lastmod, o.origin);
  }).join("\n");
}

async function itemsPart(
  services: Services,
  entity: PermalinkEntity,
  range: { offset: number; limit: number },
  origin: string,
) {
  const { items } = await services[entity].permalinks(range);
  return items
    .filter((item) => LOCALES.every((l) => item.slugs[l]))
    .map((item) => {
      const paths = Object.fromEntries(
        LOCALES.map((l) => [l, permalinkPath(entity, item.slugs[l], l)]),
      ) as Record<Locale, string>;
      return urlElements(paths, item.updatedAt, origin);
    })
    .join("\n");
}

/** The parts the sitemap is cut into, from the item counts. */
async function plan(services: Services, maxUrls: number) {
  const perFile = Math.max(1, Math.floor(maxUrls / LOCALES.length));
  const counts = await Promise.all(
    ENTITIES.map(async ([entity, name]) => ({
      entity,
      name,
      total: (await services[entity].permalinks({ offset: 0, limit: 0 })).total,
    })),
  );
  const urls = LOCALES.length * (PUBLIC_PAGES.length + counts.reduce((n, c) => n + c.total, 0));
  const parts = ["pages.xml"];
  for (const c of counts)
    for (let i = 0; i * perFile < c.total; i++) parts.push(`${c.name}-${i + 1}.xml`);
  return { single: urls <= maxUrls, parts, perFile };
}

/** /sitemap.xml: the whole map, or the index of its parts when it is too big for one file. */
export async function sitemap(services: Services, o: SitemapOptions): Promise<string> {
  const { single, parts } = await plan(services, o.maxUrls ?? SITEMAP_MAX_URLS);
  if (single) {
    const bodies = [await pagesPart(services, o)];
    for (const [entity] of ENTITIES)
      bodies.push(await itemsPart(services, entity, { offset: 0, limit: 1_000_000 }, o.origin));
    return urlset(bodies.filter(Boolean).join("\n"));
  }
  const entries = parts
    .map((p) => `<sitemap><loc>${xmlEscape(`${o.origin}/sitemaps/${p}`)}</loc></sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** One part of a sitemap index (/sitemaps/blog-2.xml), or null when there is no such part. */
export async function sitemapPart(
  services: Services,
  name: string,
  o: SitemapOptions,
): Promise<string | null> {
  const { parts, perFile } = await plan(services, o.maxUrls ?? SITEMAP_MAX_URLS);
  if (!parts.includes(name)) return null;
  if (name === "pages.xml") return urlset(await pagesPart(services, o));
  const [, kind, n] = /^([a-z]+)-(\d+)\.xml$/.exec(name) ?? [];
  const entity = ENTITIES.find(([, part]) => part === kind)?.[0];
  if (!entity) return null;
  const offset = (Number(n) - 1) * perFile;
  return urlset(await itemsPart(services, entity, { offset, limit: perFile }, o.origin));
}
