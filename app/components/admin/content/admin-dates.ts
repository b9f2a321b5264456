/**
 * Dates and times in the editor as the staff member's language writes them. English keeps the
 * British order the admin has always shown (day before month, 24-hour clock).
 */
import type { Locale } from "../../../../core/constants.ts";

const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

/** A time of day (12:03). */
export const timeOfDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

/** A date and time with seconds, as `toLocaleString` writes it. */
export const dateTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(intlLocale(locale));

/** A date and time in short words (14 Mar 2026, 10:03). */
export const whenSaved = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" });
