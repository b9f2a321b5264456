import { usePageLocale } from "~/i18n/page-locale.ts";
import { Icon, IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../../core/content/permalinks.ts";
import type { BlogPost } from "../../../../core/schemas.ts";
import { Badge } from "../../ui/badge.tsx";
import { CARD_GRID_SIZES, ResponsiveImage } from "../../ui/responsive-image.tsx";
import { formatPostDate, formatReadTime } from "./format.ts";
import { FallbackNote, langOf } from "../content-language.tsx";
import { hasOwnImage } from "../../../../core/constants.ts";
import { StoryCard } from "../story/story-card.tsx";

export interface PostCardProps {
  post: BlogPost;
  /** The first card of the list: its picture is the page's largest above the fold (LCP). */
  priority?: boolean;
}

/** A post in the grid: one link to the post's own page, covering the whole card. */
export function PostCard({ post, priority }: PostCardProps) {
  const locale = usePageLocale();
  const { t } = useTranslation("blog");
  return (
    <StoryCard
      // A grid item: the cards of a row end together, a card without cover too.
      className="h-full"
      heading={3}
      title={post.title}
      titleLang={langOf(post, "title")}
      href={permalinkPath("blogPosts", post.slug, locale)}
      data-testid="post-card"
      data-category={post.category}
      picture={
        // A story without cover has no picture, not a placeholder (decision 0028).
        hasOwnImage(post.image) ? (
          <ResponsiveImage src={post.image} alt="" sizes={CARD_GRID_SIZES} priority={priority} />
        ) : null
      }
      lead={
        <p className="card-meta">
          <Badge tone="secondary">{t(`categories.${post.category}`)}</Badge>
          <IconText as="time" name="calendar" dateTime={post.date}>
            {formatPostDate(post.date, locale)}
          </IconText>
          <IconText name="clock">{formatReadTime(post.readTime, t)}</IconText>
        </p>
      }
    >
      <p lang={langOf(post, "excerpt")} className="card-text line-clamp-3">
        {post.excerpt}
      </p>
      <FallbackNote item={post} />
      <p className="card-foot flex items-center justify-between gap-3 font-normal">
        <span>{t("card.by", { author: post.author })}</span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-medium">
          {t("card.readMore")}
          <Icon name="arrow-right" className="size-4" />
        </span>
      </p>
    </StoryCard>
  );
}
