/**
 * A setting the server refused, in words of the page's language. The server names the refused
 * field (its message is the API's English); what each field must be is fixed by its schema
 * (core/settings.ts), so the field alone says which rule it broke.
 */
import {
  CURRENCY_RULES,
  type DonationCurrency,
  isDonationCurrency,
} from "../../../../core/donations.ts";
import { SETTINGS_BOUNDS } from "../../../../core/settings.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import type { TFunction } from "../../../i18n/translate.ts";

type Problem =
  "required" | "email" | "url" | "pathOrUrl" | "token" | "color" | "host" | "phone" | "tooLong";

const PROBLEMS: Record<string, Problem> = {
  "general.siteUrl": "url",
  "general.adminEmail": "email",
  "general.legalName": "tooLong",
  "general.legalAddress": "tooLong",
  "contact.email": "email",
  "contact.phone": "phone",
  "appearance.primaryColor": "color",
  "appearance.logoUrl": "pathOrUrl",
  "appearance.faviconUrl": "pathOrUrl",
  "appearance.customCss": "tooLong",
  "integrations.googleAnalytics": "token",
  "integrations.facebookPixel": "token",
  "integrations.stripePublicKey": "token",
  "integrations.stripeSecretKey": "tooLong",
  "integrations.stripeWebhookSecret": "tooLong",
  "integrations.paystackSecretKey": "tooLong",
  "integrations.cinetpayApiKey": "tooLong",
  "integrations.cinetpaySiteId": "tooLong",
  "integrations.cinetpaySecretKey": "tooLong",
  "integrations.yookassaShopId": "tooLong",
  "integrations.yookassaSecretKey": "tooLong",
  "integrations.sendgridWebhookKey": "tooLong",
  "integrations.mailgunWebhookKey": "tooLong",
  "integrations.smtpHost": "host",
  "integrations.newsletterDkimSelector": "token",
  "integrations.smtpUsername": "tooLong",
  "integrations.smtpPassword": "tooLong",
};

const isBounded = (field: string): field is keyof typeof SETTINGS_BOUNDS =>
  Object.hasOwn(SETTINGS_BOUNDS, field);

/** A number setting's bounds as the page's language writes numbers ("65 535"). */
export function boundsOf(field: keyof typeof SETTINGS_BOUNDS, locale: string) {
  const { min, max } = SETTINGS_BOUNDS[field];
  const number = adminNumberFormat(locale);
  return { min: number.format(min), max: number.format(max) };
}

/** A currency's preset amounts refused: one to six, each within the currency's range. */
export function presetsProblem(
  t: TFunction<"adminSettings">,
  locale: string,
  currency: DonationCurrency,
): string {
  const { min, max } = CURRENCY_RULES[currency];
  const number = adminNumberFormat(locale);
  return t("problems.presets", { min: number.format(min), max: number.format(max) });
}

/** What is wrong with the refused setting at `path` ("security.sessionTimeout"). */
export function settingProblem(
  t: TFunction<"adminSettings">,
  locale: string,
  path: string,
): string {
  const [, field = "", language] = path.split(".");
  if (isBounded(field)) return t("problems.range", boundsOf(field, locale));
  // "integrations.donationPresets.XOF" (or ".XOF.2", one amount of them).
  if (field === "donationPresets")
    return isDonationCurrency(language)
      ? presetsProblem(t, locale, language)
      : t("problems.invalid");
  // "contact.social.telegram": an address or nothing.
  if (field === "social") return t("problems.url");
  // Texts per language ("general.siteName.fr") have a length only; the English name is required.
  if (field === "siteName" && language === "en") return t("problems.required");
  // The newsletter's sender address per language ("integrations.newsletterFromEmail.fr").
  if (field === "newsletterFromEmail") return t("problems.email");
  if (language) return t("problems.tooLong");
  const problem = PROBLEMS[path];
  return problem ? t(`problems.${problem}`) : t("problems.invalid");
}

/** The refused settings' names, as their fields are labelled, for the message that lists them. */
export function refusedSettings(t: TFunction<"adminSettings">, paths: string[]): string {
  const names = paths.map((path) => {
    const [, field = path] = path.split(".");
    return textForCode(t, "fields", field, field);
  });
  return [...new Set(names)].join(", ");
}
