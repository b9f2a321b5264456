/**
 * Periodic jobs that must run once per period across every process sharing the database (the
 * weekly staff report): the row for (job, period) is the claim, inserted by whoever runs first.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("job_runs_pk", ["job", "period"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}
