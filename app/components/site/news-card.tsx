import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../core/constants.ts";
import { permalinkPath } from "../../../core/content/permalinks.ts";
import type { NewsArticle } from "../../../core/schemas.ts";
import { Img } from "../../lib/image.tsx";
import { Badge } from "../ui/badge.tsx";
import { cn } from "../ui/cn.ts";
import { formatDay, NEWS_CATEGORY_TONE, readMinutes } from "./content-format.ts";
import { FallbackNote, langOf } from "./content-language.tsx";

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
export function NewsMeta({
  item,
  locale,
  className,
}: {
  item: NewsItem;
  locale: string;
  className?: string;
}) {
  const { t } = useTranslation("news");
  const minutes = readMinutes(item.readTime);
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300",
        className,
      )}
    >
      <Badge tone={NEWS_CATEGORY_TONE[item.category] ?? "grey"} data-category={item.category}>
        {t(`categories.${item.category}`, { defaultValue: item.category })}
      </Badge>
      <span className="inline-flex items-center gap-1">
        <Icon name="calendar-days" className="size-3.5" />
        <time dateTime={item.publishDate}>{formatDay(item.publishDate, locale)}</time>
      </span>
      {minutes ? (
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-3.5" />
          {t("minutes", { count: minutes })}
        </span>
      ) : null}
    </div>
  );
}

export function NewsImage({ item, large }: { item: NewsItem; large?: boolean }) {
  return (
    <Img
      src={item.image}
      alt=""
      width={large ? 1200 : 400}
      height={large ? 675 : 300}
      className="h-full w-full object-cover"
    />
  );
}

/**
 * How a news card is laid out: `lead`, the home page's large featured story; `aside`, a small
 * picture beside the text (the home page's side list); `grid`, a card of the /news list, with a
 * link to the full article and the author.
 */
export type NewsCardVariant = "lead" | "aside" | "grid";

const CARD = {
  lead: {
    article:
      "overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
    picture: "relative aspect-[16/9] bg-slate-200",
    body: "p-6 sm:p-8",
    heading: "mt-3 text-2xl font-bold text-balance",
    excerpt: "mt-3 text-slate-700 dark:text-slate-300",
  },
  aside: {
    article:
      "flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900",
    picture: "aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-slate-200 sm:w-28",
    body: "min-w-0",
    heading: "mt-2 leading-snug font-semibold",
    excerpt: "mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300",
  },
  grid: {
    article:
      "flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
    picture: "relative aspect-[16/9] bg-slate-200",
    body: "flex flex-1 flex-col p-6",
    heading: "mt-3 text-xl leading-snug font-bold",
    excerpt: "mt-2 text-slate-700 dark:text-slate-300",
  },
} as const;

const LINK =
  "rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

/** A news article as a card: picture, category and date, title linking to its page, excerpt. */
export function NewsCard({
  item,
  locale,
  variant,
  headingLevel,
}: {
  item: NewsItem;
  locale: Locale;
  variant: NewsCardVariant;
  /** The title's heading level in the page's outline. */
  headingLevel: 2 | 3 | 4;
}) {
  const { t } = useTranslation("news");
  const look = CARD[variant];
  const Heading = `h${headingLevel}` as const;
  const href = permalinkPath("newsArticles", item.slug, locale);
  const quiet = "mt-2 text-xs text-slate-600 italic dark:text-slate-300";
  return (
    <article className={look.article}>
      <div className={look.picture}>
        <NewsImage item={item} large={variant === "lead"} />
        {item.featured && variant !== "aside" ? (
          <Badge tone="default" className="absolute top-3 left-3 shadow">
            {t("featured")}
          </Badge>
        ) : null}
      </div>
      <div className={look.body}>
        <NewsMeta item={item} locale={locale} />
        <Heading lang={langOf(item, "title")} className={look.heading}>
          <a href={href} className={LINK}>
            {item.title}
          </a>
        </Heading>
        <p lang={langOf(item, "excerpt")} className={look.excerpt}>
          {item.excerpt}
        </p>
        <FallbackNote item={item} className={variant === "aside" ? undefined : quiet} />
        {variant === "grid" ? (
          <>
            <p className="mt-4">
              <a
                href={href}
                aria-label={t("readFullOf", { title: item.title })}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-100"
              >
                {t("readFull")}
                <Icon name="chevron-right" className="size-4" />
              </a>
            </p>
            <p className="mt-auto pt-4 text-sm text-slate-600 dark:text-slate-300">
              {t("by", { author: item.author })}
            </p>
          </>
        ) : null}
      </div>
    </article>
  );
}
