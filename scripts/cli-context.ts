/** Opens the configured database for a command-line tool (migrations applied). */
import { type Config, loadConfig } from "../server/config.ts";
import { prepareDataDir } from "../server/data-dir.ts";
import { createDb } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createPostgresChangeBus } from "../server/events/change-bus.ts";

export async function openDatabase() {
  const config = loadConfig();
  await prepareDataDir(config.dataDir);
  const { db, kind } = createDb({ url: config.DATABASE_URL, sqliteFile: config.databaseFile });
  const applied = await migrateToLatest(db as never);
  return { config, db, kind, applied };
}

/** Tells servers running on the same PostgreSQL database to drop their caches: anything may have changed. */
export async function announceChanges(config: Config) {
  if (!config.DATABASE_URL) return; // a SQLite site's server rereads within its cache's two seconds
  const bus = await createPostgresChangeBus({ url: config.DATABASE_URL });
  bus.publish("*");
  await bus.close();
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
