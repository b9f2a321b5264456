/**
 * Every date and number of the admin, in the staff member's language (docs/decisions/0031):
 * one module, so no screen writes them its own way. English writes them the British way the admin
 * has always shown ("27 Nov 2026, 14:05": day before month, 24-hour clock), French and Russian
 * as Intl writes them. The formatters are made once per language and options (app/lib/intl.ts).
 */
import { dateTimeFormat, numberFormat } from "../../../lib/intl.ts";

/** The Intl locale of an admin page's language. */
export const adminIntlLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);

export const adminNumberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  numberFormat(adminIntlLocale(locale), options);

export const adminDateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(adminIntlLocale(locale), options);

function format(iso: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : adminDateTimeFormat(locale, options).format(d);
}

/** A moment in short words: "27 Nov 2026, 14:05". */
export const formatDateTime = (iso: string, locale: string) =>
  format(iso, locale, { dateStyle: "medium", timeStyle: "short" });

/** A moment in short words as the clocks of `timeZone` show it (the site's): "1 May 2099, 09:30". */
export const formatDateTimeIn = (iso: string, locale: string, timeZone: string) =>
  format(iso, locale, { dateStyle: "medium", timeStyle: "short", timeZone });

/** A day in short words: "27 Nov 2026". */
export const formatDate = (iso: string, locale: string) =>
  format(iso, locale, { dateStyle: "medium" });

/** A time of day: "14:05". */
export const timeOfDay = (iso: string, locale: string) =>
  format(iso, locale, { hour: "2-digit", minute: "2-digit" });

/**
 * A moment in UTC, said so ("26 Nov 2026, 14:05 UTC"): for pages the server renders before the
 * browser's time zone is known (the inbox).
 */
export const formatUtc = (iso: string, locale: string) =>
  format(iso, locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

/** A stored day (`YYYY-MM-DD`) in short words, read in UTC so server and browser agree. */
export const formatDay = (day: string, locale: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? format(`${day}T00:00:00Z`, locale, { dateStyle: "medium", timeZone: "UTC" })
    : day;

/** A file's size in the language's units: "12 kB", "12 ko", "12 кБ"; megabytes from 1 MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  return adminNumberFormat(locale, {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    maximumFractionDigits: mega ? 1 : 0,
  })
    .format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)))
    .replace(/ /g, "\u00a0"); // the number and its unit stay on one line (Intl's Russian breaks)
}

const displayNames = new Map<string, Intl.DisplayNames>();
/** A region's or language's name in the page's language (Intl.DisplayNames, made once). */
export function displayName(type: "region" | "language", code: string, locale: string) {
  const key = `${type}|${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(adminIntlLocale(locale), { type });
    displayNames.set(key, names);
  }
  return names.of(code) ?? code;
}

/** A language's name in the page's language ("French", "français", "французский"). */
export const languageName = (code: string, locale: string) => {
  try {
    return displayName("language", code, locale);
  } catch {
    return code;
  }
};
