/**
 * The text search `q` of the lists over the searchable fields in the given languages (a public list:
 * the requested one and English; the admin list: every language of an item): a substring match
 * served by an index on both engines (migration 0003: a trigram FTS5 table on SQLite, pg_trgm GIN
 * indexes on PostgreSQL; the document expressions here must stay the ones the migration indexes),
 * or, for the entities the site search covers, a match of its stems in those languages
 * (server/search/, decision 0042: "проекта" finds "проекты").
 */
import { type Expression, type SqlBool, sql } from "kysely";
import type { Locale } from "../../core/constants.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import type { DbKind } from "../db/index.ts";
import { containsPattern } from "../db/list-queries.ts";
import { isSearched } from "../search/search-documents.ts";
import { stemMatchedIds } from "../search/query-match.ts";
import { columnOf } from "./row-mapping.ts";

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns (snake_case) of the search document of one language. */
export function searchColumns(definition: EntityDefinition, locale: Locale): string[] {
  const fields = Object.entries(definition.fields).filter(([, f]) => f.searchable);
  const localized = fields.filter(([, f]) => f.localized).map(([n]) => columnOf(n, locale));
  const plain = locale === "en" ? fields.filter(([, f]) => !f.localized).map(([n]) => n) : [];
  return [...localized, ...plain].map(snakeCase);
}

/** `lower(a || ' ' || b)`: written with literals only, so PostgreSQL matches the index expression. */
export function searchDocument(definition: EntityDefinition, locale: Locale) {
  return `lower(${searchColumns(definition, locale).join(" || ' ' || ")})`;
}

export const searchTable = (definition: EntityDefinition) => `${snakeCase(definition.name)}_search`;

/** The FTS5 trigram tokenizer matches substrings of three characters or more. */
const TRIGRAM = 3;

export function searchCondition(
  definition: EntityDefinition,
  kind: DbKind,
  locales: readonly Locale[],
  term: string,
): Expression<SqlBool> {
  const substring = substringCondition(definition, kind, locales, term);
  const stemmed = isSearched(definition.name)
    ? stemMatchedIds(kind, definition.name, locales, term)
    : null;
  return stemmed ? sql<SqlBool>`(${substring} or id in (${stemmed}))` : substring;
}

function substringCondition(
  definition: EntityDefinition,
  kind: DbKind,
  locales: readonly Locale[],
  term: string,
): Expression<SqlBool> {
  if (kind === "sqlite" && [...term].length >= TRIGRAM) {
    const phrase = `{${locales.join(" ")}} : "${term.replaceAll('"', '""')}"`;
    const table = sql.raw(searchTable(definition));
    return sql<SqlBool>`id in (select rowid from ${table} where ${table} match ${phrase})`;
  }
  const pattern = containsPattern(term);
  const parts = locales.map(
    (l) => sql<SqlBool>`${sql.raw(searchDocument(definition, l))} like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
