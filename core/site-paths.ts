/**
 * The site's addresses in each language (docs/decisions/0026-localized-section-addresses.md).
 * Code names a page by its English path ("/donate", "/blog/<slug>", "/") and asks
 * `localizedHref` for its address in a language: "/fr/faire-un-don", "/ru/istorii/<slug>". Every
 * link the site renders, its meta, sitemap, feeds, e-mails and service worker go through here; the
 * route table (app/routes.ts) is generated from the same words.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./constants.ts";
import { localeFromPath } from "./locale-detection.ts";
import { rememberedByString } from "./remembered.ts";
import { type Section, SECTION_WORDS } from "./site-words.ts";

export { localeFromPath };
export type { Section };

export const SECTIONS = Object.keys(SECTION_WORDS) as Section[];

/** A section's words, two-segment sections first so that they win over a one-word prefix. */
const BY_LENGTH = [...SECTIONS].sort(
  (a, b) => SECTION_WORDS[b].en.split("/").length - SECTION_WORDS[a].en.split("/").length,
);

/** The address words of a section in a language, without slashes around ("a-propos"). */
export const sectionSlug = (section: Section, locale: Locale): string =>
  SECTION_WORDS[section][locale];

/** "/about?x#y" → ["/about", "?x#y"]. */
function splitSuffix(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
}

/** The section a prefix-less path starts with, in a language's words, and the rest after it. */
function matchSection(path: string, locale: Locale): { section: Section; rest: string } | null {
  for (const section of BY_LENGTH) {
    const word = `/${SECTION_WORDS[section][locale]}`;
    if (path === word || path.startsWith(`${word}/`)) {
      return { section, rest: path.slice(word.length) };
    }
  }
  return null;
}

/**
 * A path without language prefix moved from one language's words to another's:
 * ("/blog/x", "en", "fr") → "/histoires/x". A path outside the sections stays as it is.
 */
export function translateBarePath(path: string, from: Locale, to: Locale): string {
  const found = matchSection(path, from);
  return found ? `/${SECTION_WORDS[found.section][to]}${found.rest}` : path;
}

const withPrefix = (bare: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? bare : bare === "/" ? `/${locale}` : `/${locale}${bare}`;

/**
 * The one helper for a link: an English site path ("/donate", "/blog/x?y=1#z", "/") as the
 * address of that page in a language ("/fr/faire-un-don", "/fr/histoires/x?y=1#z", "/fr").
 * Anything not starting with "/" (an absolute URL, "#top", "mailto:") is returned as given.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  return hrefIn[locale](href);
}

/** Per language, the English site paths already moved to its words (see localizedHref). */
const hrefIn = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    rememberedByString((href) => {
      const [path, suffix] = splitSuffix(href);
      return `${withPrefix(translateBarePath(path, DEFAULT_LOCALE, locale), locale)}${suffix}`;
    }),
  ]),
) as Record<Locale, (href: string) => string>;

export interface ParsedSitePath {
  locale: Locale;
  /** The English path of the page ("/blog/x"), as code names it. */
  path: string;
  section: Section | null;
  /** True when the address used the English words under a language prefix ("/fr/donate"). */
  englishWords: boolean;
}

/**
 * An address in any language read back: "/fr/histoires/x" → fr, "/blog/x". The answer is shared
 * by every caller with the same address (remembered), so it is frozen.
 */
export const parseSitePath: (pathname: string) => Readonly<ParsedSitePath> = rememberedByString(
  (pathname) => Object.freeze(readSitePath(pathname)),
);

function readSitePath(pathname: string): ParsedSitePath {
  const locale = localeFromPath(pathname);
  const bare = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1) || "/";
  const own = matchSection(bare, locale);
  if (own) {
    const path = `/${SECTION_WORDS[own.section].en}${own.rest}`;
    return { locale, path, section: own.section, englishWords: false };
  }
  const english = locale === DEFAULT_LOCALE ? null : matchSection(bare, DEFAULT_LOCALE);
  return { locale, path: bare, section: english?.section ?? null, englishWords: english !== null };
}

/** The same page in another language: ("/fr/faire-un-don", "ru") → "/ru/pozhertvovat". */
export function pathInLocale(pathname: string, locale: Locale): string {
  return localizedHref(parseSitePath(pathname).path, locale);
}

/**
 * Where an address with English words under a language prefix moves for good (301):
 * "/fr/get-involved" → "/fr/s-engager". Null for every other address (its own words, or no section).
 */
export function localizedAddressOf(pathname: string): string | null {
  const parsed = parseSitePath(pathname);
  if (!parsed.englishWords) return null;
  const target = localizedHref(parsed.path, parsed.locale);
  return target === pathname ? null : target;
}

/** A page in every language: { en: "/donate", fr: "/fr/faire-un-don", ru: "/ru/pozhertvovat" }. */
export function addressesOf(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, localizedHref(path, l)])) as Record<
    Locale,
    string
  >;
}
