/**
 * The content tables of a live database against what the entity definitions expect
 * (docs/decisions/0029): the schema test and `npm run db:migration` read it, the latter to write the
 * migration that adds what is missing.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine.ts";
import { ENTITIES } from "../../core/content/index.ts";
import {
  type ColumnSpec,
  expectedColumns,
  type TableDefinition,
  tableOf,
} from "./entity-tables.ts";

/** A column as the database has it. */
export interface LiveColumn {
  name: string;
  type: string;
  notNull: boolean;
}

/** The columns of `table` in the database's current schema, in their order. */
export async function liveColumns(db: Kysely<unknown>, table: string): Promise<LiveColumn[]> {
  // Raw names: the connection's CamelCasePlugin would rename the result's columns.
  const raw = db.withoutPlugins();
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string; type: string; nullable: string }>`
      select column_name as name, data_type as type, is_nullable as nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`.execute(raw);
    return rows.map((r) => ({ name: r.name, type: r.type, notNull: r.nullable === "NO" }));
  }
  const { rows } = await sql<{ name: string; type: string; nn: number; pk: number }>`
    select name, type, "notnull" as nn, pk from pragma_table_info(${table})`.execute(raw);
  // SQLite reports its integer primary key as nullable; it is the rowid, never null.
  return rows.map((r) => ({ name: r.name, type: r.type.toLowerCase(), notNull: !!r.nn || !!r.pk }));
}

export interface TableDiff {
  table: string;
  /** Columns the definition expects that the database lacks: a migration adds them. */
  missing: ColumnSpec[];
  /** Columns the database has that no definition expects (a field removed or renamed). */
  extra: LiveColumn[];
  /** Columns of another type or nullability than the definition says. */
  changed: { expected: ColumnSpec; live: LiveColumn }[];
}

/** The difference between one table's expected and live columns (pure: the unit under test). */
export function diffColumns(
  table: string,
  expected: readonly ColumnSpec[],
  live: readonly LiveColumn[],
): TableDiff {
  const liveByName = new Map(live.map((c) => [c.name, c]));
  const expectedNames = new Set(expected.map((c) => c.name));
  const changed: TableDiff["changed"] = [];
  for (const column of expected) {
    const found = liveByName.get(column.name);
    if (found && (found.type !== column.type || found.notNull !== column.notNull)) {
      changed.push({ expected: column, live: found });
    }
  }
  return {
    table,
    missing: expected.filter((c) => !liveByName.has(c.name)),
    extra: live.filter((c) => !expectedNames.has(c.name)),
    changed,
  };
}

export const inSync = (diff: TableDiff) =>
  diff.missing.length === 0 && diff.extra.length === 0 && diff.changed.length === 0;

/** Every content table's difference, in the order of ENTITIES (or of the definitions given). */
export async function diffSchema(
  db: Kysely<unknown>,
  definitions: readonly TableDefinition[] = Object.values(ENTITIES),
): Promise<TableDiff[]> {
  const diffs: TableDiff[] = [];
  for (const definition of definitions) {
    const table = tableOf(definition);
    diffs.push(diffColumns(table, expectedColumns(definition), await liveColumns(db, table)));
  }
  return diffs;
}
