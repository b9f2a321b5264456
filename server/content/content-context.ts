/**
 * What every part of a content service shares (content-service.ts puts the parts together): the
 * entity's definition and table over a database typed for any table, its hooks, who may read and
 * write which rows, and the reads of a stored row as the item, in every language or in one.
 */
import type { Kysely, SelectQueryBuilder, UpdateQueryBuilder, UpdateResult } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import type { EntityDefinition } from "../../core/content/define.ts";
import { resolveLocalized } from "../../core/content/resolve.ts";
import { notFound } from "../../core/errors.ts";
import type { ContentService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db, DbKind } from "../db/index.ts";
import type { SiteChangeHooks } from "../events/site-change.ts";
import { contentAccess, type ContentAccess } from "./content-access.ts";
import { fromRow, type Row } from "./row-mapping.ts";

// The parts work over any content table; each entity's types are pinned by its definition when
// content-service.ts puts them together.
export type LooseDb = Kysely<Record<string, Row>>;
export type LooseQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;
export type LooseUpdate = UpdateQueryBuilder<Record<string, Row>, string, string, UpdateResult>;
/** The service with items as plain rows, as its parts build it. */
export type LooseContentService = ContentService<Row, Row>;

export interface ContentHooks {
  kind: DbKind;
  /** The site's default language (settings), the second step of the fallback chain. */
  defaultLocale: () => Promise<Locale>;
  /** Told of every change, in its transaction and once committed (caches, the CDN). */
  siteChanges?: SiteChangeHooks;
  /** Records who changed what. */
  audit?: AuditService;
}

export interface ContentContext {
  db: LooseDb;
  /** The same database with its own types, for the tables every entity shares. */
  typedDb: Db;
  definition: EntityDefinition;
  table: string;
  hooks: ContentHooks;
  access: ContentAccess;
  /** A stored row as the item with every language of its localized fields. */
  toLocalized: (row: Row) => Row;
  /** The item in one language, with the fallback chain. */
  resolve: (item: Row, locale: Locale) => Promise<Row>;
  /** 404 for a language the site does not have. */
  checkLocale: (locale: Locale) => Locale;
  /**
   * The item's name for the audit log's sentences: `title` in English (what older entries have),
   * `titles` in each language it has, so the log names it in the staff member's language.
   */
  titleDetails: (item: Row) => { title: string; titles?: Partial<Record<Locale, string>> };
  /** The stored row of an item not in the trash, read in `on` (a write's transaction) or `db`. */
  liveRow: (id: number, on?: LooseDb) => Promise<Row | undefined>;
}

export function createContentContext(
  typedDb: Db,
  definition: EntityDefinition,
  hooks: ContentHooks,
): ContentContext {
  const db = typedDb as unknown as LooseDb;
  return {
    db,
    typedDb,
    definition,
    table: definition.name,
    hooks,
    access: contentAccess(db, definition),
    toLocalized: (row) => fromRow(definition, row),
    resolve: async (item, locale) =>
      resolveLocalized(definition, item, locale, await hooks.defaultLocale()),
    checkLocale(locale) {
      if (!LOCALES.includes(locale)) throw notFound();
      return locale;
    },
    titleDetails(item) {
      const value = item[definition.titleField];
      if (!value || typeof value !== "object") return { title: String(value ?? "") };
      const all = value as Partial<Record<Locale, unknown>>;
      const titles = Object.fromEntries(
        LOCALES.flatMap((l) => (typeof all[l] === "string" && all[l] ? [[l, all[l]]] : [])),
      );
      return { title: String(all.en ?? ""), titles };
    },
    liveRow: (id, on = db) =>
      on
        .selectFrom(definition.name)
        .selectAll()
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst(),
  };
}
