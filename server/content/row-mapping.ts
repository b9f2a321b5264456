/**
 * Between an entity's stored row and its localized shape. A localized field `title` lives in one
 * column per language: `title` (English), `title_fr`, `title_ru` (docs/decisions/0006).
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import { type EntityDefinition, type Field, translationStatus } from "../../core/content/define.ts";

export type Row = Record<string, unknown>;

/** The (camelCase) column holding one language of a field. */
export function columnOf(name: string, locale: Locale): string {
  return locale === "en" ? name : `${name}${locale[0].toUpperCase()}${locale.slice(1)}`;
}

/** What an empty value looks like in its column (for the "missing language" filter). */
export const storedEmpty = (field: Field) => (field.kind === "list" ? "[]" : "");

function decode(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case "list":
      return typeof value === "string" ? (JSON.parse(value) as unknown) : [];
    case "boolean":
      return Boolean(value);
    case "number":
      return Number(value ?? 0);
    default:
      return value ?? "";
  }
}

function encode(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case "list":
      return JSON.stringify(value ?? []);
    case "boolean":
      return value ? 1 : 0;
    case "dateTime":
      return value === "" ? null : value;
    default:
      return value;
  }
}

/** A stored row as the item with every language, plus how complete each language is. */
export function fromRow(definition: EntityDefinition, row: Row): Row {
  const item: Row = { id: Number(row.id), createdAt: row.createdAt, updatedAt: row.updatedAt };
  // Posts and news know who created them (authors change only their own: core/access.ts).
  if ("createdBy" in row) item.createdBy = row.createdBy === null ? null : Number(row.createdBy);
  // Items in the trash say since when (the trash list; purged after 30 days).
  if (row.deletedAt) item.deletedAt = row.deletedAt;
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.localized) {
      const values: Partial<Record<Locale, unknown>> = {};
      for (const locale of LOCALES) values[locale] = decode(field, row[columnOf(name, locale)]);
      item[name] = values;
    } else {
      item[name] = decode(field, row[name]);
    }
  }
  item.translations = translationStatus(definition, item);
  return item;
}

/** Validated values (only those given) as column values; a localized field sets only the languages given. */
export function toRow(definition: EntityDefinition, values: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = definition.fields[name];
    if (!field || value === undefined) continue;
    if (field.localized) {
      for (const [locale, v] of Object.entries(value as Partial<Record<Locale, unknown>>)) {
        if (v !== undefined) row[columnOf(name, locale as Locale)] = encode(field, v);
      }
    } else {
      row[name] = encode(field, value);
    }
  }
  return row;
}
