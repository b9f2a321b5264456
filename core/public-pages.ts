import { DEFAULT_LOCALE, LOCALES } from "./constants.ts";

/** Issue 12's first-load budget for every public page: compressed (Brotli) script bytes. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 110 * 1024;

/** Every public page of SPEC §2, unprefixed (each also lives under /fr and /ru). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/get-involved",
  "/donate",
  "/volunteer",
  "/partner",
  "/gallery",
  "/blog",
  "/store",
  "/news",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** Every public page in every language: "/", "/about", …, "/fr", "/fr/about", …, "/ru/terms". */
export function publicPagesInEveryLocale(): string[] {
  return LOCALES.flatMap((locale) => {
    const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
    return PUBLIC_PAGES.map((page) => (prefix && page === "/" ? prefix : `${prefix}${page}`));
  });
}
