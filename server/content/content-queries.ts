/**
 * The reads of a content service: pages of items (search, filters, sort, the trash), one item by
 * id or slug, its neighbours, and the permalinks of the sitemap; each limited to what the actor
 * may see (content-access.ts).
 */
import { sql } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { isTranslated, slugFieldOf } from "../../core/content/define.ts";
import { fallbackChain } from "../../core/content/resolve.ts";
import { sortableFields } from "../../core/content/sorting.ts";
import { badRequest, notFound } from "../../core/errors.ts";
import { listQuery } from "../../core/schemas.ts";
import type { Actor } from "../../core/services.ts";
import type { ContentContext, LooseContentService, LooseQuery } from "./content-context.ts";
import { columnOf, storedEmpty } from "./row-mapping.ts";
import { searchCondition } from "./search.ts";
import { findIdBySlug } from "./slugs.ts";
import { parseInput } from "./validation.ts";

/** The pseudo-status of `?status=trash` (lists items moved to the trash). */
export const TRASH = "trash";

type Queries = Pick<
  LooseContentService,
  | "list"
  | "listLocalized"
  | "get"
  | "getLocalized"
  | "resolve"
  | "neighbors"
  | "permalinks"
  | "getBySlug"
>;

export function contentQueries(ctx: ContentContext): Queries {
  const { db, definition, table, hooks, toLocalized, resolve, checkLocale } = ctx;
  const { visible, inTrash } = ctx.access;
  const localizedFields = Object.entries(definition.fields).filter(([, f]) => isTranslated(f));
  const from = () => db.selectFrom(table) as unknown as LooseQuery;

  const filterBy = (q: LooseQuery, name: "status" | "category", value: string | undefined) => {
    if (!value || value === "all") return q;
    const field = definition.fields[name];
    const options = field?.kind === "select" ? field.options : undefined;
    return options?.includes(value) ? q.where(name, "=", value) : q.where(sql<boolean>`1 = 0`);
  };

  /** A page of items; `q` searches `locale` and English, or every language when it is "all". */
  async function page(actor: Actor, rawQuery: unknown, locale: Locale | "all") {
    const query = parseInput(listQuery, rawQuery ?? {});
    const trash = query.status === TRASH;
    let base = trash ? inTrash(from(), actor) : visible(from(), actor);
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
    const row = await visible(from().selectAll().where("id", "=", id), actor).executeTakeFirst();
    if (!row) throw notFound();
    return toLocalized(row);
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
        const row = await visible(from().selectAll(), actor)
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
      let base = visible(from(), null);
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
  };
}
