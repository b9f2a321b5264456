/**
 * i18next with the translations bundled per language: the server holds all three (registered by
 * all-locales.server.ts); a browser loads only the language of the page (before hydration,
 * app/entry.client.tsx) and another one when the visitor switches (the root's clientLoader).
 * Nothing is fetched from elsewhere.
 */
import i18next, { type i18n, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";

type Namespaces = Record<string, Record<string, unknown>>;

/** The JSON files of one language, as one chunk per language in the browser build. */
const lazyLocales = import.meta.glob<{ default: Namespaces }>("./locales/*.ts");

const loaded = new Map<Locale, Namespaces>();
const instances = new Map<Locale, i18n>();

/** Server side: every language is registered at start (app/i18n/all-locales.server.ts). */
export function registerLocale(locale: Locale, namespaces: Namespaces) {
  loaded.set(locale, namespaces);
  instances.delete(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Makes a language's translations available to createI18n (a no-op once loaded). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = lazyLocales[`./locales/${locale}.ts`];
  if (!load) throw new Error(`No translations for ${locale}`);
  loaded.set(locale, (await load()).default);
}

/** The i18next instance of a language (one per language; they never change language). */
export function createI18n(locale: Locale): i18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const resources: Record<string, ResourceLanguage> = {};
  for (const lang of new Set([locale, DEFAULT_LOCALE])) {
    const namespaces = loaded.get(lang);
    if (namespaces) resources[lang] = namespaces;
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // Not cached before the language is loaded, so a later call gets the translations.
  if (loaded.has(locale)) instances.set(locale, instance);
  return instance;
}
