/**
 * Dates of the admin screens, in the page's language (usePageLocale). Without a locale, the
 * browser's own settings decide (a screen not yet translated).
 */
import { dateTimeFormat } from "../../../lib/intl.ts";

function format(iso: string, options: Intl.DateTimeFormatOptions, locale?: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return locale
    ? dateTimeFormat(locale, options).format(d)
    : new Intl.DateTimeFormat(undefined, options).format(d);
}

export function formatDateTime(iso: string, locale?: string) {
  return format(iso, { dateStyle: "medium", timeStyle: "short" }, locale);
}

export function formatDate(iso: string, locale?: string) {
  return format(iso, { dateStyle: "medium" }, locale);
}
