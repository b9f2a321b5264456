/** Adapts the built-in node:sqlite DatabaseSync to the interface Kysely's SQLite dialect expects. */
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

function toSqlValue(v: unknown): SQLInputValue {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v as SQLInputValue;
}

export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA busy_timeout = 5000");
  raw.exec("PRAGMA foreign_keys = ON");
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = raw.prepare(sql);
      const reader = stmt.columns().length > 0;
      return {
        reader,
        all: (params) => stmt.all(...params.map(toSqlValue)),
        run: (params) => stmt.run(...params.map(toSqlValue)),
        iterate: (params) => stmt.iterate(...params.map(toSqlValue)),
      };
    },
  };
}
