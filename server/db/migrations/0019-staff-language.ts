/**
 * Each staff member's language (`users.language`: en, fr or ru), chosen in Account, for the admin and
 * the staff e-mails; null, every existing account's value, follows the browser's language. Written by
 * hand: `npm run db:migration` compares only the content tables with their definitions, and the users
 * table has none.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
