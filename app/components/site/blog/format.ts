import { readMinutes } from "../../../../core/content/read-time.ts";
import type { TFunction } from "~/i18n/use-translation.ts";
import { dateTimeFormat } from "~/lib/intl.ts";

/** A stored date (yyyy-mm-dd) in the page locale; UTC so server and browser agree. */
export function formatPostDate(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(parsed);
}

/** "4 min read" as stored becomes "4 min de lecture" in French; other texts stay as stored. */
export function formatReadTime(readTime: string, t: TFunction<"blog">): string {
  const minutes = readMinutes(readTime);
  return minutes === null ? readTime : t("readTime", { minutes });
}
