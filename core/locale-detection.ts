/**
 * Which language a visitor on a bare (unprefixed) path gets, decided on the server so the first
 * byte is already in that language. Order: remembered choice (cookie "lang", mirrored from
 * localStorage) → fr./ru. subdomain → Accept-Language → the admin's default language → English.
 * Pure functions: the site layout's loader and the page cache's key (server/http/page-handler.ts)
 * read the same answer.
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

export interface DetectInput {
  cookie?: string | null;
  host?: string | null;
  acceptLanguage?: string | null;
  /** The admin settings' default language (may be a language the site does not offer). */
  defaultLanguage?: string | null;
}

export function detectLocale(input: DetectInput): Locale {
  return (
    cookieLocale(input.cookie) ??
    subdomainLocale(input.host) ??
    acceptLanguageLocale(input.acceptLanguage) ??
    (isLocale(input.defaultLanguage) ? input.defaultLanguage : null) ??
    DEFAULT_LOCALE
  );
}

/** The locale a URL path is in: /fr/... and /ru/..., English unprefixed. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}
