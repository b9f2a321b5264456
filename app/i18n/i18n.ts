/**
 * The translations, one chunk per language and namespace ("fr/home"): the server holds them all
 * (registered by all-locales.server.ts); a browser loads only the namespaces the page uses, in the
 * page's language: those the server rendered before hydrating (app/entry.client.tsx reads their list
 * from the page, app/i18n/used-namespaces.tsx), others when a component first needs them
 * (useTranslation suspends meanwhile). Nothing is fetched from elsewhere.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../core/constants.ts";
import type { Namespace } from "./resources.ts";
import { createT, type Messages, type TFunction } from "./translate.ts";

type NamespaceModule = { default: Record<string, unknown> };

/** Every JSON file of every language, each a chunk of its own in the browser build. */
const lazyNamespaces = import.meta.glob<NamespaceModule>("./locales/*/*.json");

const loaded = new Map<Locale, Messages>();
const pending = new Map<string, Promise<void>>();
/** "fr:home" → the translate function of that namespace (typed by translatorFor). */
const translators = new Map<string, unknown>();

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Server side: every namespace of every language is registered at start. */
export function registerNamespace(locale: Locale, ns: string, messages: Record<string, unknown>) {
  const languageMessages = loaded.get(locale) ?? {};
  languageMessages[ns] = messages;
  loaded.set(locale, languageMessages);
  translators.delete(`${locale}:${ns}`);
}

export function isNamespaceLoaded(locale: Locale, ns: string): boolean {
  return loaded.get(locale)?.[ns] !== undefined;
}

/** Loads one namespace of a language (once; the same promise for every caller meanwhile). */
export function loadNamespace(locale: Locale, ns: string): Promise<void> {
  if (isNamespaceLoaded(locale, ns)) return Promise.resolve();
  const key = `${locale}:${ns}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = lazyNamespaces[`./locales/${locale}/${ns}.json`];
    if (!load) return Promise.reject(new Error(`No translations for ${key}`));
    promise = load().then(
      (module) => registerNamespace(locale, ns, module.default),
      (error: unknown) => {
        pending.delete(key); // a dropped connection: the next render tries again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

export function loadNamespaces(locale: Locale, namespaces: readonly string[]) {
  return Promise.all(namespaces.map((ns) => loadNamespace(locale, ns)));
}

/**
 * The translate function of a namespace in a language, the default language filling its gaps.
 * Cached once the namespace is loaded (before that, every key answers itself).
 */
export function translatorFor<N extends Namespace>(locale: Locale, ns: N): TFunction<N> {
  const cacheKey = `${locale}:${ns}`;
  const cached = translators.get(cacheKey) as TFunction<N> | undefined;
  if (cached) return cached;
  const t = createT(locale, loaded.get(locale), DEFAULT_LOCALE, loaded.get(DEFAULT_LOCALE), ns);
  if (isNamespaceLoaded(locale, ns)) translators.set(cacheKey, t);
  return t;
}
