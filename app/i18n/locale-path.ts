import { DEFAULT_LOCALE, type Locale } from "../../core/constants.ts";
import { isLocale } from "./i18n.ts";

/** The locale a URL path is in: /fr/... and /ru/..., English unprefixed. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The same page in another locale. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const current = localeFromPath(pathname);
  const bare = current === DEFAULT_LOCALE ? pathname : pathname.slice(current.length + 1) || "/";
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** A link target inside the current locale. */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/")) return href;
  return href === "/" ? `/${locale}` : `/${locale}${href}`;
}
