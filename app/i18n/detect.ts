/**
 * Which language a visitor on a bare (unprefixed) path gets, decided on the server so the first
 * byte is already in that language. Order: remembered choice (cookie "lang", mirrored from
 * localStorage) → fr./ru. subdomain → Accept-Language → the admin's default language → English.
 */
import { DEFAULT_LOCALE, LANG_COOKIE, type Locale } from "../../core/constants.ts";
import { isLocale } from "./i18n.ts";

export { LANG_COOKIE };
export const LANG_STORAGE_KEY = "lang";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

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

/** Browser side: remember a choice in localStorage and in the cookie the server reads. */
export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  document.cookie = `${LANG_COOKIE}=${locale}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
