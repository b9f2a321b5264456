import { usePageLocale } from "~/i18n/page-locale.ts";
import { IconText } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { permalinkPath } from "../../../core/content/permalinks.ts";
import type { NewsArticle } from "../../../core/schemas.ts";
import { Img } from "../../lib/image.tsx";
import { Badge } from "../ui/badge.tsx";
import { readMinutes } from "../../../core/content/read-time.ts";
import { formatDay, NEWS_CATEGORY_TONE } from "./content-format.ts";
import { FallbackNote, langOf } from "./content-language.tsx";
import { hasOwnImage } from "../../../core/constants.ts";
import { StoryCard, type StoryCardLayout } from "./story/story-card.tsx";

export type NewsItem = Pick<
  NewsArticle,
  | "id"
  | "title"
  | "slug"
  | "excerpt"
  | "content"
  | "author"
  | "publishDate"
  | "category"
  | "image"
  | "readTime"
  | "featured"
  | "fallbacks"
  | "fallbackLocales"
>;

/** Category badge + date + read time line, shared by home and /news. */
export function NewsMeta({ item }: { item: NewsItem }) {
  const locale = usePageLocale();
  const { t } = useTranslation("news");
  const minutes = readMinutes(item.readTime);
  return (
    <p className="card-meta">
      <Badge tone={NEWS_CATEGORY_TONE[item.category] ?? "grey"} data-category={item.category}>
        {t(`categories.${item.category}`, { defaultValue: item.category })}
      </Badge>
      <IconText as="time" name="calendar-days" dateTime={item.publishDate}>
        {formatDay(item.publishDate, locale)}
      </IconText>
      {minutes ? <IconText name="clock">{t("minutes", { count: minutes })}</IconText> : null}
    </p>
  );
}

/**
 * A news article as a card: picture, category and date, the title (the card's one link),
 * excerpt; `stack` cards (the /news list) also name the author.
 */
export function NewsCard({
  item,
  layout,
  heading,
  className,
}: {
  item: NewsItem;
  layout: Extract<StoryCardLayout, "lead" | "thumb" | "stack">;
  heading: 2 | 3 | 4;
  /** "h-full" in a grid: the cards of a row end together, a card without cover too. */
  className?: string;
}) {
  const locale = usePageLocale();
  const { t } = useTranslation("news");
  return (
    <StoryCard
      className={className}
      layout={layout}
      heading={heading}
      title={item.title}
      titleLang={langOf(item, "title")}
      href={permalinkPath("newsArticles", item.slug, locale)}
      picture={
        // A story without cover has no picture, not a placeholder (decision 0028).
        hasOwnImage(item.image) ? (
          <Img
            src={item.image}
            alt=""
            width={layout === "lead" ? 1200 : 400}
            height={layout === "lead" ? 675 : 300}
          />
        ) : null
      }
      pictureBadge={
        item.featured && layout !== "thumb" ? (
          <Badge tone="default" className="badge-over">
            {t("featured")}
          </Badge>
        ) : null
      }
      lead={<NewsMeta item={item} />}
    >
      <p
        lang={langOf(item, "excerpt")}
        className={layout === "thumb" ? "card-text line-clamp-2" : "card-text"}
      >
        {item.excerpt}
      </p>
      <FallbackNote item={item} />
      {layout === "stack" ? <p className="card-foot">{t("by", { author: item.author })}</p> : null}
    </StoryCard>
  );
}
