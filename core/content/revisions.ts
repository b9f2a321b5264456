/**
 * What changed between two versions of a content item (docs/decisions/0014-revisions-and-audit.md):
 * the field names and languages a save changed (revisions and the audit log), and the field-by-field
 * differences the admin's History shows. Items are in the localized shape (`{ en, fr, ru }`).
 */
import { LOCALES, type Locale } from "../constants.ts";
import { type EntityDefinition, emptyValue, type Field } from "./define.ts";

export interface Changes {
  fields: string[];
  /** The languages of the localized fields that changed (none when only plain fields did). */
  locales: Locale[];
}

type Item = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function valueIn(field: Field, item: Item | null, name: string, locale: Locale | null): unknown {
  const value = item?.[name];
  if (locale === null) return value ?? emptyValue(field);
  const byLocale = (value ?? {}) as Partial<Record<Locale, unknown>>;
  return byLocale[locale] ?? emptyValue(field);
}

/** The fields (and languages) that differ; `before` null means a new item (compared with empties). */
export function changesBetween(
  definition: EntityDefinition,
  before: Item | null,
  after: Item,
): Changes {
  const fields: string[] = [];
  const locales = new Set<Locale>();
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.localized) {
      let changed = false;
      for (const locale of LOCALES) {
        if (!same(valueIn(field, before, name, locale), valueIn(field, after, name, locale))) {
          changed = true;
          locales.add(locale);
        }
      }
      if (changed) fields.push(name);
    } else if (!same(valueIn(field, before, name, null), valueIn(field, after, name, null))) {
      fields.push(name);
    }
  }
  return { fields, locales: LOCALES.filter((l) => locales.has(l)) };
}

export interface Difference {
  field: string;
  label: string;
  /** The language of a localized field's value; null for a plain field. */
  locale: Locale | null;
  before: string;
  after: string;
}

/** Rich text as its words (the History shows a plain text comparison). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function shown(field: Field, value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join("\n");
  if (field.kind === "richText") return plainText(String(value ?? ""));
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value ?? "");
}

/** Field by field, per language: where `before` (a revision) and `after` (now) differ. */
export function differences(definition: EntityDefinition, before: Item, after: Item): Difference[] {
  const out: Difference[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    for (const locale of field.localized ? LOCALES : [null]) {
      const a = valueIn(field, before, name, locale);
      const b = valueIn(field, after, name, locale);
      if (same(a, b)) continue;
      out.push({
        field: name,
        label: field.label,
        locale,
        before: shown(field, a),
        after: shown(field, b),
      });
    }
  }
  return out;
}
