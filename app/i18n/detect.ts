/**
 * The visitor's language in the browser: the detection itself is shared with the server
 * (core/locale-detection.ts); remembering a choice is browser work.
 */
import { LANG_COOKIE, type Locale } from "../../core/constants.ts";

export { cookieLocale } from "../../core/locale-detection.ts";
export { LANG_COOKIE };
export const LANG_STORAGE_KEY = "lang";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Browser side: remember a choice in localStorage and in the cookie the server reads. */
export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  document.cookie = `${LANG_COOKIE}=${locale}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
