/** Accounts: e-mail verification (docs/security.md). Existing accounts count as verified. */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await sql`update users set email_verified_at = created_at`.execute(db);
  await db.schema
    .createTable("email_verifications")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_resets_user_idx")
    .on("password_resets")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("password_resets_user_idx").ifExists().execute();
  await db.schema.dropTable("email_verifications").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
