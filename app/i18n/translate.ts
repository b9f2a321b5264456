/**
 * The site's translate function: a key path inside one namespace ("hero.title" in "home"), with
 * `{{name}}` placeholders, plural forms chosen by `count` through Intl.PluralRules (`minutes_one`,
 * `minutes_few`, `minutes_other`…) and the default language's text when a key is missing. It does
 * what the public pages need and nothing more, so it costs the browser a few hundred bytes where
 * i18next and react-i18next cost 14 KB compressed (decision 0017).
 */
import type { Locale } from "../../core/constants.ts";
import { rememberedByString } from "../../core/remembered.ts";
import type { Namespace, Resources } from "./resources.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";

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

/*
 * Typed keys. The English files (resources.ts) are the reference: a key is a dot path of
 * `Resources[N]`. `TextKey` lists the paths that end at a text; a plural family (`minutes_one`,
 * `minutes_other`…) is also reachable by its base name (`PluralKey`, with a `count`). `ObjectKey`
 * lists the paths that end at a list or an object, for `returnObjects: true`, and `ValueAt` is the
 * type found there. So `t("hero.titel")`, or a key of another namespace, does not compile, and a key
 * built from data compiles when the data's type is a union of real keys (`categories.${Category}`).
 * Each union is computed once per namespace; the files are small, so this costs tsc little.
 */
type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";

/** "a.b.c" for every string leaf of T (a list's items are not keys: use returnObjects). */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${TextPaths<T[K]>}`
        : never;
}[keyof T & string];

/** "a.b" for every list or object of T. */
type ObjectPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : T[K] extends object
        ? K | `${K}.${ObjectPaths<T[K]>}`
        : never;
}[keyof T & string];

export type TextKey<N extends Namespace> = TextPaths<Resources[N]>;
export type PluralBase<K> = K extends `${infer Base}${PluralSuffix}` ? Base : never;
export type PluralKey<N extends Namespace> = PluralBase<TextKey<N>>;
export type ObjectKey<N extends Namespace> = ObjectPaths<Resources[N]>;

/** The type at a dot path of T. */
export type ValueAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** The translate function of namespace N. */
export interface TFunction<N extends Namespace> {
  (key: TextKey<N>, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: PluralKey<N>, options: TranslateOptions & { count: number; returnObjects?: false }): string;
  <K extends ObjectKey<N>>(
    key: K,
    options: TranslateOptions & { returnObjects: true },
  ): ValueAt<Resources[N], K>;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number) {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** "hero.title" → ["hero", "title"], once per key: every text of every page is looked up so. */
const keyParts = rememberedByString((path) => path.split("."));

function lookup(namespace: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = namespace;
  for (const part of keyParts(path)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined) {
  return options ? fillPlaceholders(text, options) : text;
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
export function createT<N extends Namespace>(
  locale: Locale,
  messages: Messages | undefined,
  fallbackLocale: Locale,
  fallback: Messages | undefined,
  ns: N,
): TFunction<N> {
  return ((key: string, options?: TranslateOptions) => {
    const found =
      find(messages, locale, ns, key, options) ?? find(fallback, fallbackLocale, ns, key, options);
    if (options?.returnObjects && found !== undefined && typeof found === "object") return found;
    if (typeof found === "string") return interpolate(found, options);
    return typeof options?.defaultValue === "string"
      ? interpolate(options.defaultValue, options)
      : key;
  }) as TFunction<N>;
}
