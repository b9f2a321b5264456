/**
 * What a backup needs to know about the database it reads or fills, asked of the database itself
 * (never a hard-coded list of the site's tables): tables, their columns and types, primary keys,
 * foreign-key order, the schema version (latest applied migration), how to reset id sequences; and
 * which tables hold derived data, the one place that names them (never backed up: made again from
 * the restored rows).
 */
import { type Kysely, sql } from "kysely";
import { type Db, isPostgres } from "../db/index.ts";

/** A Kysely without the camelCase plugin, addressing tables by their real (snake_case) names. */
export type RawDb = Kysely<Record<string, Record<string, unknown>>>;

export type ColumnKind = "boolean" | "integer" | "number" | "json" | "timestamp" | "bytes" | "text";

export interface TableInfo {
  name: string;
  columns: { name: string; kind: ColumnKind }[];
  primaryKey: string[];
  /** Tables this one references through foreign keys (itself excluded). */
  references: string[];
}

/** Not the site's data: migration bookkeeping, and the running processes (0015). */
const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock", "server_processes"];

/**
 * The site search's index (migration 0025): its documents, its vocabulary, the analysis version
 * it was built with, and on SQLite its FTS5 table. Derived data the restore empties and then rebuilds from the
 * restored rows (`rebuildIndex`): on PostgreSQL a document's `tsvector` could not be read from a
 * SQLite backup anyway.
 */
export const SEARCH_INDEX_TABLES = [
  "search_documents",
  "search_words",
  "search_state",
  "search_index",
];

/**
 * Derived data, never written into a backup nor counted as the site's rows: the search index
 * above, and on SQLite every full-text (FTS5) table with its shadow tables (`<name>_data`, …),
 * which the triggers on the content tables fill again as the rows are restored.
 */
function isDerivedTable(name: string, fullTextTables: readonly string[] = []): boolean {
  if (SEARCH_INDEX_TABLES.includes(name)) return true;
  return fullTextTables.some((v) => name === v || name.startsWith(`${v}_`));
}

/** The search index's tables this database has (`search_index` is SQLite's only). */
export async function searchIndexTables(db: RawDb): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'table'`.execute(db);
  const present = new Set(rows.map((r) => r.name));
  return SEARCH_INDEX_TABLES.filter((name) => present.has(name));
}

export function rawDb(db: Db): RawDb {
  return db.withoutPlugins() as unknown as RawDb;
}

export function columnKind(declared: string): ColumnKind {
  const t = declared.toLowerCase();
  if (t === "boolean" || t === "bool") return "boolean";
  if (/^(integer|int|int2|int4|int8|smallint|bigint|serial|bigserial)$/.test(t)) return "integer";
  if (/^(real|double precision|float|float4|float8|numeric|decimal)/.test(t)) return "number";
  if (t === "json" || t === "jsonb") return "json";
  if (t.startsWith("timestamp") || t === "date" || t === "datetime") return "timestamp";
  if (t === "bytea" || t === "blob") return "bytes";
  return "text";
}

/** Every application table, in an order where referenced tables come before those referencing them. */
export async function listTables(db: RawDb): Promise<TableInfo[]> {
  const tables = isPostgres(db) ? await postgresTables(db) : await sqliteTables(db);
  return dependencyOrder(tables);
}

async function sqliteTables(db: RawDb): Promise<TableInfo[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const fullText = rows
    .filter((r) => /^create virtual table/i.test(r.sql ?? ""))
    .map((r) => r.name);
  const tables: TableInfo[] = [];
  for (const { name } of rows.filter(
    (r) => !MIGRATION_TABLES.includes(r.name) && !isDerivedTable(r.name, fullText),
  )) {
    const cols = await sql<{ name: string; type: string; pk: number }>`
      select name, type, pk from pragma_table_info(${name}) order by cid`.execute(db);
    const fks = await sql<{ table: string }>`
      select "table" from pragma_foreign_key_list(${name})`.execute(db);
    tables.push({
      name,
      columns: cols.rows.map((c) => ({ name: c.name, kind: columnKind(c.type) })),
      primaryKey: cols.rows
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(fks.rows.map((f) => f.table))].filter((t) => t !== name),
    });
  }
  return tables;
}

async function postgresTables(db: RawDb): Promise<TableInfo[]> {
  const { rows: names } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const { rows: cols } = await sql<{ table: string; name: string; type: string }>`
    select table_name as table, column_name as name, data_type as type
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const { rows: keys } = await sql<{ table: string; name: string; kind: string; target: string }>`
    select con.conrelid::regclass::text as table, att.attname as name,
           con.contype as kind, coalesce(con.confrelid::regclass::text, '') as target
    from pg_constraint con
    join pg_namespace ns on ns.oid = con.connamespace and ns.nspname = current_schema()
    cross join lateral unnest(con.conkey) with ordinality as k(attnum, pos)
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
    where con.contype in ('p', 'f')
    order by con.conrelid, k.pos`.execute(db);
  const bare = (t: string) => t.replace(/^.*\./, "").replace(/^"|"$/g, "");
  return names
    .filter((r) => !MIGRATION_TABLES.includes(r.name) && !isDerivedTable(r.name))
    .map(({ name }) => ({
      name,
      columns: cols
        .filter((c) => c.table === name)
        .map((c) => ({ name: c.name, kind: columnKind(c.type) })),
      primaryKey: keys.filter((k) => bare(k.table) === name && k.kind === "p").map((k) => k.name),
      references: [
        ...new Set(
          keys.filter((k) => bare(k.table) === name && k.kind === "f").map((k) => bare(k.target)),
        ),
      ].filter((t) => t !== name),
    }));
}

function dependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo, path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const ref of t.references) {
      const target = byName.get(ref);
      if (target) visit(target, path);
    }
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

export { schemaVersion } from "../db/migrate.ts";

/** After rows were loaded with their ids, new rows must still get fresh ones. */
export async function resetIdSequences(db: RawDb, tables: TableInfo[]): Promise<void> {
  // SQLite AUTOINCREMENT (sqlite_sequence) already follows explicitly inserted ids.
  if (!isPostgres(db)) return;
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await sql<{ seq: string | null }>`
        select pg_get_serial_sequence(${quoteIdent(table.name)}, ${column.name}) as seq`.execute(
        db,
      );
      const seq = rows[0]?.seq;
      if (!seq) continue;
      await sql`select setval(${seq}::regclass,
        coalesce((select max(${sql.ref(column.name)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
