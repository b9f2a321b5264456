/**
 * RSS 2.0 per language (/rss.xml, /fr/rss.xml, /ru/rss.xml): the newest 50 posts and news articles,
 * read in that language with the usual fallback, each linking to its permalink.
 */
import type { Locale } from "../../core/constants.ts";
import { permalinkPath } from "../../core/content/permalinks.ts";
import type { AppServices } from "../../core/services.ts";
import type { PublicSettings } from "../../core/settings.ts";
import { pathInLocale } from "../i18n/locale-path.ts";
import { metaT, siteDescriptionFor, siteNameFor } from "./seo.ts";
import { xmlEscape } from "./xml.ts";

export const FEED_SIZE = 50;

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  date: string;
  description: string;
  category: string;
  author: string;
}

/** RFC 822 date of a stored day (yyyy-mm-dd) or timestamp, as RSS wants. */
function rfc822(date: string) {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toUTCString() : parsed.toUTCString();
}

export async function rssFeed(
  services: Pick<AppServices, "blogPosts" | "newsArticles">,
  settings: PublicSettings,
  locale: Locale,
  origin: string,
): Promise<string> {
  const query = { page: 1, pageSize: FEED_SIZE, status: "published" };
  const [posts, news] = await Promise.all([
    services.blogPosts.list(null, query, locale),
    services.newsArticles.list(null, query, locale),
  ]);
  const blogT = metaT(locale, "blog");
  const newsT = metaT(locale, "news");
  const items: FeedItem[] = [
    ...posts.items.map((p) => ({
      title: p.title,
      link: origin + permalinkPath("blogPosts", p.slug, locale),
      guid: `${origin}/blog#post-${p.id}`,
      date: p.date || p.createdAt,
      description: p.excerpt,
      category: blogT(`categories.${p.category}`),
      author: p.author,
    })),
    ...news.items.map((n) => ({
      title: n.title,
      link: origin + permalinkPath("newsArticles", n.slug, locale),
      guid: `${origin}/news#article-${n.id}`,
      date: n.publishDate || n.createdAt,
      description: n.excerpt,
      category: newsT(`categories.${n.category}`),
      author: n.author,
    })),
  ]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, FEED_SIZE);
  const self = origin + pathInLocale("/rss.xml", locale);
  const home = origin + pathInLocale("/", locale);
  const body = items
    .map(
      (i) => `<item>
<title>${xmlEscape(i.title)}</title>
<link>${xmlEscape(i.link)}</link>
<guid isPermaLink="false">${xmlEscape(i.guid)}</guid>
<pubDate>${rfc822(i.date)}</pubDate>
<dc:creator>${xmlEscape(i.author)}</dc:creator>
<category>${xmlEscape(i.category)}</category>
<description>${xmlEscape(i.description)}</description>
</item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlEscape(siteNameFor(settings, locale))}</title>
<link>${xmlEscape(home)}</link>
<description>${xmlEscape(siteDescriptionFor(settings, locale))}</description>
<language>${locale}</language>
<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>
${items[0] ? `<lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>\n` : ""}${body}
</channel>
</rss>
`;
}
