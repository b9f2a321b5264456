/**
 * The visitor's language choice is remembered in localStorage and mirrored in the "lang" cookie,
 * which the server reads to answer a bare address in that language (core/locale-detection.ts).
 */
import { DEFAULT_LOCALE, isLocale } from "../../core/constants.ts";
import { isLocalPath } from "../../core/local-path.ts";
import { cookieLocale, LANG_STORAGE_KEY, rememberLocale } from "../i18n/detect.ts";
import { localeFromPath, pathInLocale } from "../i18n/locale-path.ts";

/**
 * A click on the language switcher remembers the language chosen. Its links go through the
 * server's /language/<locale> (which remembers the choice for a page without script); here they
 * point straight at the page, saving that redirect.
 */
export function rememberLanguageChoice(root: ParentNode) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-locale-choice]")) {
    const next = new URL(link.href).searchParams.get("next");
    if (next && isLocalPath(next)) link.setAttribute("href", next);
    link.addEventListener("click", () => {
      const locale = link.dataset.localeChoice;
      if (isLocale(locale)) rememberLocale(locale);
    });
  }
}

/**
 * When the cookie does not say what localStorage remembers (cleared, expired, or set before the
 * cookie existed), writes it again and, on an English page at a bare address, moves to the
 * remembered language. Answers whether it is moving.
 */
export function restoreRememberedLanguage(): boolean {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return false;
  }
  if (!isLocale(stored) || cookieLocale(document.cookie) === stored) return false;
  rememberLocale(stored);
  const { pathname, search, hash } = window.location;
  if (localeFromPath(pathname) !== DEFAULT_LOCALE || stored === DEFAULT_LOCALE) return false;
  window.location.replace(`${pathInLocale(pathname, stored)}${search}${hash}`);
  return true;
}
