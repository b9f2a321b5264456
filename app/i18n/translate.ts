/**
 * The site's translate function: a key path inside one namespace ("hero.title" in "home"), with
 * `{{name}}` placeholders, plural forms chosen by `count` through Intl.PluralRules (`minutes_one`,
 * `minutes_few`, `minutes_other`…) and the default language's text when a key is missing. It does
 * what the public pages need and nothing more, so it costs the browser a few hundred bytes where
 * i18next and react-i18next cost 14 KB compressed (decision 0017).
 */
import type { Locale } from "../../core/constants.ts";
import type { Namespace } from "./resources.ts";

/** A language's translations: namespace → nested keys → text (or list/object for returnObjects). */
export type Messages = Record<string, Record<string, unknown>>;

export interface TranslateOptions {
  /** Chooses the plural form and fills `{{count}}`. */
  count?: number;
  /** Answers the stored list or object itself (e.g. a list of highlights) instead of a text. */
  returnObjects?: boolean;
  /** The text when no language has the key (e.g. an error code the page has no message for). */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number) {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function lookup(namespace: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = namespace;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined) {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The text of `key` in one language's namespace, or undefined when that language lacks it. */
function find(
  messages: Messages | undefined,
  locale: Locale,
  ns: string,
  key: string,
  options: TranslateOptions | undefined,
): unknown {
  const namespace = messages?.[ns];
  if (typeof options?.count === "number") {
    const plural =
      lookup(namespace, `${key}_${pluralCategory(locale, options.count)}`) ??
      lookup(namespace, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(namespace, key);
}

/**
 * The translate function of one namespace in `locale`, falling back to `fallback` (the default
 * language's translations) for keys the locale does not have, then to the key itself.
 */
export function createT(
  locale: Locale,
  messages: Messages | undefined,
  fallbackLocale: Locale,
  fallback: Messages | undefined,
  ns: Namespace,
): TFunction {
  return ((key: string, options?: TranslateOptions) => {
    const found =
      find(messages, locale, ns, key, options) ?? find(fallback, fallbackLocale, ns, key, options);
    if (options?.returnObjects && found !== undefined && typeof found === "object") return found;
    if (typeof found === "string") return interpolate(found, options);
    return typeof options?.defaultValue === "string"
      ? interpolate(options.defaultValue, options)
      : key;
  }) as TFunction;
}
