/**
 * Subscribers who must not be written to (issue 36, decision 0040): a subscriber row says why it is
 * stopped (`suppressed`: bounced, complained, or by hand), and a list of address hashes keeps the
 * stop after the person's data is erased, so an import or a staff member cannot add them back.
 * Written by hand: these columns have no content definition.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // bounced | complained | null
  await db.schema.alterTable("submissions").addColumn("suppressed", "text").execute();
  await db.schema
    .createTable("newsletter_suppressions")
    // SHA-256 of the address in lower case, hex: the address itself is not kept.
    .addColumn("email_hash", "text", (c) => c.primaryKey())
    // bounced | complained | erased
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_suppressions").execute();
  await db.schema.alterTable("submissions").dropColumn("suppressed").execute();
}
