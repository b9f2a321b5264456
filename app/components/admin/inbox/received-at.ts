/**
 * When a submission arrived, as the inbox writes it in the page's language: "26 nov. 2026, 14:05 UTC".
 * In UTC, said so, as the server renders the page before the browser's time zone is known.
 */
import { dateTimeFormat } from "../../../lib/intl.ts";

const RECEIVED_AT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

export const when = (iso: string, locale: string) =>
  dateTimeFormat(locale, RECEIVED_AT).format(new Date(iso));
