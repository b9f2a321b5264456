/**
 * The migration `npm run db:migration <name>` writes (docs/decisions/0029): the columns the entity
 * definitions expect and the database lacks, added; what a tool cannot decide (a column dropped or
 * renamed, a type changed, the search index of a searchable field) named for a human to write.
 */
import type { ColumnSpec } from "./entity-tables.ts";
import type { TableDiff } from "./schema-diff.ts";

/** A migration's name as given on the command line: lowercase words joined by dashes. */
export const MIGRATION_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The next migration file, numbered after the highest of `existing` (file names of the folder). */
export function nextMigrationFile(existing: readonly string[], name: string): string {
  const numbers = existing.map((f) => /^(\d{4})-/.exec(f)?.[1]).filter((n) => n !== undefined);
  const next = Math.max(0, ...numbers.map(Number)) + 1;
  return `${String(next).padStart(4, "0")}-${name}.ts`;
}

const literal = (value: string | number) => JSON.stringify(value);

function addColumn(table: string, c: ColumnSpec): string {
  const constraints = [
    c.notNull ? ".notNull()" : "",
    c.defaultValue === null ? "" : `.defaultTo(${literal(c.defaultValue)})`,
  ].join("");
  const builder = constraints ? `, (c) => c${constraints}` : "";
  return `  await db.schema
    .alterTable(${literal(table)})
    .addColumn(${literal(c.name)}, ${literal(c.type)}${builder})
    .execute();`;
}

/** What the tool leaves to a human, one sentence each (also printed by the command). */
export function manualSteps(diffs: readonly TableDiff[]): string[] {
  const steps: string[] = [];
  for (const { table, missing, extra, changed } of diffs) {
    for (const c of extra) {
      const renamed =
        missing.length > 0
          ? ` or renamed (then rename it instead of adding ${missing.map((m) => m.name).join(", ")})`
          : "";
      steps.push(
        `${table}.${c.name} is in the database but in no definition: if its field was removed${renamed}, drop or rename the column here.`,
      );
    }
    for (const { expected, live } of changed) {
      const shape = (s: { type: string; notNull: boolean }) =>
        `${s.type}${s.notNull ? " not null" : ""}`;
      steps.push(
        `${table}.${expected.name} is ${shape(live)} in the database, the definition says ${shape(expected)}: convert it here.`,
      );
    }
    for (const c of missing.filter((m) => m.searchable)) {
      steps.push(
        `${table}.${c.name} is searchable: extend the text search (migration 0003's index, and its triggers on SQLite) to cover it in every language.`,
      );
    }
  }
  return steps;
}

/** The source of the migration adding every missing column (and undoing that in `down`). */
export function migrationSource(name: string, diffs: readonly TableDiff[]): string {
  const added = diffs.flatMap((d) => d.missing.map((c) => ({ table: d.table, column: c })));
  const steps = manualSteps(diffs);
  const summary = added.map(({ table, column }) => ` * - ${table}.${column.name}`).join("\n");
  const todo = steps.map((s) => `  // TO DO by hand: ${s}`).join("\n");
  const up = [...added.map(({ table, column }) => addColumn(table, column)), todo]
    .filter(Boolean)
    .join("\n");
  const down = added
    .toReversed()
    .map(
      ({ table, column }) =>
        `  await db.schema.alterTable(${literal(table)}).dropColumn(${literal(column.name)}).execute();`,
    )
    .join("\n");
  return `/**
 * ${name}: the columns the entity definitions gained, written by \`npm run db:migration\`
 * (docs/decisions/0029):
${summary}
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
${up}
}

export async function down(db: Kysely<unknown>): Promise<void> {
${down}
}
`;
}
