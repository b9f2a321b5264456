/**
 * Staff roles (docs/decisions/0012-roles.md): who created a blog post or news article (authors may
 * change only their own), the "must change password at next sign-in" flag, and the single-use
 * invitation links. `created_by` holds a user id without a foreign key, like `audit_log.actor_id`:
 * demo content is created by the seeder (id 0), and an item outlives its author's account.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["blog_posts", "news_articles"]) {
    await db.schema.alterTable(table).addColumn("created_by", "integer").execute();
    await db.schema.createIndex(`${table}_created_by_idx`).on(table).column("created_by").execute();
  }
  await db.schema
    .alterTable("users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("invitations")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("invitations_user_idx").on("invitations").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invitations").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("must_change_password").execute();
  for (const table of ["blog_posts", "news_articles"]) {
    await db.schema.dropIndex(`${table}_created_by_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("created_by").execute();
  }
}
