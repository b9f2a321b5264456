import { useTranslation } from "~/i18n/use-translation.ts";
import { requestContext } from "../../../core/request-context.ts";
import { readMinutes } from "../../../core/content/read-time.ts";
import { formatDay, NEWS_CATEGORY_TONE } from "~/components/site/content-format.ts";
import { ArticleView } from "~/components/site/story/article-view.tsx";
import { PreviewBar } from "~/components/site/story/preview-bar.tsx";
import { articleMeta } from "~/lib/article-meta.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { loadStoryPage } from "~/lib/permalink.server.ts";
import { metaT, rootMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/news-article";

/** A published news article at /news/<slug>; drafts and scheduled articles are 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { item, ...page } = await loadStoryPage(services.newsArticles, "newsArticles", {
    slug: params.slug,
    request,
    locale: requestLocale(context).locale,
    origin,
    uploads: services.uploads,
  });
  return { article: item, ...page };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootMeta(matches);
  const { article, path, alternates } = loaderData;
  const t = metaT(root.locale, "news");
  return articleMeta({
    root,
    type: "NewsArticle",
    item: article,
    datePublished: article.publishDate,
    section: { href: "/news", label: t("meta.title") },
    category: t(`categories.${article.category}`),
    path,
    alternates,
    // A preview link is for the team, never for search engines.
    noindex: loaderData.preview !== null,
  });
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { article, imageAlt, locale, url, newer, older, preview } = loaderData;
  const minutes = readMinutes(article.readTime);
  return (
    <>
      {preview && <PreviewBar status={preview.status} />}
      <ArticleView
        item={article}
        imageAlt={imageAlt}
        section={{ href: "/news", label: t("meta.title") }}
        category={{
          label: t(`categories.${article.category}`),
          tone: NEWS_CATEGORY_TONE[article.category],
        }}
        date={{ iso: article.publishDate, label: formatDay(article.publishDate, locale) }}
        readTime={minutes ? t("minutes", { count: minutes }) : ""}
        url={url}
        newer={newer}
        older={older}
      >
        {/* Counts the view once per visitor and day, also without JavaScript and from a cached page. */}
        {preview ? null : (
          <img
            src={`/news-views/${article.id}`}
            alt=""
            width={1}
            height={1}
            className="pointer-events-none absolute size-px opacity-0"
          />
        )}
      </ArticleView>
    </>
  );
}
