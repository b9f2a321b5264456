/**
 * One implementation of list/get/create/update/delete/restore, configured by an entity definition
 * (core/content). Visitors see only what the definition's public filter allows; who may write what is
 * core/access.ts (an author: their own posts and news, as drafts or pending review).
 */
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import {
  AUTHOR_STATUSES,
  OWNED_ENTITIES,
  requireContentWrite,
  seesAllOf,
  writesOwnOnly,
} from "../../core/access.ts";
import { LOCALES, type Locale, MESSAGES } from "../../core/constants.ts";
import type {
  EntityDefinition,
  EntityOf,
  Fields,
  LocalizedEntityOf,
} from "../../core/content/define.ts";
import { isTranslated, slugFieldOf } from "../../core/content/define.ts";
import { publishStates, sortableFields } from "../../core/content/sorting.ts";
import { fallbackChain, resolveLocalized } from "../../core/content/resolve.ts";
import { createSchemaOf, updateSchemaOf } from "../../core/content/schemas.ts";
import { badRequest, notFound } from "../../core/errors.ts";
import { bulkInput, type BulkResult, listQuery } from "../../core/schemas.ts";
import type { Actor, ContentService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { type DbKind, nowIso, type Db } from "../db/index.ts";
import { sanitizeRichTextFields } from "./rich-text.ts";
import { columnOf, fromRow, type Row, storedEmpty, toRow } from "./row-mapping.ts";
import { searchCondition } from "./search.ts";
import { assignSlugs, findIdBySlug, isSlugConflict } from "./slugs.ts";
import { parseInput } from "./validation.ts";

// The factory works over any content table; each entity's types are pinned by its definition.
type LooseDb = Kysely<Record<string, Row>>;
type LooseQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;

export interface ContentHooks {
  kind: DbKind;
  /** The site's default language (settings), the second step of the fallback chain. */
  defaultLocale: () => Promise<Locale>;
  /** Called after every change, e.g. to invalidate rendered pages. */
  onChange?: () => void;
  /** Records who changed what. */
  audit?: AuditService;
}

export function createContentService<F extends Fields>(
  typedDb: Db,
  typedDefinition: EntityDefinition<F>,
  hooks: ContentHooks,
): ContentService<EntityOf<EntityDefinition<F>>, LocalizedEntityOf<EntityDefinition<F>>> {
  type T = EntityOf<EntityDefinition<F>>;
  type L = LocalizedEntityOf<EntityDefinition<F>>;
  const db = typedDb as unknown as LooseDb;
  const definition = typedDefinition as unknown as EntityDefinition;
  const table = definition.name;
  const createSchema = createSchemaOf(definition);
  const updateSchema = updateSchemaOf(definition);
  const selectOptions = (name: string) => {
    const field = definition.fields[name];
    return field?.kind === "select" ? field.options : undefined;
  };
  const localizedFields = Object.entries(definition.fields).filter(([, f]) => isTranslated(f));
  const hasSlugs = slugFieldOf(definition) !== null;

  const toLocalized = (row: Row) => fromRow(definition, row) as L;
  const resolve = async (item: L, locale: Locale) =>
    resolveLocalized(definition, item, locale, await hooks.defaultLocale()) as T;

  const visible = (q: LooseQuery, actor: Actor): LooseQuery => {
    let query = q.where("deletedAt", "is", null);
    if (definition.publicFilter && !seesAllOf(actor, definition.name)) {
      const { field, value } = definition.publicFilter;
      // An author also sees their own unpublished items.
      query = writesOwnOnly(actor, definition.name)
        ? query.where((eb) => eb.or([eb(field, "=", value), eb("createdBy", "=", actor?.id ?? 0)]))
        : query.where(field, "=", value);
    }
    return query;
  };

  const filterBy = (q: LooseQuery, name: "status" | "category", value: string | undefined) => {
    if (!value || value === "all") return q;
    const options = selectOptions(name);
    return options?.includes(value) ? q.where(name, "=", value) : q.where(sql<boolean>`1 = 0`);
  };

  async function page(actor: Actor, rawQuery: unknown, locale: Locale) {
    const query = parseInput(listQuery, rawQuery ?? {});
    let base = visible(db.selectFrom(table) as unknown as LooseQuery, actor);
    base = filterBy(base, "status", query.status);
    base = filterBy(base, "category", query.category);
    if (query.q) base = base.where(searchCondition(definition, hooks.kind, locale, query.q));
    const missing = query.missing;
    if (missing) {
      base = base.where((eb) =>
        eb.or(
          localizedFields.map(([name, field]) =>
            eb.and([
              eb(name, "<>", storedEmpty(field)),
              eb(columnOf(name, missing), "=", storedEmpty(field)),
            ]),
          ),
        ),
      );
    }
    const [{ total }] = (await base
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .execute()) as [{ total: number }];
    const sort = query.sort ?? definition.defaultOrder.field;
    if (!sortableFields(definition).includes(sort)) {
      const message = `sort must be one of ${sortableFields(definition).join(", ")}`;
      throw badRequest(message, { sort: message });
    }
    const direction = query.dir ?? (query.sort ? "asc" : definition.defaultOrder.direction);
    const rows = await base
      .selectAll()
      .orderBy(sort, direction)
      .orderBy("id", direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      items: rows.map(toLocalized),
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function findVisible(actor: Actor, id: number) {
    const row = await visible(
      db.selectFrom(table).selectAll().where("id", "=", id) as unknown as LooseQuery,
      actor,
    ).executeTakeFirst();
    if (!row) throw notFound();
    return toLocalized(row);
  }

  /**
   * Runs a write and its audit entry in one transaction (both or neither), then tells the caches.
   * `write` returns the affected row's id, or null when there was nothing to change (404).
   */
  async function audited<R>(
    actor: Actor,
    action: string,
    write: (
      trx: LooseDb,
    ) => Promise<{ id: number; result: R; details?: Record<string, unknown> } | null>,
  ): Promise<R> {
    const done = await db.transaction().execute(async (trx) => {
      const out = await write(trx);
      if (!out) return null;
      await hooks.audit?.record(
        actor,
        `content.${action}`,
        { type: table, id: out.id },
        out.details ?? {},
        trx as unknown as Parameters<AuditService["record"]>[4],
      );
      return out;
    });
    if (!done) throw notFound();
    hooks.onChange?.();
    return done.result;
  }

  /** Runs a write again when a concurrent writer took the slug it chose (the unique index said so). */
  async function retryingSlugConflicts<R>(write: () => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= 10 || !isSlugConflict(error)) throw error;
      }
    }
  }

  /** Rich text is sanitized on every write (decision 0011); a required one cleaned to nothing is missing. */
  const sanitized = (values: Record<string, unknown>) => {
    const result = sanitizeRichTextFields(definition, values);
    if (result.emptied.length > 0) {
      const fields = Object.fromEntries(
        result.emptied.map((name) => {
          const required = definition.fields[name]?.required;
          return [name, typeof required === "string" ? required : MESSAGES.requiredFields];
        }),
      );
      throw badRequest(MESSAGES.requiredFields, fields);
    }
    return result.values;
  };

  const owned = OWNED_ENTITIES.includes(definition.name);
  /** An author's write depends on the stored item's owner and status (core/access.ts). */
  async function authorize(actor: Actor, id: number | null, nextStatus?: unknown) {
    if (!writesOwnOnly(actor, definition.name)) return;
    const row =
      id === null
        ? null
        : await db
            .selectFrom(table)
            .select(["createdBy", "status"])
            .where("id", "=", id)
            .executeTakeFirst();
    if (id !== null && !row) throw notFound();
    const item = row
      ? { ownerId: row.createdBy as number | null, status: String(row.status) }
      : null;
    requireContentWrite(actor, definition.name, item, nextStatus);
  }
  /** The same rule in the write itself, so a concurrent publish is not overwritten by an author. */
  const authorsOwn = (actor: Actor) => ({
    only: writesOwnOnly(actor, definition.name),
    id: actor?.id ?? 0,
    statuses: [...AUTHOR_STATUSES],
  });

  const checkLocale = (locale: Locale) => {
    if (!LOCALES.includes(locale)) throw notFound();
    return locale;
  };

  return {
    async list(actor, rawQuery = {}, locale = "en") {
      const result = await page(actor, rawQuery, checkLocale(locale));
      const items = await Promise.all(result.items.map((item) => resolve(item, locale)));
      return { ...result, items };
    },

    listLocalized(actor, rawQuery = {}) {
      return page(actor, rawQuery, "en");
    },

    async get(actor, id, locale = "en") {
      return resolve(await findVisible(actor, id), checkLocale(locale));
    },

    getLocalized(actor, id) {
      return findVisible(actor, id);
    },

    resolve,

    async neighbors(actor, id, locale = "en") {
      const item = await findVisible(actor, id);
      const { field } = definition.defaultOrder;
      const pivot = item[field];
      // The closest visible items by the list's date field (ties broken by id).
      const closest = async (newer: boolean) => {
        const op = newer ? ">" : "<";
        const row = await visible(db.selectFrom(table).selectAll() as unknown as LooseQuery, actor)
          .where((eb) =>
            eb.or([eb(field, op, pivot), eb.and([eb(field, "=", pivot), eb("id", op, id)])]),
          )
          .orderBy(field, newer ? "asc" : "desc")
          .orderBy("id", newer ? "asc" : "desc")
          .limit(1)
          .executeTakeFirst();
        return row ? resolve(toLocalized(row), locale) : null;
      };
      return { newer: await closest(true), older: await closest(false) };
    },

    async permalinks({ offset, limit }) {
      const slug = slugFieldOf(definition);
      if (!slug) return { total: 0, latest: "", items: [] };
      const base = visible(db.selectFrom(table) as unknown as LooseQuery, null);
      const [{ total, latest }] = (await base
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.max<string | null>("updatedAt").as("latest"),
        ])
        .execute()) as [{ total: number; latest: string | null }];
      const columns = LOCALES.map((l) => columnOf(slug.name, l));
      const rows = await base
        .select(["id", "updatedAt", ...columns])
        .orderBy("id")
        .limit(limit)
        .offset(offset)
        .execute();
      const siteDefault = await hooks.defaultLocale();
      const items = rows.map((row) => {
        const own = (l: Locale) => String(row[columnOf(slug.name, l)] ?? "");
        const slugs = Object.fromEntries(
          LOCALES.map((l) => [l, fallbackChain(l, siteDefault).map(own).find(Boolean) ?? ""]),
        ) as Record<Locale, string>;
        return { slugs, updatedAt: String(row.updatedAt) };
      });
      return { total: Number(total), latest: latest ?? "", items };
    },

    async getBySlug(actor, slug, locale = "en") {
      const id = await findIdBySlug(db, definition, slug, checkLocale(locale));
      if (id === null) throw notFound();
      return resolve(await findVisible(actor, id), locale);
    },

    async create(actor, input) {
      const user = requireContentWrite(actor, definition.name);
      const values = sanitized(parseInput(createSchema, input));
      await authorize(actor, null, values.status);
      const now = nowIso();
      return retryingSlugConflicts(() =>
        audited(actor, "create", async (trx) => {
          const withSlugs = { ...values };
          await assignSlugs(trx, definition, withSlugs, null);
          const row = await trx
            .insertInto(table)
            .values({
              ...toRow(definition, withSlugs),
              ...(owned ? { createdBy: user.id } : {}),
              createdAt: now,
              updatedAt: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { id: Number(row.id), result: toLocalized(row) };
        }),
      );
    },

    async update(actor, id, input) {
      requireContentWrite(actor, definition.name);
      const parsed = parseInput(updateSchema, input);
      // An update changes just the fields (and languages) it was given.
      const given = new Set(Object.keys((input ?? {}) as Row));
      const values = sanitized(
        Object.fromEntries(Object.entries(parsed).filter(([k]) => given.has(k))),
      );
      await authorize(actor, id, values.status);
      const own = authorsOwn(actor);
      return retryingSlugConflicts(() =>
        audited(actor, "update", async (trx) => {
          const withSlugs = { ...values };
          if (hasSlugs) {
            const current = await trx
              .selectFrom(table)
              .selectAll()
              .where("id", "=", id)
              .where("deletedAt", "is", null)
              .executeTakeFirst();
            if (!current) return null;
            await assignSlugs(trx, definition, withSlugs, toLocalized(current));
          }
          const row = await trx
            .updateTable(table)
            .set({ ...toRow(definition, withSlugs), updatedAt: nowIso() })
            .where("id", "=", id)
            .where("deletedAt", "is", null)
            .$if(own.only, (q) =>
              q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
            )
            .returningAll()
            .executeTakeFirst();
          if (!row) return null;
          return { id, result: toLocalized(row), details: { fields: Object.keys(values) } };
        }),
      );
    },

    async remove(actor, id) {
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const own = authorsOwn(actor);
      await audited(actor, "delete", async (trx) => {
        const result = await trx
          .updateTable(table)
          .set({ deletedAt: nowIso() })
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .$if(own.only, (q) =>
            q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 0 ? null : { id, result: undefined };
      });
    },

    async bulk(actor, input) {
      const user = requireContentWrite(actor, definition.name);
      const { action, ids } = parseInput(bulkInput, input);
      const states = publishStates(definition);
      if (action !== "trash" && !states) throw badRequest(`${table} cannot be published here`);
      const next = action === "trash" ? undefined : states?.[`${action}ed` as const];
      const field = states?.field ?? "status";
      const own = authorsOwn(user);
      const result: BulkResult = { action, done: [], unchanged: [] };
      await db.transaction().execute(async (trx) => {
        for (const id of [...new Set(ids)]) {
          const row = await trx
            .selectFrom(table)
            .selectAll()
            .where("id", "=", id)
            .where("deletedAt", "is", null)
            .executeTakeFirst();
          if (!row) throw notFound(`No ${table} item ${id}`);
          // The rules of one write, for each item (an author: their own drafts only).
          const item = {
            ownerId: (row.createdBy ?? null) as number | null,
            status: String(row.status),
          };
          requireContentWrite(user, definition.name, item, next);
          if (next !== undefined && row[field] === next) {
            result.unchanged.push(id);
            continue;
          }
          await trx
            .updateTable(table)
            .set(
              next === undefined ? { deletedAt: nowIso() } : { [field]: next, updatedAt: nowIso() },
            )
            .where("id", "=", id)
            .$if(own.only, (q) =>
              q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
            )
            .execute();
          await hooks.audit?.record(
            user,
            `content.${next === undefined ? "delete" : "update"}`,
            { type: table, id },
            next === undefined ? { bulk: true } : { bulk: true, fields: [field], to: next },
            trx as unknown as Parameters<AuditService["record"]>[4],
          );
          result.done.push(id);
        }
      });
      if (result.done.length > 0) hooks.onChange?.();
      return result;
    },

    async restore(actor, id) {
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const own = authorsOwn(actor);
      return audited(actor, "restore", async (trx) => {
        const row = await trx
          .updateTable(table)
          .set({ deletedAt: null, updatedAt: nowIso() })
          .where("id", "=", id)
          .$if(own.only, (q) =>
            q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
          )
          .returningAll()
          .executeTakeFirst();
        return row ? { id, result: toLocalized(row) } : null;
      });
    },
  };
}
