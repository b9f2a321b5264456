/** Applies the one portable migration set (at start and by `npm run db:migrate`). */
import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/0001-initial.ts";
import * as security from "./migrations/0002-security.ts";

const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-security": security,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
