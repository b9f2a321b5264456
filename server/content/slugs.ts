/**
 * Slugs of the entities with permalinks (blog posts, news, programs): one per language, made from
 * the title when the editor leaves it empty, unique per entity and language (a unique index backs
 * the check), and a replaced slug kept in `slug_history` so its old address answers 301.
 */
import { type Kysely, sql } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { type EntityDefinition, isBlank, slugFieldOf } from "../../core/content/define.ts";
import { freeSlug, slugify } from "../../core/content/slug.ts";
import { badRequest } from "../../core/errors.ts";
import { nowIso } from "../db/index.ts";
import { columnOf, type Row } from "./row-mapping.ts";

type LooseDb = Kysely<Record<string, Row>>;
type PerLocale = Partial<Record<Locale, string>>;

/** Whether `error` is a violation of one of the slug unique indexes (a concurrent writer won). */
export function isSlugConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (!e) return false;
  if (e.code === "23505") return /_slug(_fr|_ru)?_key$/.test(e.constraint ?? "");
  return /UNIQUE constraint failed: \w+\.slug(_fr|_ru)?$/.test(e.message ?? "");
}

async function takenLike(
  trx: LooseDb,
  table: string,
  column: string,
  base: string,
  exceptId: number | null,
) {
  // Slugs hold no % or _, so the prefix needs no escaping.
  let q = trx.selectFrom(table).select(column).where(column, "like", `${base}%`);
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  const rows = await q.execute();
  return new Set(rows.map((r) => String(r[column])));
}

/**
 * Sets `values[slug]` for every language that needs one: a given slug is checked for uniqueness
 * (400 naming the field when another item has it), an empty one is made from the title of that
 * language (new or stored). Records replaced slugs in the history. Runs inside the write's
 * transaction; a concurrent writer taking the same slug fails the unique index (see
 * `isSlugConflict`) and the write is retried.
 */
export async function assignSlugs(
  trx: LooseDb,
  definition: EntityDefinition,
  values: Row,
  stored: Row | null,
): Promise<void> {
  const slugField = slugFieldOf(definition);
  if (!slugField) return;
  const { name, field } = slugField;
  const table = definition.name;
  const id = stored ? Number(stored.id) : null;
  const given = (values[name] ?? {}) as PerLocale;
  const titles = (values[field.from] ?? {}) as PerLocale;
  const storedSlugs = (stored?.[name] ?? {}) as PerLocale;
  const storedTitles = (stored?.[field.from] ?? {}) as PerLocale;
  const next: PerLocale = {};
  for (const locale of LOCALES) {
    const column = columnOf(name, locale);
    const explicit = given[locale];
    const current = storedSlugs[locale] ?? "";
    if (explicit !== undefined && explicit !== "") {
      if (explicit === current) continue;
      const taken = await takenLike(trx, table, column, explicit, id);
      if (taken.has(explicit))
        throw badRequest(
          "Another item already has this slug",
          { [name]: `“${explicit}” is taken in ${locale.toUpperCase()}: choose another slug` },
          "slugTaken",
          { [name]: { reason: "slugTaken", values: { slug: explicit } } },
        );
      next[locale] = explicit;
      continue;
    }
    // Empty or not given: keep the current slug, or make one from the title of this language.
    if (explicit === undefined && current) continue;
    const title = titles[locale] ?? storedTitles[locale] ?? "";
    const base = isBlank(title) ? "" : slugify(title);
    if (!base) {
      if (explicit !== undefined || current) next[locale] = "";
      continue;
    }
    if (base === current) continue;
    next[locale] = freeSlug(base, await takenLike(trx, table, column, base, id));
  }
  if (Object.keys(next).length === 0) {
    delete values[name];
    return;
  }
  values[name] = next;
  if (id === null) return;
  const replacedAt = nowIso();
  for (const [locale, slug] of Object.entries(next) as [Locale, string][]) {
    const old = storedSlugs[locale];
    if (!old || old === slug) continue;
    await trx
      .insertInto("slugHistory")
      .values({ entity: table, locale, slug: old, itemId: id, replacedAt })
      .onConflict((oc) =>
        oc.columns(["entity", "locale", "slug"]).doUpdateSet({ itemId: id, replacedAt }),
      )
      .execute();
  }
}

/**
 * The item a slug names in `locale`: first the slug of that language, then the same slug in
 * another language (a language switch keeps the path), then a replaced slug.
 */
export async function findIdBySlug(
  db: LooseDb,
  definition: EntityDefinition,
  slug: string,
  locale: Locale,
): Promise<number | null> {
  const slugField = slugFieldOf(definition);
  if (!slugField || slug === "") return null;
  const table = definition.name;
  for (const l of [locale, ...LOCALES.filter((x) => x !== locale)]) {
    const row = await db
      .selectFrom(table)
      .select("id")
      .where(columnOf(slugField.name, l), "=", slug)
      .executeTakeFirst();
    if (row) return Number(row.id);
  }
  const old = await db
    .selectFrom("slugHistory")
    .select("itemId")
    .where("entity", "=", table)
    .where("slug", "=", slug)
    .orderBy(sql`case when locale = ${locale} then 0 else 1 end`)
    .executeTakeFirst();
  return old ? Number(old.itemId) : null;
}
