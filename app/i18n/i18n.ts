/**
 * The translations, bundled per language: the server holds all three (registered by
 * all-locales.server.ts); a browser loads only the language of the page (before hydration,
 * app/entry.client.tsx) and another one when the visitor switches (the root's clientLoader).
 * Nothing is fetched from elsewhere.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";
import type { Namespace } from "./resources.ts";
import { createT, type Messages, type TFunction } from "./translate.ts";

/** The JSON files of one language, as one chunk per language in the browser build. */
const lazyLocales = import.meta.glob<{ default: Messages }>("./locales/*.ts");

const loaded = new Map<Locale, Messages>();
const translators = new Map<string, TFunction>();

/** Server side: every language is registered at start (app/i18n/all-locales.server.ts). */
export function registerLocale(locale: Locale, messages: Messages) {
  loaded.set(locale, messages);
  translators.clear();
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Makes a language's translations available to translatorFor (a no-op once loaded). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = lazyLocales[`./locales/${locale}.ts`];
  if (!load) throw new Error(`No translations for ${locale}`);
  loaded.set(locale, (await load()).default);
}

/**
 * The translate function of a namespace in a language, the default language filling its gaps.
 * Cached once the language is loaded (before that, every key answers itself).
 */
export function translatorFor(locale: Locale, ns: Namespace): TFunction {
  const cacheKey = `${locale}:${ns}`;
  const cached = translators.get(cacheKey);
  if (cached) return cached;
  const t = createT(locale, loaded.get(locale), DEFAULT_LOCALE, loaded.get(DEFAULT_LOCALE), ns);
  if (loaded.has(locale)) translators.set(cacheKey, t);
  return t;
}
