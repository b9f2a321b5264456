/** How programs read on the public pages: status colours and the date range in the page language. */
import type { BadgeTone } from "../../../ui/badge.tsx";
import { dateTimeFormat } from "~/lib/intl.ts";

export const STATUS_TONE: Record<string, BadgeTone> = {
  completed: "green",
  ongoing: "blue",
  upcoming: "yellow",
};

/** "March 2026 – June 2026" in the page language ("" when the program has no dates). */
export function programDates(p: { startDate: string; endDate: string }, locale: string): string {
  const month = dateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const fmt = (d: string) => (d ? month.format(new Date(`${d}T00:00:00Z`)) : "");
  return [fmt(p.startDate), fmt(p.endDate)].filter(Boolean).join(" – ");
}
