import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../../core/constants.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { BlogPost } from "../../../../core/schemas.ts";
import { Badge } from "../../ui/badge.tsx";
import { CARD_GRID_SIZES, ResponsiveImage } from "../../ui/responsive-image.tsx";
import { formatPostDate, formatReadTime } from "./format.ts";
import { FallbackNote, langOf } from "../content-language.tsx";

export interface PostCardProps {
  post: BlogPost;
  locale: Locale;
  /** The first card of the list: its picture is the page's largest above the fold (LCP). */
  priority?: boolean;
}

/** A post in the grid: one link to the post's own page, covering the whole card. */
export function PostCard({ post, locale, priority }: PostCardProps) {
  const { t } = useTranslation("blog");
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      data-testid="post-card"
      data-category={post.category}
    >
      <div className="aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <ResponsiveImage
          src={post.image}
          alt={post.title}
          lang={langOf(post, "title")}
          sizes={CARD_GRID_SIZES}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
          <Badge tone="secondary">{t(`categories.${post.category}`)}</Badge>
          <span className="inline-flex items-center gap-1">
            <Icon name="calendar" className="size-3.5" />
            <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-3.5" />
            {formatReadTime(post.readTime, t)}
          </span>
        </div>
        <h3
          lang={langOf(post, "title")}
          className="text-lg leading-snug font-semibold text-slate-900 dark:text-white"
        >
          {/* The title link covers the card, so the picture leads to the post's page too. */}
          <a
            href={permalinkPath("blogPosts", post.slug, locale)}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-600"
          >
            {post.title}
          </a>
        </h3>
        <p
          lang={langOf(post, "excerpt")}
          className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300"
        >
          {post.excerpt}
        </p>
        <FallbackNote item={post} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm">
          <span className="text-slate-700 dark:text-slate-200">
            {t("card.by", { author: post.author })}
          </span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-medium text-slate-900 group-hover:underline dark:text-white"
          >
            {t("card.readMore")}
            <Icon name="arrow-right" className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
