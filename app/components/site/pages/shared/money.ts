import type { Locale } from "../../../../../core/constants.ts";
import { numberFormat } from "~/lib/intl.ts";

/** US dollars in the page locale: "$1,500" / "1 500 $" / "1 500 $"; cents only when there are any. */
export function formatUsd(amount: number, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** The amount typed or chosen, or null when there is none ("12,5" is 12.5). */
export function parseAmount(raw: string): number | null {
  const value = Number(raw.replace(",", "."));
  return raw.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}
