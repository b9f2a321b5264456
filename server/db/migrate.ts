/** Applies the one portable migration set (at start and by `npm run db:migrate`). */
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { type Db, pingDb } from "./index.ts";
import * as initial from "./migrations/0001-initial.ts";
import * as security from "./migrations/0002-security.ts";
import * as localizedContent from "./migrations/0003-localized-content.ts";
import * as accounts from "./migrations/0004-accounts.ts";
import * as submissions from "./migrations/0005-submissions.ts";
import * as mediaVariants from "./migrations/0006-media-variants.ts";
import * as jobRuns from "./migrations/0007-job-runs.ts";
import * as slugs from "./migrations/0008-slugs.ts";
import * as richTextContent from "./migrations/0009-rich-text-content.ts";
import * as roles from "./migrations/0010-roles.ts";
import * as scheduling from "./migrations/0011-scheduling.ts";
import * as revisions from "./migrations/0012-revisions.ts";
import * as mediaAlt from "./migrations/0013-media-alt.ts";
import * as seoAndViews from "./migrations/0014-seo-and-views.ts";
import * as serverProcesses from "./migrations/0015-server-processes.ts";
import * as mailOutbox from "./migrations/0016-mail-outbox.ts";
import * as localizedNames from "./migrations/0017-localized-names.ts";

const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-security": security,
  "0003-localized-content": localizedContent,
  "0004-accounts": accounts,
  "0005-submissions": submissions,
  "0006-media-variants": mediaVariants,
  "0007-job-runs": jobRuns,
  "0008-slugs": slugs,
  "0009-rich-text-content": richTextContent,
  "0010-roles": roles,
  "0011-scheduling": scheduling,
  "0012-revisions": revisions,
  "0013-media-alt": mediaAlt,
  "0014-seo-and-views": seoAndViews,
  "0015-server-processes": serverProcesses,
  "0016-mail-outbox": mailOutbox,
  "0017-localized-names": localizedNames,
};

/** The newest migration applied: the version of the schema the data fits ("" before the first). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's Kysely, typed or raw
export async function schemaVersion(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? "";
}

/** Whether the database answers, and its schema version when it does (/healthz). */
export async function probeDatabase(db: Kysely<unknown>) {
  try {
    return { up: true, schema: (await schemaVersion(db)) || null };
  } catch {
    // Before the first migration there is no bookkeeping table: a plain ping tells.
    return { up: await pingDb(db as Db) };
  }
}

/** The database has migrations this release does not know: it was made by a newer release. */
export class MigrationMismatch extends Error {}

async function appliedMigrations(db: Kysely<unknown>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((r) => r.name);
  } catch {
    return []; // a new database: no bookkeeping table yet
  }
}

/** Applies the migrations up to the latest, or up to and including `target` (tests of a migration). */
export async function migrateToLatest(db: Kysely<unknown>, target?: string): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables must live in the schema we work in: Kysely otherwise
  // finds another schema's lock table and assumes its own exists.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in migrations)).sort();
  if (unknown.length > 0) {
    throw new MigrationMismatch(
      `This release is older than the database (it lacks migration ${unknown.join(", ")}): run the newer release or restore a backup.`,
    );
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
