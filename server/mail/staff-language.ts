/**
 * The language a staff e-mail is written in: the recipient's choice in Account, else (they follow
 * the browser, which a mail cannot ask) the site's default language from the settings.
 */
import { isLocale, type Locale } from "../../core/constants.ts";
import type { Settings } from "../../core/settings.ts";

export function recipientLocale(stored: string | null, settings: Settings): Locale {
  if (isLocale(stored)) return stored;
  return isLocale(settings.general.language) ? settings.general.language : "en";
}

/** The locale Intl formats dates and numbers with: British English, as the reports always had. */
export const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : locale);
