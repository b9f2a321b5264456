/**
 * The translations, one chunk per language and namespace ("fr/home"): the server holds them all
 * (registered by all-locales.server.ts); a browser gets only the namespaces the page uses, in the
 * page's language: those the server rendered with come inside the page itself
 * (app/i18n/used-namespaces.tsx), others are fetched as JSON from this server when a component
 * first needs them (useTranslation suspends meanwhile). Nothing is fetched from elsewhere.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/constants.ts";
import type { Namespace } from "./resources.ts";
import { createT, type Messages, type TFunction } from "./translate.ts";

/** The build's version (React Router's manifest), so a namespace's address changes with a deploy. */
function buildVersion(): string {
  const manifest = (globalThis as { __reactRouterManifest?: { version?: string } })
    .__reactRouterManifest;
  return manifest?.version ?? "";
}

/** One namespace from the server (app/routes/feeds/translations.ts). */
async function fetchNamespace(locale: Locale, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `/locales/${locale}/${ns}.json?v=${encodeURIComponent(buildVersion())}`,
  );
  if (!response.ok) throw new Error(`Translations ${locale}/${ns}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const loaded = new Map<Locale, Messages>();
const pending = new Map<string, Promise<void>>();
/** "fr:home" → the translate function of that namespace (typed by translatorFor). */
const translators = new Map<string, unknown>();

export { isLocale };

/** How many namespaces have arrived so far, for what renders texts outside a component's own hook. */
let textsVersion = 0;
const textsListeners = new Set<() => void>();

/**
 * Server side: every namespace of every language is registered at start. In the browser, each
 * namespace as it arrives; what listens (the document's title, app/root.tsx) renders again.
 */
export function registerNamespace(locale: Locale, ns: string, messages: Record<string, unknown>) {
  const languageMessages = loaded.get(locale) ?? {};
  languageMessages[ns] = messages;
  loaded.set(locale, languageMessages);
  translators.delete(`${locale}:${ns}`);
  textsVersion++;
  for (const listener of textsListeners) listener();
}

/** For useSyncExternalStore: a change whenever a namespace arrives. */
export function subscribeToTexts(listener: () => void): () => void {
  textsListeners.add(listener);
  return () => textsListeners.delete(listener);
}
export const currentTextsVersion = () => textsVersion;

/** Server side: the texts of `namespaces` in one language, as the page carries them to the browser. */
export function pageMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const languageMessages = loaded.get(locale) ?? {};
  const messages: Messages = {};
  for (const ns of namespaces) {
    const texts = languageMessages[ns];
    if (texts) messages[ns] = texts;
  }
  return messages;
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
    promise = fetchNamespace(locale, ns).then(
      (messages) => registerNamespace(locale, ns, messages),
      (error: unknown) => {
        pending.delete(key); // a dropped connection: the next render tries again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** A promise React reads as already settled (`status`), so `use` on it never suspends. */
const READY: Promise<void> = Object.assign(Promise.resolve(), {
  status: "fulfilled",
  value: undefined,
});

/** What `use` waits on in useTranslation: settled at once when the namespace is there. */
export function namespaceReady(locale: Locale, ns: string): Promise<void> {
  return isNamespaceLoaded(locale, ns) ? READY : loadNamespace(locale, ns);
}

/** One wait per language and namespace, for a route's declared texts (app/i18n/route-namespaces.tsx). */
interface Settling {
  promise: Promise<void>;
  /** The navigation that asked (a location key): a failed fetch is tried again on the next one. */
  attempt: string;
  failed: boolean;
}
const settling = new Map<string, Settling>();

/**
 * Like namespaceReady, but a failed fetch settles too (nothing is thrown): the component that reads
 * the namespace asks again and says what failed. Within one navigation (`attempt`) a failure is not
 * fetched again, so a render that waits on it cannot loop.
 */
export function namespaceSettled(locale: Locale, ns: string, attempt: string): Promise<void> {
  if (isNamespaceLoaded(locale, ns)) return READY;
  const key = `${locale}:${ns}`;
  const current = settling.get(key);
  if (current && (!current.failed || current.attempt === attempt)) return current.promise;
  const next: Settling = { attempt, failed: false, promise: READY };
  next.promise = loadNamespace(locale, ns).catch(() => {
    next.failed = true;
  });
  settling.set(key, next);
  return next.promise;
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
