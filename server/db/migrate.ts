/** Applies the one portable migration set (at start and by `npm run db:migrate`). */
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
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
};

/** Applies the migrations up to the latest, or up to and including `target` (tests of a migration). */
export async function migrateToLatest(db: Kysely<unknown>, target?: string): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables must live in the schema we work in: Kysely otherwise
  // finds another schema's lock table and assumes its own exists.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
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
