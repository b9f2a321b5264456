/** Shared formatting for news and program cards (home and /news). */
import type { BadgeTone } from "../ui/badge.tsx";
import { dateTimeFormat } from "~/lib/intl.ts";

export const NEWS_CATEGORY_TONE: Record<string, BadgeTone> = {
  breaking: "red",
  announcement: "blue",
  update: "green",
  event: "purple",
};

export const PROGRAM_STATUS_TONE: Record<string, BadgeTone> = {
  completed: "green",
  ongoing: "blue",
  upcoming: "yellow",
};

export const STORY_CATEGORY_TONE: Record<string, BadgeTone> = {
  success: "green",
  project: "blue",
  partnership: "purple",
  Education: "blue",
  Sports: "orange",
  Culture: "purple",
  Youth: "yellow",
  Healthcare: "red",
  Volunteers: "green",
};

function parseDay(date: string): Date | null {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A stored yyyy-mm-dd date in the page locale (UTC, so server and browser agree). */
export function formatDay(date: string, locale: string): string {
  const d = parseDay(date);
  return d ? dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(d) : date;
}

/** Month and year, e.g. "March 2025", "mars 2025", "март 2025 г.". */
export function formatMonthYear(date: string, locale: string): string | null {
  const d = parseDay(date);
  return d
    ? dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(d)
    : null;
}

/** Plain text (a program's long description) split into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
