/**
 * One implementation of list/get/create/update/delete/restore, configured by an entity definition
 * (core/content). Visitors see only what the definition's public filter allows; who may write what is
 * core/access.ts (an author: their own posts and news, as drafts or pending review).
 */
import { createHash, randomBytes } from "node:crypto";
import {
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from "kysely";
import {
  AUTHOR_STATUSES,
  BYLINE_FIELD,
  OWNED_ENTITIES,
  requireContentWrite,
  seesAllOf,
  withOwnByline,
  writesOwnOnly,
} from "../../core/access.ts";
import {
  LOCALES,
  type Locale,
  MESSAGES,
  PREVIEW_PARAM,
  PREVIEW_TOKEN_DAYS,
} from "../../core/constants.ts";
import type {
  EntityDefinition,
  EntityOf,
  Fields,
  LocalizedEntityOf,
} from "../../core/content/define.ts";
import { failedChecks, isTranslated, slugFieldOf } from "../../core/content/define.ts";
import { changesBetween } from "../../core/content/revisions.ts";
import { PERMALINK_BASES, permalinkPath } from "../../core/content/permalinks.ts";
import { publishStates, sortableFields } from "../../core/content/sorting.ts";
import { fallbackChain, resolveLocalized } from "../../core/content/resolve.ts";
import { createSchemaOf, updateSchemaOf } from "../../core/content/schemas.ts";
import { badRequest, conflict, notFound } from "../../core/errors.ts";
import { bulkInput, type BulkResult, listQuery } from "../../core/schemas.ts";
import type { ContentVerb } from "../../core/audit-actions.ts";
import type { Actor, ContentService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { type DbKind, nowIso, type Db } from "../db/index.ts";
import { recordRevision, revisionStore } from "./revisions.ts";
import { sanitizeRichTextFields } from "./rich-text.ts";
import { columnOf, fromRow, type Row, storedEmpty, toRow } from "./row-mapping.ts";
import { searchCondition } from "./search.ts";
import { assignSlugs, findIdBySlug, isSlugConflict } from "./slugs.ts";
import { deleteItemTraces } from "./content-jobs.ts";
import { parseInput } from "./validation.ts";

/** The pseudo-status of `?status=trash` (lists items moved to the trash). */
export const TRASH = "trash";
/** The status an item waits in for its publication time. */
export const SCHEDULED = "scheduled";

// The factory works over any content table; each entity's types are pinned by its definition.
type LooseDb = Kysely<Record<string, Row>>;
type LooseQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;
type LooseUpdate = UpdateQueryBuilder<Record<string, Row>, string, string, UpdateResult>;

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
  const schedule = definition.schedule;
  const permalinkEntity =
    hasSlugs && definition.name in PERMALINK_BASES
      ? (definition.name as keyof typeof PERMALINK_BASES)
      : null;

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

  /** The trash: staff who may write the entity (an author: their own items only). */
  const inTrash = (q: LooseQuery, actor: Actor): LooseQuery => {
    requireContentWrite(actor, definition.name);
    const query = q.where("deletedAt", "is not", null);
    return writesOwnOnly(actor, definition.name)
      ? query.where("createdBy", "=", actor?.id ?? 0)
      : query;
  };

  /**
   * "scheduled" needs a publication time in the future (400 naming the field otherwise). Checked
   * when the status or the time is written; `current` is the stored row of an update.
   */
  const checkSchedule = (values: Row, current: Row | null) => {
    if (!schedule) return;
    const field = schedule.field;
    if (!("status" in values) && !(field in values)) return;
    const status = values.status ?? current?.status;
    if (status !== SCHEDULED) return;
    const at = String((field in values ? values[field] : current?.[field]) ?? "");
    if (at === "" || at <= nowIso()) {
      const message = "To schedule an item, set a publication time in the future";
      throw badRequest(message, { [field]: message });
    }
  };

  const filterBy = (q: LooseQuery, name: "status" | "category", value: string | undefined) => {
    if (!value || value === "all") return q;
    const options = selectOptions(name);
    return options?.includes(value) ? q.where(name, "=", value) : q.where(sql<boolean>`1 = 0`);
  };

  /** A page of items; `q` searches `locale` and English, or every language when it is "all". */
  async function page(actor: Actor, rawQuery: unknown, locale: Locale | "all") {
    const query = parseInput(listQuery, rawQuery ?? {});
    const trash = query.status === TRASH;
    let base = trash
      ? inTrash(db.selectFrom(table) as unknown as LooseQuery, actor)
      : visible(db.selectFrom(table) as unknown as LooseQuery, actor);
    if (!trash) base = filterBy(base, "status", query.status);
    base = filterBy(base, "category", query.category);
    if (query.q) {
      const languages = locale === "all" ? LOCALES : [...new Set<Locale>([locale, "en"])];
      base = base.where(searchCondition(definition, hooks.kind, languages, query.q));
    }
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
    // The trash shows what was deleted last first; lists their own order, or the one asked for.
    const sort = trash ? "deletedAt" : (query.sort ?? definition.defaultOrder.field);
    if (!trash && !sortableFields(definition).includes(sort)) {
      const message = `sort must be one of ${sortableFields(definition).join(", ")}`;
      throw badRequest(message, { sort: message });
    }
    const direction = trash
      ? "desc"
      : (query.dir ?? (query.sort ? "asc" : definition.defaultOrder.direction));
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

  /** The item's name in English, for the audit log's sentences. */
  const titleOf = (item: Row) => {
    const value = item[definition.titleField];
    return String((value && typeof value === "object" ? (value as Row).en : value) ?? "");
  };

  /** What a change of one item leaves behind; `after` (and `before`, on update) when it is a save. */
  interface Change {
    id: number;
    details?: Record<string, unknown>;
    before?: Row | null;
    after?: Row;
  }

  /**
   * Records a change in its transaction: a save keeps a revision with the changed fields and
   * languages, and the audit entry (`content.<action>`) names them, with the item's title.
   */
  async function recordChange(trx: LooseDb, actor: Actor, action: ContentVerb, change: Change) {
    let details = change.details ?? {};
    if (change.after) {
      const changes = changesBetween(definition, change.before ?? null, change.after);
      await recordRevision(trx as unknown as Db, {
        entityType: table,
        entityId: change.id,
        actor,
        action,
        changes,
        snapshot: change.after,
      });
      details = { title: titleOf(change.after), ...changes, ...details };
    }
    await hooks.audit?.record(
      actor,
      `content.${action}`,
      { type: table, id: change.id },
      details,
      trx as unknown as Parameters<AuditService["record"]>[4],
    );
  }

  /**
   * Runs a write and its record (recordChange) in one transaction (both or neither), then tells
   * the caches. `write` returns the change, with its result, or null when there was nothing to
   * change (404).
   */
  async function audited<R>(
    actor: Actor,
    action: ContentVerb,
    write: (trx: LooseDb) => Promise<(Change & { result: R }) | null>,
  ): Promise<R> {
    const done = await db.transaction().execute(async (trx) => {
      const out = await write(trx);
      if (out) await recordChange(trx, actor, action, out);
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
  const hasByline = BYLINE_FIELD in definition.fields;
  /**
   * An author's write depends on the stored item's owner and status, and keeps their own byline
   * (core/access.ts); `values`, when given, are the update's.
   */
  async function authorize(actor: Actor, id: number | null, nextStatus?: unknown, values?: Row) {
    if (!writesOwnOnly(actor, definition.name)) return;
    const row =
      id === null
        ? null
        : await db
            .selectFrom(table)
            .select(["createdBy", "status", ...(hasByline ? [BYLINE_FIELD] : [])])
            .where("id", "=", id)
            .executeTakeFirst();
    if (id !== null && !row) throw notFound();
    const item = row
      ? { ownerId: row.createdBy as number | null, status: String(row.status) }
      : null;
    requireContentWrite(actor, definition.name, item, nextStatus);
    if (values && hasByline) withOwnByline(actor, definition.name, values, String(row?.author));
  }
  /** The same rule in the write itself, so a concurrent publish is not overwritten by an author. */
  const authorsOwn = (actor: Actor) => ({
    only: writesOwnOnly(actor, definition.name),
    id: actor?.id ?? 0,
    statuses: [...AUTHOR_STATUSES],
  });
  /** The same rule as a condition of the write: an author's update reaches only their own items. */
  const onlyOwn =
    (own: ReturnType<typeof authorsOwn>) =>
    <Q extends LooseUpdate>(q: Q): Q =>
      own.only ? (q.where("createdBy", "=", own.id).where("status", "in", own.statuses) as Q) : q;

  const checkLocale = (locale: Locale) => {
    if (!LOCALES.includes(locale)) throw notFound();
    return locale;
  };

  /** Cross-field rules of the definition (programs' dates and participants): 400 naming the fields. */
  function checkFields(item: Row, given?: ReadonlySet<string>) {
    const errors = failedChecks(definition, item, given);
    const messages = Object.values(errors);
    if (messages.length > 0) throw badRequest(messages.join(" "), errors);
  }

  const revisionsOf = revisionStore(typedDb, table);
  /** Revisions are for staff who may edit the item (an author: their own drafts and pending). */
  async function requireRevisionAccess(actor: Actor, id: number) {
    requireContentWrite(actor, definition.name);
    await authorize(actor, id);
    const exists = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) throw notFound();
  }

  async function updateItem(
    actor: Actor,
    id: number,
    input: unknown,
    extraDetails: Record<string, unknown> = {},
  ): Promise<L> {
    requireContentWrite(actor, definition.name);
    const parsed = parseInput(updateSchema, input);
    // An update changes just the fields (and languages) it was given.
    const given = new Set(Object.keys((input ?? {}) as Row));
    const values = sanitized(
      Object.fromEntries(Object.entries(parsed).filter(([k]) => given.has(k))),
    );
    await authorize(actor, id, values.status, values);
    const own = authorsOwn(actor);
    return retryingSlugConflicts(() =>
      audited(actor, "update", async (trx) => {
        const withSlugs = { ...values };
        const current = await trx
          .selectFrom(table)
          .selectAll()
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .executeTakeFirst();
        if (!current) return null;
        checkSchedule(values, current);
        const before = toLocalized(current);
        checkFields({ ...before, ...values }, given);
        if (hasSlugs) await assignSlugs(trx, definition, withSlugs, before);
        const row = await trx
          .updateTable(table)
          .set({ ...toRow(definition, withSlugs), updatedAt: nowIso() })
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .$call(onlyOwn(own))
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        const after = toLocalized(row);
        return { id, result: after, before, after, details: extraDetails };
      }),
    );
  }

  return {
    async list(actor, rawQuery = {}, locale = "en") {
      const result = await page(actor, rawQuery, checkLocale(locale));
      const items = await Promise.all(result.items.map((item) => resolve(item, locale)));
      return { ...result, items };
    },

    listLocalized(actor, rawQuery = {}) {
      return page(actor, rawQuery, "all");
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
      let base = visible(db.selectFrom(table) as unknown as LooseQuery, null);
      if (definition.unlisted) {
        base = base.where(definition.unlisted.field, "not in", [...definition.unlisted.values]);
      }
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
      const signed = hasByline ? withOwnByline(actor, definition.name, input) : input;
      const values = sanitized(parseInput(createSchema, signed));
      checkFields(values);
      await authorize(actor, null, values.status);
      checkSchedule(values, null);
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
          const item = toLocalized(row);
          return { id: Number(row.id), result: item, before: null, after: item };
        }),
      );
    },

    update: (actor, id, input) => updateItem(actor, id, input),

    async revisions(actor, id) {
      await requireRevisionAccess(actor, id);
      return { items: await revisionsOf.list(id) };
    },

    async revision(actor, id, revisionId) {
      await requireRevisionAccess(actor, id);
      return revisionsOf.get<L>(id, revisionId);
    },

    async restoreRevision(actor, id, revisionId) {
      await requireRevisionAccess(actor, id);
      const { snapshot, createdAt } = await revisionsOf.get<Row>(id, revisionId);
      // The content comes back; whether it is published stays as it is now.
      const input = Object.fromEntries(
        Object.keys(definition.fields)
          .filter((name) => name !== "status" && snapshot[name] !== undefined)
          .map((name) => [name, snapshot[name]]),
      );
      return updateItem(actor, id, input, {
        restoredFrom: revisionId,
        restoredFromDate: createdAt,
      });
    },

    async remove(actor, id) {
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const own = authorsOwn(actor);
      await audited(actor, "delete", async (trx) => {
        const row = await trx
          .updateTable(table)
          .set({ deletedAt: nowIso() })
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .$call(onlyOwn(own))
          .returningAll()
          .executeTakeFirst();
        const details = row ? { title: titleOf(toLocalized(row)) } : {};
        return row ? { id, result: undefined, details } : null;
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
          const updated = await trx
            .updateTable(table)
            .set(
              next === undefined ? { deletedAt: nowIso() } : { [field]: next, updatedAt: nowIso() },
            )
            .where("id", "=", id)
            .$call(onlyOwn(own))
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw notFound(`No ${table} item ${id}`);
          const after = toLocalized(updated);
          // A status change is a save like any other: it keeps a revision.
          await recordChange(
            trx,
            user,
            next === undefined ? "delete" : "update",
            next === undefined
              ? { id, details: { title: titleOf(after), bulk: true } }
              : { id, before: toLocalized(row), after, details: { bulk: true } },
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
          .$call(onlyOwn(own))
          .returningAll()
          .executeTakeFirst();
        const item = row ? toLocalized(row) : null;
        return item ? { id, result: item, details: { title: titleOf(item) } } : null;
      });
    },

    async purge(actor, id) {
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const own = authorsOwn(actor);
      await audited(actor, "purge", async (trx) => {
        const row = await trx
          .selectFrom(table)
          .select(["deletedAt", definition.titleField])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return null;
        if (row.deletedAt === null)
          throw conflict("Only an item in the trash can be deleted for good: move it there first");
        const result = await trx
          .deleteFrom(table)
          .where("id", "=", id)
          .where("deletedAt", "is not", null)
          .$if(own.only, (q) =>
            q.where("createdBy", "=", own.id).where("status", "in", own.statuses),
          )
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return null;
        await deleteItemTraces(trx as never, table, [id]);
        return { id, result: undefined, details: { title: row[definition.titleField] } };
      });
    },

    async preview(actor, id) {
      if (!permalinkEntity) throw notFound();
      requireContentWrite(actor, definition.name);
      await authorize(actor, id);
      const row = await db
        .selectFrom(table)
        .selectAll()
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (!row) throw notFound();
      const token = randomBytes(32).toString("base64url");
      const now = new Date();
      const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_DAYS * 86_400_000).toISOString();
      await db
        .insertInto("previewTokens")
        .values({
          tokenHash: tokenHash(token),
          entity: table,
          itemId: id,
          createdBy: actor?.id ?? null,
          createdAt: now.toISOString(),
          expiresAt,
        })
        .execute();
      await hooks.audit?.record(actor, "preview.create", { type: table, id }, { expiresAt });
      const { slug } = (await resolve(toLocalized(row), "en")) as { slug?: string };
      const path = permalinkPath(permalinkEntity, String(slug ?? ""), "en");
      return { url: `${path}?${PREVIEW_PARAM}=${token}`, expiresAt };
    },

    async getPreview(token, slug, locale = "en") {
      if (!permalinkEntity || !token || token.length > 200) throw notFound();
      const found = await db
        .selectFrom("previewTokens")
        .select("itemId")
        .where("tokenHash", "=", tokenHash(token))
        .where("entity", "=", table)
        .where("expiresAt", ">", nowIso())
        .executeTakeFirst();
      if (!found) throw notFound();
      const id = await findIdBySlug(db, definition, slug, checkLocale(locale));
      if (id === null || id !== Number(found.itemId)) throw notFound();
      const row = await db
        .selectFrom(table)
        .selectAll()
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (!row) throw notFound();
      return toLocalized(row);
    },
  };
}

/** Only a token's SHA-256 is stored: the database alone does not open a preview. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
