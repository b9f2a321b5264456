/** Opens the configured database for a command-line tool (migrations applied). */
import { loadConfig } from "../server/config.ts";
import { createDb } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";

export async function openDatabase() {
  const config = loadConfig();
  const { db, kind } = createDb({ url: config.DATABASE_URL, sqliteFile: config.databaseFile });
  const applied = await migrateToLatest(db as never);
  return { config, db, kind, applied };
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
