import { useTranslation } from "~/i18n/use-translation.ts";
import { requestContext } from "../../../core/request-context.ts";
import { formatPostDate, formatReadTime } from "~/components/site/blog/format.ts";
import { ArticleView } from "~/components/site/story/article-view.tsx";
import { PreviewBar } from "~/components/site/story/preview-bar.tsx";
import { articleMeta } from "~/lib/article-meta.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { loadStoryPage } from "~/lib/permalink.server.ts";
import { metaT, rootMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/blog-post";

/** A published post at /blog/<slug> (each language its own slug); anything else is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { item, ...page } = await loadStoryPage(services.blogPosts, "blogPosts", {
    slug: params.slug,
    request,
    locale: requestLocale(context).locale,
    origin,
    uploads: services.uploads,
  });
  return { post: item, ...page };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootMeta(matches);
  const { post, path, alternates } = loaderData;
  const t = metaT(root.locale, "blog");
  return articleMeta({
    root,
    type: "BlogPosting",
    item: post,
    datePublished: post.date,
    section: { href: "/blog", label: t("meta.title") },
    category: t(`categories.${post.category}`),
    path,
    alternates,
    // A preview link is for the team, never for search engines.
    noindex: loaderData.preview !== null,
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { post, imageAlt, locale, url, newer, older, preview } = loaderData;
  return (
    <>
      {preview && <PreviewBar status={preview.status} />}
      <ArticleView
        item={post}
        imageAlt={imageAlt}
        section={{ href: "/blog", label: t("meta.title") }}
        category={{ label: t(`categories.${post.category}`) }}
        date={{ iso: post.date, label: formatPostDate(post.date, locale) }}
        readTime={formatReadTime(post.readTime, t)}
        url={url}
        newer={newer}
        older={older}
      />
    </>
  );
}
