/**
 * The table of a content entity, derived from its definition (docs/decisions/0029): the Kysely row
 * type (`TableOf`) for server/db/schema.ts and the columns a database must have
 * (`expectedColumns`) for the schema check and `npm run db:migration`. A field added to a
 * definition is thereby a column the compiler knows and the migration tool adds; nothing else lists
 * an entity's columns.
 *
 * How a field is stored (migrations 0001, 0003, 0011): its English value in the column named after
 * it in snake_case, the other languages of a localized field in `<column>_fr` and `<column>_ru`;
 * numbers and booleans (0/1) as integers (or double precision for a non-integer number); lists as
 * JSON text; an instant (dateTime) as nullable UTC ISO text; everything else as text.
 */
import type { ColumnType, Generated } from "kysely";
import { OWNED_ENTITIES } from "../../core/access.ts";
import { LOCALES, type Locale } from "../../core/constants.ts";
import type { EntityDefinition, Field } from "../../core/content/define.ts";

type OtherLocale = Exclude<Locale, "en">;
type FieldsOf<D> = D extends EntityDefinition<infer F> ? F : never;

/** What a column gives when read, takes on insert and takes on update. */
type SelectOf<F extends Field> = F extends { kind: "number" }
  ? number
  : F extends { kind: "boolean" }
    ? number | boolean
    : F extends { kind: "dateTime" }
      ? string | null
      : string;
type WriteOf<F extends Field> = F extends { kind: "boolean" }
  ? number
  : F extends { kind: "dateTime" }
    ? string | null
    : SelectOf<F>;
/** A required field is given on every insert; any other column has a default (or is nullable). */
type EnglishColumn<F extends Field> = F extends { required: true | string }
  ? ColumnType<SelectOf<F>, WriteOf<F>, WriteOf<F>>
  : ColumnType<SelectOf<F>, WriteOf<F> | undefined, WriteOf<F>>;
type OtherLanguageColumn<F extends Field> = ColumnType<
  SelectOf<F>,
  WriteOf<F> | undefined,
  WriteOf<F>
>;

/** The columns every content table has (migration 0001; `deleted_at`: the trash, 0011). */
export interface ContentTableMeta {
  id: Generated<number>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
/** Who created an item of an owned entity (core/access.ts, migration 0010); null for older items. */
export interface OwnedColumns {
  createdBy: number | null;
}

/** The Kysely table (camelCase columns, the CamelCasePlugin maps them) of an entity definition. */
export type TableOf<D> = ContentTableMeta & {
  -readonly [K in keyof FieldsOf<D> & string]: EnglishColumn<FieldsOf<D>[K]>;
} & {
  -readonly [
    K in keyof FieldsOf<D> & string as FieldsOf<D>[K] extends { localized: true }
      ? `${K}${Capitalize<OtherLocale>}`
      : never
  ]: OtherLanguageColumn<FieldsOf<D>[K]>;
};

/** A column as a migration creates it (types portable between SQLite and PostgreSQL). */
export interface ColumnSpec {
  name: string;
  type: "text" | "integer" | "double precision";
  notNull: boolean;
  /** The default a new column gets (and that existing rows take), or null for none. */
  defaultValue: string | number | null;
  /** The field is searched by `q`: a new column needs the search index extended by hand. */
  searchable?: true;
}

/** `publishDate` → `publish_date`, as Kysely's CamelCasePlugin names the column. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What the columns depend on: any entity's definition fits. */
export type TableDefinition = Pick<EntityDefinition, "name" | "fields">;

/** `blogPosts` → `blog_posts`: the table of an entity. */
export const tableOf = (definition: TableDefinition) => snakeCase(definition.name);

function columnType(field: Field): ColumnSpec["type"] {
  if (field.kind === "boolean") return "integer";
  if (field.kind === "number") return field.integer ? "integer" : "double precision";
  return "text";
}

/** The value a new column fills existing rows with: the field's default where it has a plain one. */
function englishDefault(field: Field): ColumnSpec["defaultValue"] {
  if (field.kind === "dateTime") return null;
  if (field.kind === "list") return "[]";
  if (field.kind === "boolean") return 0;
  if (field.kind === "number") return field.default ?? 0;
  if ((field.kind === "text" || field.kind === "select") && field.default) return field.default;
  return "";
}

/** The columns of one field: its English column, then its other languages' when localized. */
export function fieldColumns(name: string, field: Field): ColumnSpec[] {
  const type = columnType(field);
  const english: ColumnSpec = {
    name: snakeCase(name),
    type,
    notNull: field.kind !== "dateTime",
    defaultValue: englishDefault(field),
    ...(field.searchable ? { searchable: true as const } : {}),
  };
  if (!field.localized) return [english];
  const empty = field.kind === "list" ? "[]" : field.kind === "number" ? 0 : "";
  return [
    english,
    ...LOCALES.filter((l) => l !== "en").map((locale) => ({
      name: `${english.name}_${locale}`,
      type,
      notNull: english.notNull,
      defaultValue: field.kind === "dateTime" ? null : empty,
    })),
  ];
}

const META_COLUMNS: ColumnSpec[] = [
  { name: "id", type: "integer", notNull: true, defaultValue: null },
  { name: "created_at", type: "text", notNull: true, defaultValue: null },
  { name: "updated_at", type: "text", notNull: true, defaultValue: null },
  { name: "deleted_at", type: "text", notNull: false, defaultValue: null },
];

/** Every column the table of `definition` must have, in the definition's order after the meta ones. */
export function expectedColumns(definition: TableDefinition): ColumnSpec[] {
  const owned = OWNED_ENTITIES.includes(definition.name)
    ? [{ name: "created_by", type: "integer", notNull: false, defaultValue: null } as const]
    : [];
  return [
    ...META_COLUMNS,
    ...owned,
    ...Object.entries(definition.fields).flatMap(([name, field]) => fieldColumns(name, field)),
  ];
}
