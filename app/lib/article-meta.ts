/** Meta of a blog post or news article permalink: its own title, text and picture, JSON-LD. */
import type { MetaDescriptor } from "react-router";
import type { Locale } from "../../core/constants.ts";
import { localizedHref } from "../i18n/locale-path.ts";
import { metaT, pageMeta, type RootMeta, type SeoOverrides, siteNameFor, withSeo } from "./seo.ts";
import { articleLd, breadcrumbLd } from "./structured-data.ts";

export interface ArticleMetaInput {
  root: RootMeta;
  type: "BlogPosting" | "NewsArticle";
  item: SeoOverrides & {
    title: string;
    excerpt: string;
    image: string;
    author: string;
    updatedAt: string;
  };
  datePublished: string;
  section: { href: string; label: string };
  category: string;
  path: string;
  alternates: Record<Locale, string>;
  /** A preview link: `noindex`, without canonical or alternates. */
  noindex?: boolean;
}

export function articleMeta(o: ArticleMetaInput): MetaDescriptor[] {
  const { root, item } = o;
  const url = `${root.origin}${o.path}`;
  const home = metaT(root.locale, "common")("story.home");
  return pageMeta({
    ...root,
    ...withSeo(item, { title: item.title, description: item.excerpt, image: item.image }),
    path: o.path,
    type: "article",
    alternates: o.alternates,
    noindex: o.noindex,
    jsonLd: [
      articleLd({
        type: o.type,
        headline: item.title,
        description: item.excerpt,
        url,
        image: item.image,
        datePublished: o.datePublished,
        dateModified: item.updatedAt,
        author: item.author,
        section: o.category,
        locale: root.locale,
        publisher: siteNameFor(root.settings, root.locale),
        origin: root.origin,
      }),
      breadcrumbLd([
        [home, `${root.origin}${localizedHref("/", root.locale)}`],
        [o.section.label, `${root.origin}${localizedHref(o.section.href, root.locale)}`],
        [item.title, url],
      ]),
    ],
  });
}
