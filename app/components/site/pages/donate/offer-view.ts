/**
 * What the donation form draws from the page's offer (`services.donations.offer(region)`): which
 * currency and way to pay start chosen, which choices show together, and the texts of an amount
 * the server refused, in the currency chosen.
 */
import {
  CURRENCY_RULES,
  type DonationCurrency,
  type DonationMethod,
} from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";
import type { TFunction } from "~/i18n/translate.ts";
import { formatMoney } from "../shared/money.ts";

/**
 * Hides an element of the form unless its currency's radio is checked (`group/donate` is the
 * form's choices). Written out per currency: Tailwind only builds the classes it reads in the
 * source. Without `:has()` every currency's presets show, each in its own currency.
 */
export const UNLESS_CHOSEN: Record<DonationCurrency, string> = {
  USD: "group-has-[[name=currency][value=USD]:not(:checked)]/donate:hidden",
  EUR: "group-has-[[name=currency][value=EUR]:not(:checked)]/donate:hidden",
  GHS: "group-has-[[name=currency][value=GHS]:not(:checked)]/donate:hidden",
  XOF: "group-has-[[name=currency][value=XOF]:not(:checked)]/donate:hidden",
  RUB: "group-has-[[name=currency][value=RUB]:not(:checked)]/donate:hidden",
};

/** The offer of the currency asked for (a form sent back), else the region's first. */
export function chosenOffer(offers: readonly DonationOffer[], asked: string | undefined) {
  return offers.find((o) => o.currency === asked) ?? offers[0];
}

/**
 * The way to pay that starts chosen: the one asked for when offered; else the first paid online
 * (the region's usual one comes first); else the first that is not a card pledge (a card gift
 * without online payment waits for the team's call, the foundation's instructions do not).
 */
export function startingMethod(offer: DonationOffer, asked: string | undefined): DonationMethod {
  const methods = offer.methods;
  return (
    methods.find((m) => m.method === asked)?.method ??
    methods.find((m) => m.provider !== null)?.method ??
    methods.find((m) => m.method !== "card")?.method ??
    methods[0]?.method ??
    "bank"
  );
}

/**
 * The offers that show the same choices (the same presets, the same ways to pay), together:
 * one group is drawn once, and shown only while one of its currencies is chosen.
 */
export function sameChoices(
  offers: readonly DonationOffer[],
  key: (offer: DonationOffer) => string,
): { currencies: DonationCurrency[]; offer: DonationOffer }[] {
  const groups = new Map<string, { currencies: DonationCurrency[]; offer: DonationOffer }>();
  for (const offer of offers) {
    const k = key(offer);
    const group = groups.get(k);
    if (group) group.currencies.push(offer.currency);
    else groups.set(k, { currencies: [offer.currency], offer });
  }
  return [...groups.values()];
}

/** The class that shows a group only while one of its currencies is chosen ("" when always). */
export function shownWhile(currencies: readonly DonationCurrency[], all: number): string {
  if (currencies.length >= all) return "";
  // Two currencies at most in a region today: a group of one of them is shown while it is chosen.
  return UNLESS_CHOSEN[currencies[0] ?? "USD"];
}

/** The range of a gift in a currency, in the page's language ("100 F CFA", "5 000 000 F CFA"). */
export function rangeOf(currency: DonationCurrency, locale: string) {
  const { min, max } = CURRENCY_RULES[currency];
  return { min: formatMoney(min, currency, locale), max: formatMoney(max, currency, locale) };
}

/**
 * The range the browser's check names (it only finds amounts of zero or less): the chosen
 * currency's; where the currencies to choose from share a range, the bare numbers, right for each.
 */
export function clientRangeOf(
  offers: readonly DonationOffer[],
  currency: DonationCurrency,
  locale: string,
) {
  const rules = offers.map((o) => CURRENCY_RULES[o.currency]);
  const same = rules.every((r) => r.min === rules[0]?.min && r.max === rules[0]?.max);
  if (offers.length < 2 || !same) return rangeOf(currency, locale);
  const number = new Intl.NumberFormat(locale);
  const { min, max } = CURRENCY_RULES[currency];
  return { min: number.format(min), max: number.format(max) };
}

/** The server's refusal of an amount, in the chosen currency; undefined for other codes. */
export function amountRefusal(
  t: TFunction<"forms">,
  code: string | undefined,
  currency: DonationCurrency,
  locale: string,
): string | undefined {
  if (code === "amountRange") return t("errors.amountRange", rangeOf(currency, locale));
  if (code === "amountStep")
    return t("errors.amountStep", { step: formatMoney(5, currency, locale) });
  if (code === "amountPrecision")
    return CURRENCY_RULES[currency].exponent === 0
      ? t("errors.amountWhole")
      : t("errors.amountPrecision");
  return undefined;
}

/** The currency's sign as the page's language writes it beside an amount ("$", "F CFA", "₽"). */
export function currencySign(currency: DonationCurrency, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(1);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}
