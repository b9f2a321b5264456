/**
 * What the site search holds of a content item (docs/decisions/0042-site-search.md): one document
 * per item and language it is written in, its title (weighs most), its summary (the other
 * searchable fields: excerpt, description, place, byline) and its body (the remaining texts: the
 * rich-text body, a program's long description and lists), as plain text, with where the reader
 * finds it and whether a visitor may (published, listed, not in the trash).
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import type { EntityDefinition, Field } from "../../core/content/define.ts";
import { itemLocation } from "../../core/content/permalinks.ts";
import type { SearchKind } from "../../core/search.ts";
import { columnOf, type Row } from "../content/row-mapping.ts";
import { plainText } from "./analysis.ts";

/** The entities the site search covers, with the field that dates each item for readers. */
export const SEARCHED_ENTITIES = {
  blogPosts: { date: "date" },
  newsArticles: { date: "publishDate" },
  programs: { date: "startDate" },
  storeItems: { date: null },
} as const satisfies Partial<Record<EntityDefinition["name"], { date: string | null }>>;

export type SearchedEntity = keyof typeof SEARCHED_ENTITIES;

export const isSearched = (name: string): name is SearchedEntity => name in SEARCHED_ENTITIES;

export interface SearchDocument {
  kind: SearchKind;
  /** The item's id, or a fixed page's English path. */
  item: string;
  locale: Locale;
  /** The English path of where it is read, in that language's slug ("/blog/mon-histoire"). */
  path: string;
  visible: boolean;
  /** The item's own date (YYYY-MM-DD), "" when it has none. */
  date: string;
  title: string;
  excerpt: string;
  body: string;
}

function textOf(field: Field, value: unknown): string {
  if (typeof value !== "string") return "";
  if (field.kind === "richText") return plainText(value);
  if (field.kind === "list" && field.of === "text") {
    try {
      const items = JSON.parse(value) as unknown;
      return Array.isArray(items) ? items.filter((i) => typeof i === "string").join(". ") : "";
    } catch {
      return "";
    }
  }
  return field.kind === "text" || field.kind === "longText" ? value : "";
}

/** Whether a visitor may find the row: what its public filter lets through, listed, not trashed. */
function visibleRow(definition: EntityDefinition, row: Row): boolean {
  if (row.deletedAt) return false;
  const filter = definition.publicFilter;
  if (filter && row[filter.field] !== filter.value) return false;
  const unlisted = definition.unlisted;
  return !(unlisted && unlisted.values.includes(String(row[unlisted.field])));
}

/** The documents of a stored row (camelCase columns), one per language it has a title in. */
export function documentsOfRow(definition: EntityDefinition, row: Row): SearchDocument[] {
  const name = definition.name;
  if (!isSearched(name)) return [];
  const dateField = SEARCHED_ENTITIES[name].date;
  const fields = Object.entries(definition.fields);
  const visible = visibleRow(definition, row);
  const docs: SearchDocument[] = [];
  for (const locale of LOCALES) {
    // A person's name left untranslated reads in English (decision 0030).
    const value = (field: string, spec: Field) => {
      const own = textOf(spec, row[spec.localized ? columnOf(field, locale) : field]);
      return own || (spec.translationOptional ? textOf(spec, row[field]) : "");
    };
    const title = value(definition.titleField, definition.fields[definition.titleField]!).trim();
    if (!title) continue;
    const summary: string[] = [];
    const body: string[] = [];
    for (const [field, spec] of fields) {
      if (field === definition.titleField || spec.kind === "slug" || spec.fallback === false)
        continue;
      if (spec.searchable) summary.push(value(field, spec));
      else if (spec.localized) body.push(value(field, spec));
    }
    const slug = "slug" in definition.fields ? String(row[columnOf("slug", locale)] ?? "") : "";
    const path = itemLocation(name, String(row.id), slug);
    if (!path) continue;
    docs.push({
      kind: name,
      item: String(row.id),
      locale,
      path,
      visible,
      date: dateField ? String(row[dateField] ?? "").slice(0, 10) : "",
      title,
      excerpt: summary.filter(Boolean).join(" · "),
      body: body.filter(Boolean).join("\n"),
    });
  }
  return docs;
}
