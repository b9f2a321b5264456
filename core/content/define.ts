import type { FieldReason } from "../errors.ts";
/**
 * The shape of an entity definition (in the spirit of Payload's CollectionConfig) and the types
 * derived from it. Each entity is defined once in this folder; schemas, row mapping, admin forms and
 * public types all come from that definition, so a field name exists once and a typo fails to compile.
 */
import { LOCALES, type Locale, type UploadBucket } from "../constants.ts";

interface FieldBase {
  /** Admin label (English: docs/decisions/0002). */
  label: string;
  /** Must be given on create; for a localized field, in English. A string is the error message. */
  required?: boolean | string;
  /** Stored in every language; reads resolve it with the fallback chain. */
  localized?: boolean;
  /**
   * `false`: a localized field read per language without the fallback chain, where empty means
   * "use the page's default" (SEO title, description and image fall back to the item's own title,
   * excerpt and image in that language, not to another language's SEO text).
   */
  fallback?: false;
  /**
   * A person's name (docs/decisions/0030): written per language where the script differs, but an
   * empty language uses the English without counting the item as untranslated.
   */
  translationOptional?: true;
  /** Looked in by the text search `q`. */
  searchable?: boolean;
  /** Shown in the admin list as a column (title line or meta). */
  listColumn?: boolean;
  /** Admin form hint, and whether the input spans both columns of the form grid. */
  hint?: string;
  wide?: boolean;
}

export type Field =
  | (FieldBase & { kind: "text"; max: number; format?: "email"; default?: string })
  | (FieldBase & { kind: "longText"; max: number; rows?: number })
  /** HTML, sanitized on every write on the server (decision 0011); images uploaded to `bucket`. */
  | (FieldBase & { kind: "richText"; max: number; bucket?: UploadBucket })
  | (FieldBase & { kind: "date"; default: "today" | "none" })
  /** An instant: ISO 8601 with an offset at the edge, stored in UTC; "" when not set. The admin
   * enters and shows it in the site's timezone (settings). */
  | (FieldBase & { kind: "dateTime" })
  | (FieldBase & { kind: "number"; integer: boolean; max: number; default?: number })
  | (FieldBase & { kind: "boolean"; description?: string })
  | (FieldBase & { kind: "select"; options: readonly string[]; default: string })
  | (FieldBase & {
      kind: "list";
      of: "text" | "image";
      itemLabel: string;
      max: number;
      bucket?: UploadBucket;
    })
  | (FieldBase & { kind: "image"; bucket: UploadBucket; placeholder: boolean })
  /** The item's address part (`/blog/<slug>`), per language: made from `from` when left empty,
   * unique per entity and language; a changed slug keeps the old address as a redirect. */
  | (FieldBase & { kind: "slug"; from: string });

export type Fields = Record<string, Field>;
export type FieldKind = Field["kind"];

/**
 * A rule between fields (programs: end date not before start date), checked by the server on the
 * item as it will be stored, on create and update. `fields` names the fields it involves, each
 * with its complaint: the English message (API clients) and its code, which the admin words in the
 * staff member's language (core/errors.ts). An update that gives none of them is not checked, one
 * that gives some is answered on those.
 */
export interface FieldCheck<Name extends string = string> {
  fields: Partial<Record<Name, { message: string; reason: FieldReason }>>;
  /** Gets the item's values after the write (non-localized fields as plain values). */
  valid: (item: Record<string, unknown>) => boolean;
}

export interface EntityDefinition<F extends Fields = Fields> {
  /** Service name (`services.<name>`) and Kysely table name. */
  name: "blogPosts" | "newsArticles" | "programs" | "galleryItems" | "storeItems";
  /** Path under /api/v1. */
  apiPath: string;
  fields: F;
  /** The field whose value names an item (admin list title, audit). */
  titleField: keyof F & string;
  /** What an anonymous visitor may see, e.g. status = 'published'. */
  publicFilter?: { field: keyof F & string; value: string };
  /**
   * Items a visitor may open but that no public list shows (a cancelled program): left out of the
   * sitemap too, so search engines are sent only where the site itself sends visitors.
   */
  unlisted?: { field: keyof F & string; values: readonly string[] };
  /** Rules between fields, enforced on the server (400 naming the fields). */
  checks?: readonly FieldCheck<keyof F & string>[];
  /** Newest first by creation or by the item's own date field, then id (listing indexes serve it). */
  defaultOrder: { field: "createdAt" | (keyof F & string); direction: "asc" | "desc" };
  /** Scheduled publication: an item in status "scheduled" becomes "published" (the public filter's
   * value) when the time in this dateTime field has come (server/content/content-jobs.ts). */
  schedule?: { field: keyof F & string };
}

/** Keeps the literal types of a definition (field names and kinds) for the derived types. */
export function defineEntity<const F extends Fields>(definition: EntityDefinition<F>) {
  return definition;
}

export type Localized<V> = Record<Locale, V>;

type ValueOf<F extends Field> = F extends { kind: "number" }
  ? number
  : F extends { kind: "boolean" }
    ? boolean
    : F extends { kind: "list" }
      ? string[]
      : F extends { kind: "select"; options: readonly (infer O)[] }
        ? O
        : string;
type StoredValueOf<F extends Field> = F extends { localized: true }
  ? Localized<ValueOf<F>>
  : ValueOf<F>;
type InputValueOf<F extends Field> = F extends { localized: true }
  ? ValueOf<F> | Partial<Localized<ValueOf<F>>>
  : ValueOf<F>;

type FieldsOf<D> = D extends EntityDefinition<infer F> ? F : never;
export interface Meta {
  id: number;
  createdAt: string;
  updatedAt: string;
  /** The user who created it (blog posts and news articles; null for older items). */
  createdBy?: number | null;
  /** When it was moved to the trash (items of the trash list only). */
  deletedAt?: string;
}
/** The names of the localized fields of an entity that editors translate (not the slug). */
export type LocalizedFieldName<D> = {
  [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { localized: true; kind: infer Kind }
    ? Kind extends "slug"
      ? never
      : FieldsOf<D>[K] extends { fallback: false }
        ? never
        : K
    : never;
}[keyof FieldsOf<D>] &
  string;

/** An item read in one language: plain values, plus which fields came from another language. */
export type EntityOf<D> = { -readonly [K in keyof FieldsOf<D>]: ValueOf<FieldsOf<D>[K]> } & Meta & {
    fallbacks: LocalizedFieldName<D>[];
    /** The language each fallen-back field is in (for `lang` on public pages). */
    fallbackLocales: Partial<Record<LocalizedFieldName<D>, Locale>>;
  };
/** An item with every language of its localized fields (admin, `?locale=all`). */
export type LocalizedEntityOf<D> = {
  -readonly [K in keyof FieldsOf<D>]: StoredValueOf<FieldsOf<D>[K]>;
} & Meta & { translations: TranslationStatus };
/** What a write accepts: any subset of fields; a localized field as a string (English) or by locale. */
export type InputOf<D> = { -readonly [K in keyof FieldsOf<D>]?: InputValueOf<FieldsOf<D>[K]> };

/** Input in English only, with plain values (demo content, tests). */
export type EnglishInputOf<D> = { -readonly [K in keyof FieldsOf<D>]?: ValueOf<FieldsOf<D>[K]> };

/** Per language: whether every localized field given in English is also given in that language. */
export type TranslationStatus = Record<Locale, boolean>;

export const isLocalized = (field: Field) => field.localized === true;
export const isRequired = (field: Field) =>
  field.required !== undefined && field.required !== false;

export function localizedFieldNames(definition: EntityDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, f]) => isLocalized(f))
    .map(([name]) => name);
}

/**
 * Localized fields an editor translates: not the slug (made by the site) nor the optional
 * per-language overrides without fallback (SEO fields).
 */
export const isTranslated = (field: Field) =>
  isLocalized(field) &&
  field.kind !== "slug" &&
  field.fallback !== false &&
  field.translationOptional !== true;

export function translatedFieldNames(definition: EntityDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, f]) => isTranslated(f))
    .map(([name]) => name);
}

/** The entity's slug field, if it has permalinks. */
export function slugFieldOf(
  definition: EntityDefinition,
): { name: string; field: Extract<Field, { kind: "slug" }> } | null {
  for (const [name, field] of Object.entries(definition.fields))
    if (field.kind === "slug") return { name, field };
  return null;
}

/** The value a field holds when nothing is given (lists: [], numbers: 0, booleans: false, else ""). */
export function emptyValue(field: Field): string | number | boolean | string[] {
  if (field.kind === "list") return [];
  if (field.kind === "number") return 0;
  if (field.kind === "boolean") return false;
  return "";
}

export const isBlank = (v: unknown) =>
  v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** Whether `locale` has every localized text that English has. */
export function translationStatus(
  definition: EntityDefinition,
  item: Record<string, unknown>,
): TranslationStatus {
  const status = {} as TranslationStatus;
  for (const locale of LOCALES) {
    status[locale] = translatedFieldNames(definition).every((name) => {
      const value = item[name] as Partial<Record<Locale, unknown>> | undefined;
      return isBlank(value?.en) || !isBlank(value?.[locale]);
    });
  }
  return status;
}

/**
 * The complaints of an entity's failed cross-field checks, by field (empty when valid); see
 * `FieldCheck`. The first check to name a field speaks for it.
 */
export function failedChecks(
  definition: EntityDefinition,
  item: Record<string, unknown>,
  given?: ReadonlySet<string>,
): Record<string, { message: string; reason: FieldReason }> {
  const failed: Record<string, { message: string; reason: FieldReason }> = {};
  for (const check of definition.checks ?? []) {
    const fields = Object.entries(check.fields) as [
      string,
      { message: string; reason: FieldReason },
    ][];
    const named = fields.filter(([name]) => !given || given.has(name));
    if (named.length === 0 || check.valid(item)) continue;
    for (const [name, complaint] of named) failed[name] ??= complaint;
  }
  return failed;
}
