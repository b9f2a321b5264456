/**
 * Which language a request is answered in, decided on the server so the first byte is already in
 * that language. A visitor on a bare (unprefixed) path: remembered choice (cookie "lang", mirrored
 * from localStorage) → fr./ru. subdomain → Accept-Language → the admin's default language →
 * English. Pure functions: the root route's middleware (app/i18n/request-locale.ts) and the page
 * cache's key (server/http/page-request.ts) read the same answer.
 */
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, type Locale } from "./constants.ts";

export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANG_COOKIE) {
      const value = decodeURIComponent(rest.join("=")).trim().toLowerCase();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

export function subdomainLocale(host: string | null | undefined): Locale | null {
  if (!host) return null;
  const first = host.toLowerCase().split(".")[0];
  return host.includes(".") && (first === "fr" || first === "ru") ? first : null;
}

/** The best supported language of an Accept-Language header, by q-value. */
export function acceptLanguageLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split("-")[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) if (isLocale(r.lang)) return r.lang;
  return null;
}

/** Where a request's language can come from: its path and headers (pure data, no framework). */
export interface LocaleSources {
  /** The request's path; a client data request's ".data" ending is ignored. */
  path: string;
  cookie?: string | null;
  host?: string | null;
  acceptLanguage?: string | null;
  /** The signed-in staff member's chosen language; null or absent follows the browser. */
  staffLanguage?: string | null;
}

/** The language of one request, decided once (app/i18n/request-locale.ts, the page cache's key). */
export interface RequestLocale {
  /** The language the page is rendered in. */
  locale: Locale;
  /**
   * On a bare public address: the language the visitor asked for (remembered choice → fr./ru.
   * subdomain → Accept-Language), null when none we offer. The site layout moves a French or
   * Russian answer to that language's page (the admin's default language fills a null).
   */
  asked: Locale | null;
}

export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The one decision: a public page is in its path's language; the admin is in the staff member's
 * chosen language, else the browser's (signed out, as on the sign-in screens, always the browser's).
 */
export function resolveRequestLocale(sources: LocaleSources): RequestLocale {
  const path = sources.path.replace(/\.data$/, "");
  if (isAdminPath(path)) {
    const chosen = isLocale(sources.staffLanguage) ? sources.staffLanguage : null;
    const locale = chosen ?? acceptLanguageLocale(sources.acceptLanguage) ?? DEFAULT_LOCALE;
    return { locale, asked: null };
  }
  const locale = localeFromPath(path);
  if (locale !== DEFAULT_LOCALE) return { locale, asked: null };
  const asked =
    cookieLocale(sources.cookie) ??
    subdomainLocale(sources.host) ??
    acceptLanguageLocale(sources.acceptLanguage);
  return { locale, asked };
}

/** The locale a URL path is in: /fr/... and /ru/..., English unprefixed. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}
