import { DEFAULT_LOCALE, type Locale } from "../../core/constants.ts";
import { localeFromPath } from "../../core/locale-detection.ts";

export { localeFromPath };

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
