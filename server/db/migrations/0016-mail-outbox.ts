/**
 * The mail outbox (decision 0008): the queue keeps what the Outbox shows and when it gives up
 * (`give_up_at`; failed then, with the reason in `last_error`), the Reply-To of a staff notification
 * (the visitor), the time of the last attempt; and each staff member's choice of the staff
 * notifications (`users.staff_notifications`: null follows the role, admins get them).
 */
import { type Kysely, sql } from "kysely";

/** How long a mail waited before this migration may still wait (the queue's default give-up time). */
const GIVE_UP_MS = 3 * 24 * 3600 * 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_queue").addColumn("reply_to", "text").execute();
  await db.schema.alterTable("mail_queue").addColumn("give_up_at", "text").execute();
  await db.schema.alterTable("mail_queue").addColumn("last_attempt_at", "text").execute();
  await db.schema.alterTable("users").addColumn("staff_notifications", "integer").execute();
  const { rows } = await sql<{
    id: number;
    created_at: string;
  }>`select id, created_at from mail_queue where give_up_at is null`.execute(db);
  for (const row of rows) {
    const giveUp = new Date(new Date(row.created_at).getTime() + GIVE_UP_MS).toISOString();
    await sql`update mail_queue set give_up_at = ${giveUp} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex("mail_queue_status_created_idx")
    .on("mail_queue")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_queue_status_created_idx").execute();
  await db.schema.alterTable("users").dropColumn("staff_notifications").execute();
  await db.schema.alterTable("mail_queue").dropColumn("last_attempt_at").execute();
  await db.schema.alterTable("mail_queue").dropColumn("give_up_at").execute();
  await db.schema.alterTable("mail_queue").dropColumn("reply_to").execute();
}
