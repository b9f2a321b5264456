/**
 * Donations become records of their own (decision 0035): one row per payment (a monthly gift's later
 * payments point at the first), with its provider, amount in minor units and state, and one row per
 * provider event, unique per provider and event id, so a replayed webhook changes nothing. The donor's
 * form stays in the inbox (`submissions`); its `payment_status` and `external_id` columns are copied
 * here and no longer used. Written by hand: these tables have no content definition.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

function tableWithId(db: Kysely<unknown>, name: string) {
  return isPostgres(db)
    ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

interface OldDonation {
  id: number;
  locale: string;
  name: string;
  email: string;
  data: string;
  reference: string | null;
  payment_status: string | null;
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, "donations")
    .addColumn("reference", "text", (c) => c.notNull().unique())
    // pledged | pending | paid | failed | expired | refunded
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull())
    // Monthly gifts (the first payment's row): active | cancelled.
    .addColumn("plan_status", "text")
    .addColumn("parent_id", "integer", (c) => c.references("donations.id").onDelete("set null"))
    .addColumn("provider", "text")
    .addColumn("provider_ref", "text")
    .addColumn("subscription_ref", "text")
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull().defaultTo("other"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    // The secret of the "stop my monthly gift" link in every receipt.
    .addColumn("stop_token", "text")
    // Monthly gifts on rails without pull payments: when the next reminder is due.
    .addColumn("next_reminder_at", "text")
    .addColumn("submission_id", "integer", (c) =>
      c.references("submissions.id").onDelete("set null"),
    )
    .addColumn("paid_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("donations_created_idx")
    .on("donations")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("donations_provider_ref_idx")
    .on("donations")
    .columns(["provider", "provider_ref"])
    .execute();
  await db.schema
    .createIndex("donations_subscription_idx")
    .on("donations")
    .column("subscription_ref")
    .execute();
  await db.schema
    .createIndex("donations_status_idx")
    .on("donations")
    .columns(["status", "created_at"])
    .execute();

  await tableWithId(db, "donation_events")
    .addColumn("donation_id", "integer", (c) =>
      c.notNull().references("donations.id").onDelete("cascade"),
    )
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("donation_events_once", ["provider", "event_id"])
    .execute();
  await db.schema
    .createIndex("donation_events_donation_idx")
    .on("donation_events")
    .columns(["donation_id", "id"])
    .execute();

  const { rows } = await sql<OldDonation>`select id, locale, name, email, data, reference,
    payment_status, external_id, created_at, updated_at from submissions where kind = 'donation'
    order by id`.execute(db.withoutPlugins());
  for (const d of rows) {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(d.data) as Record<string, unknown>;
    } catch {
      // An unreadable form keeps its defaults below.
    }
    const status =
      d.payment_status === "paid" || d.payment_status === "pending" ? d.payment_status : "pledged";
    const method = ["card", "bank", "mobile"].includes(String(data.method))
      ? String(data.method)
      : "card";
    const amount = Math.round(Number(data.amount) * 100);
    await sql`insert into donations (reference, status, frequency, plan_status, provider,
      provider_ref, method, currency, amount_minor, region, locale, name, email, submission_id,
      paid_at, created_at, updated_at)
      values (${d.reference ?? `DON-M${d.id}`}, ${status},
      ${data.frequency === "monthly" ? "monthly" : "one-time"},
      ${data.frequency === "monthly" && status === "paid" ? "active" : null},
      ${d.external_id ? "stripe" : null}, ${d.external_id}, ${method}, 'USD',
      ${Number.isFinite(amount) ? amount : 0}, 'other', ${d.locale}, ${d.name}, ${d.email}, ${d.id},
      ${status === "paid" ? d.updated_at : null}, ${d.created_at}, ${d.updated_at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("donation_events").execute();
  await db.schema.dropTable("donations").execute();
}
