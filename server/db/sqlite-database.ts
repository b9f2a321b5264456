/** Adapts the built-in node:sqlite DatabaseSync to the interface Kysely's SQLite dialect expects. */
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

function toSqlValue(v: unknown): SQLInputValue {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v as SQLInputValue;
}

/**
 * How much of the database file reads map into memory instead of copying through SQLite's own
 * page cache: the site search's scans touch thousands of scattered pages (npm run bench:search at
 * 100,000 stories: p95 of the slowest queries about 10 % lower). Address space, not heap; writes
 * are unchanged.
 */
const MMAP_BYTES = 1024 * 1024 * 1024;

/** Compiled statements kept per connection: a page's few queries repeat on every render. */
const STATEMENT_CACHE_SIZE = 256;

export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA busy_timeout = 5000");
  raw.exec("PRAGMA foreign_keys = ON");
  if (file !== ":memory:") raw.exec(`PRAGMA mmap_size = ${MMAP_BYTES}`);
  const cache = new Map<string, { stmt: StatementSync; reader: boolean }>();
  /** The compiled statement of `sql`, most recently used last; SQLite recompiles it by itself
   * after a schema change. */
  const compiled = (sql: string) => {
    let hit = cache.get(sql);
    if (hit) cache.delete(sql);
    else {
      const stmt = raw.prepare(sql);
      hit = { stmt, reader: stmt.columns().length > 0 };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, hit);
    return hit;
  };
  return {
    raw,
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const { stmt, reader } = compiled(sql);
      return {
        reader,
        all: (params) => stmt.all(...params.map(toSqlValue)),
        run: (params) => stmt.run(...params.map(toSqlValue)),
        // A streamed read gets a statement of its own: a shared one would be reset under it.
        iterate: (params) => raw.prepare(sql).iterate(...params.map(toSqlValue)),
      };
    },
  };
}
