/**
 * Where each upload of the media library is used: its `/<bucket>/<key>` inside the image fields, image
 * lists and rich text of every entity, with the item's title in each language it has one.
 */
import { sql, type SqlBool } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { ENTITIES } from "../../core/content/index.ts";
import { type Field, isLocalized } from "../../core/content/define.ts";
import type { FileUpload, MediaUse } from "../../core/schemas.ts";
import type { Db, DbKind } from "../db/index.ts";
import { columnOf } from "./row-mapping.ts";

/** The columns of an entity that can hold an image URL: image fields, image lists, rich text. */
function imageColumns(definition: (typeof ENTITIES)[keyof typeof ENTITIES]): string[] {
  const columns: string[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const holdsImages =
      field.kind === "image" ||
      (field.kind === "list" && field.of === "image") ||
      field.kind === "richText";
    if (!holdsImages) continue;
    if (isLocalized(field)) columns.push(...LOCALES.map((l) => columnOf(name, l)));
    else columns.push(name);
  }
  return columns;
}

/** The lookup of uses on this database: `usesOf(uploads)` maps each upload's id to its uses. */
export function mediaUses(db: Db, kind: DbKind) {
  const contains = (column: string, needle: string) =>
    kind === "postgres"
      ? sql<SqlBool>`strpos(${sql.ref(column)}, ${needle}) > 0`
      : sql<SqlBool>`instr(${sql.ref(column)}, ${needle}) > 0`;

  /** The languages an entity's title is stored in: all three when it is localized, else English. */
  const titleLocales = (definition: (typeof ENTITIES)[keyof typeof ENTITIES]): Locale[] => {
    const fields = definition.fields as Record<string, Field | undefined>;
    const title = fields[definition.titleField];
    return title && isLocalized(title) ? [...LOCALES] : ["en"];
  };

  /** Where each upload is referenced, by `/<bucket>/<key>` inside the image columns of every entity. */
  async function usesOf(uploads: FileUpload[]): Promise<Map<number, MediaUse[]>> {
    const uses = new Map<number, MediaUse[]>(uploads.map((u) => [u.id, []]));
    if (uploads.length === 0) return uses;
    const needles = uploads.map((u) => ({ id: u.id, needle: `/${u.bucketName}/${u.filePath}` }));
    for (const definition of Object.values(ENTITIES)) {
      const columns = imageColumns(definition);
      if (columns.length === 0) continue;
      const rows = (await (db as unknown as Db)
        .selectFrom(definition.name)
        .select(["id", "deletedAt"])
        .select(
          titleLocales(definition).map((l) =>
            sql.ref(columnOf(definition.titleField, l)).as(`titlein${l}`),
          ) as never,
        )
        .select(columns.map((c) => sql.ref(c).as(c)) as never)
        .where((eb) =>
          eb.or(columns.flatMap((c) => needles.map(({ needle }) => contains(c, needle)))),
        )
        .orderBy("id")
        .execute()) as unknown as Record<string, unknown>[];
      for (const row of rows) {
        const text = columns.map((c) => String(row[c] ?? "")).join("\n");
        for (const { id, needle } of needles) {
          if (!text.includes(needle)) continue;
          uses.get(id)?.push({
            entity: definition.name,
            id: Number(row.id),
            title: String(row.titleinen ?? ""),
            titles: Object.fromEntries(
              titleLocales(definition).map((l) => [l, String(row[`titlein${l}`] ?? "")]),
            ),
            trashed: row.deletedAt !== null && row.deletedAt !== undefined,
          });
        }
      }
    }
    return uses;
  }
  return usesOf;
}
