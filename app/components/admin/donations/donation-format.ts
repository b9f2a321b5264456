/**
 * Money and waiting times on the Donations screen, in the staff member's language (Intl, through
 * the admin's one formatting module): an amount in its own currency with that currency's minor
 * units ("€1,234.50", "25 000 F CFA"), and how long a pending payment has waited.
 */
import {
  CURRENCY_RULES,
  type Donation,
  type DonationCurrency,
  fromMinorUnits,
  PENDING_FLAG_MINUTES,
} from "../../../../core/donations.ts";
import { adminDateTimeFormat, adminIntlLocale, adminNumberFormat } from "../shell/admin-format.ts";

/** An amount in minor units, written in its currency: "€50.00", "50,00 €", "25 000 F CFA". */
export function formatMoney(minor: number, currency: DonationCurrency, locale: string) {
  const digits = CURRENCY_RULES[currency].exponent;
  return adminNumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinorUnits(minor, currency));
}

const names = new Map<string, Intl.DisplayNames>();
/** The currency's name in the language: "Ghanaian Cedi", "cédi ghanéen", "ганский седи". */
export function currencyName(currency: DonationCurrency, locale: string) {
  const intl = adminIntlLocale(locale);
  let display = names.get(intl);
  if (!display) {
    display = new Intl.DisplayNames(intl, { type: "currency" });
    names.set(intl, display);
  }
  return display.of(currency) ?? currency;
}

/**
 * How many minutes a pending payment has waited at `now`, once that is past the screen's flag
 * (PENDING_FLAG_MINUTES); null for any other gift. `now` is the loader's, so the server's page
 * and the hydrated one agree.
 */
export function overdueMinutes(gift: Pick<Donation, "status" | "createdAt">, now: string) {
  if (gift.status !== "pending") return null;
  const waited = (Date.parse(now) - Date.parse(gift.createdAt)) / 60_000;
  return Number.isFinite(waited) && waited > PENDING_FLAG_MINUTES ? Math.floor(waited) : null;
}

/**
 * A wait in whole hours ("3 hours", "3 heures", "3 часа"), in days from two days on; the number
 * and its unit stay on one line (Intl's English and Russian would break between them).
 */
export function formatWait(minutes: number, locale: string) {
  const hours = Math.max(1, Math.floor(minutes / 60));
  const days = Math.floor(hours / 24);
  const [unit, value] = days >= 2 ? (["day", days] as const) : (["hour", hours] as const);
  return adminNumberFormat(locale, { style: "unit", unit, unitDisplay: "long" })
    .format(value)
    .replace(/ /g, "\u00a0");
}

/** Mobile money and SBP are approved on the donor's phone; a card in the provider's checkout. */
export const approvedOnPhone = (gift: Pick<Donation, "method">) =>
  gift.method === "mobile" || gift.method === "sbp";

/** The first day (UTC) of the month `now` falls in, as the filters write days: "2026-05-01". */
export const monthStart = (now: string) => `${now.slice(0, 7)}-01`;

/**
 * A moment in UTC as two short lines for a narrow column, the day ("2 Dec 2026") and the time
 * said in UTC ("10:15 UTC"): the server renders the page before the browser's time zone is known.
 */
export function utcDayAndTime(iso: string, locale: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { day: iso, time: "" };
  return {
    day: adminDateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(d),
    time: adminDateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }).format(d),
  };
}
