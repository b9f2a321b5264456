import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { NewsArticle } from "../../../core/schemas.ts";
import { Img } from "../../lib/image.tsx";
import { Badge } from "../ui/badge.tsx";
import { cn } from "../ui/cn.ts";
import { formatDay, NEWS_CATEGORY_TONE, readMinutes } from "./content-format.ts";

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
