/**
 * One implementation of list/get/create/update/delete/restore, configured per entity.
 * Visitors see only what `publicWhere` allows; writes need an admin.
 */
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { z } from "zod";
import { notFound } from "../../core/errors.ts";
import { listQuery } from "../../core/schemas.ts";
import type { Actor, ContentService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { ContentTable } from "../db/schema.ts";
import { isAdmin, requireAdmin } from "./access.ts";
import { parseInput } from "./validation.ts";

type Row = Record<string, unknown>;
// The factory works over any content table; each entity's types are pinned by its spec.
type LooseDb = Kysely<Record<string, Row>>;
type LooseQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;

export interface ContentSpec<T, C extends z.ZodType, U extends z.ZodType> {
  table: ContentTable;
  createSchema: C;
  updateSchema: U;
  /** Columns holding JSON lists (stored as text). */
  jsonColumns?: readonly string[];
  /** Columns holding booleans (stored as 0/1). */
  boolColumns?: readonly string[];
  /** Columns the text search looks in. */
  searchColumns: readonly string[];
  /** Allowed values of the status and category filters (anything else is refused). */
  statuses?: readonly string[];
  categories?: readonly string[];
  /** What an anonymous visitor may see, e.g. status = 'published'. */
  publicWhere?: { column: string; value: string };
  /** Called after every change, e.g. to invalidate rendered pages. */
  onChange?: () => void;
  /** Records who changed what. */
  audit?: AuditService;
  /** Brand for the entity type. */
  readonly _type?: T;
}

export function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createContentService<T, C extends z.ZodType, U extends z.ZodType>(
  typedDb: Db,
  spec: ContentSpec<T, C, U>,
): ContentService<T> {
  const db = typedDb as unknown as LooseDb;
  const table = spec.table;
  const json = new Set(spec.jsonColumns ?? []);
  const bools = new Set(spec.boolColumns ?? []);

  const toEntity = (row: Row): T => {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) {
      if (k === "deletedAt") continue;
      if (json.has(k)) out[k] = typeof v === "string" ? (JSON.parse(v) as unknown) : [];
      else if (bools.has(k)) out[k] = Boolean(v);
      else out[k] = v;
    }
    return out as T;
  };
  const toRow = (values: Row): Row => {
    const out: Row = {};
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) continue;
      if (json.has(k)) out[k] = JSON.stringify(v);
      else if (bools.has(k)) out[k] = v ? 1 : 0;
      else out[k] = v;
    }
    return out;
  };

  const visible = (q: LooseQuery, actor: Actor): LooseQuery => {
    let query = q.where("deletedAt", "is", null);
    if (!isAdmin(actor) && spec.publicWhere) {
      query = query.where(spec.publicWhere.column, "=", spec.publicWhere.value);
    }
    return query;
  };

  const findRow = async (id: number, includeDeleted = false) => {
    let q = db.selectFrom(table).selectAll().where("id", "=", id);
    if (!includeDeleted) q = q.where("deletedAt", "is", null);
    return q.executeTakeFirst();
  };

  const changed = async (
    actor: Actor,
    action: string,
    id: number,
    details: Record<string, unknown> = {},
  ) => {
    spec.onChange?.();
    await spec.audit?.record(actor, `content.${action}`, { type: table, id }, details);
  };

  return {
    async list(actor, rawQuery = {}) {
      const query = parseInput(listQuery, rawQuery);
      let base = visible(db.selectFrom(table) as unknown as LooseQuery, actor);
      if (query.status && query.status !== "all") {
        base = spec.statuses?.includes(query.status)
          ? base.where("status", "=", query.status)
          : base.where(sql<boolean>`1 = 0`);
      }
      if (query.category && query.category !== "all") {
        base = spec.categories?.includes(query.category)
          ? base.where("category", "=", query.category)
          : base.where(sql<boolean>`1 = 0`);
      }
      if (query.q) {
        const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
        base = base.where((eb) =>
          eb.or(
            spec.searchColumns.map(
              (col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`,
            ),
          ),
        );
      }
      const [{ total }] = (await base
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .execute()) as [{ total: number }];
      const rows = await base
        .selectAll()
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return {
        items: rows.map(toEntity),
        total: Number(total),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(actor, id) {
      const row = await visible(
        db.selectFrom(table).selectAll().where("id", "=", id) as unknown as LooseQuery,
        actor,
      ).executeTakeFirst();
      if (!row) throw notFound();
      return toEntity(row);
    },

    async create(actor, input) {
      requireAdmin(actor);
      const values = parseInput(spec.createSchema, input) as Row;
      const now = nowIso();
      const row = await db
        .insertInto(table)
        .values({ ...toRow(values), createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await changed(actor, "create", Number(row.id));
      return toEntity(row);
    },

    async update(actor, id, input) {
      requireAdmin(actor);
      const parsed = parseInput(spec.updateSchema, input) as Row;
      // Defaults belong to creation only: an update changes just the fields it was given.
      const given = new Set(Object.keys((input ?? {}) as Row));
      const values = Object.fromEntries(Object.entries(parsed).filter(([k]) => given.has(k)));
      const row = await db
        .updateTable(table)
        .set({ ...toRow(values), updatedAt: nowIso() })
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      await changed(actor, "update", id, { fields: Object.keys(values) });
      return toEntity(row);
    },

    async remove(actor, id) {
      requireAdmin(actor);
      const result = await db
        .updateTable(table)
        .set({ deletedAt: nowIso() })
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      await changed(actor, "delete", id);
    },

    async restore(actor, id) {
      requireAdmin(actor);
      const existing = await findRow(id, true);
      if (!existing) throw notFound();
      const row = await db
        .updateTable(table)
        .set({ deletedAt: null, updatedAt: nowIso() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await changed(actor, "restore", id);
      return toEntity(row);
    },
  };
}
