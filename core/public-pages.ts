import { LOCALES } from "./constants.ts";
import { localizedHref, parseSitePath } from "./site-paths.ts";

/**
 * The most compressed (Brotli) script a public page may load (decision 0023): a read-only page
 * 15 KB, a page with a visitor form 40 KB.
 */
export const DOCUMENT_JS_BUDGET_BYTES = 15 * 1024;
export const FORM_PAGE_JS_BUDGET_BYTES = 40 * 1024;

/**
 * The home page is a light document, in every language: the HTML the server sends (Brotli, as the
 * page cache keeps it) and the number of elements its DOM holds, header and footer included.
 */
export const HOME_HTML_BUDGET_BYTES = 8 * 1024;
export const HOME_ELEMENT_BUDGET = 450;

/** The public pages with a visitor form (their bare paths). */
export const FORM_PAGES = ["/donate", "/volunteer", "/partner", "/contact"] as const;

/** The script budget of a public page, by its path in any language. */
export function scriptBudgetFor(path: string): number {
  const bare = parseSitePath(path.split(/[?#]/)[0]!).path;
  return (FORM_PAGES as readonly string[]).includes(bare)
    ? FORM_PAGE_JS_BUDGET_BYTES
    : DOCUMENT_JS_BUDGET_BYTES;
}

/** Every public page, unprefixed (each also lives under /fr and /ru). */
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

/** Every public page in every language: "/", "/about", …, "/fr", "/fr/a-propos", …, "/ru/usloviya". */
export function publicPagesInEveryLocale(): string[] {
  return LOCALES.flatMap((locale) => PUBLIC_PAGES.map((page) => localizedHref(page, locale)));
}
