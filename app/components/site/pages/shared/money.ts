/**
 * Money as the page's language writes it: the one formatter of amounts on public pages (the
 * donation form, its script, the home page and Get Involved). No zod and no React here: the donate
 * page's script (app/enhance/donation-amount.ts) imports it.
 */
import { CURRENCY_RULES, type DonationCurrency } from "../../../../../core/donations.ts";
import { numberFormat } from "~/lib/intl.ts";

/**
 * An amount in its currency, in the page's language: "$1,500", "1 500 $", "5 000 F CFA",
 * "GH₵50", "1 000 ₽". Minor units (cents, pesewas, kopecks) only when the amount has any;
 * the CFA franc has none.
 */
export function formatMoney(amount: number, currency: DonationCurrency, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : CURRENCY_RULES[currency].exponent;
  return numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The amount typed or chosen, or null when there is none ("12,5" is 12.5). */
export function parseAmount(raw: string): number | null {
  const value = Number(raw.replace(",", "."));
  return raw.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}
