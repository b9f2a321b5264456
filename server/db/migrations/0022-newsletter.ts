/**
 * Newsletter issues (issue 36, decision 0039): what is sent (a story, a digest or an appeal) and
 * where its sending stands, and one row per issue and subscriber, unique, so a recipient is written
 * once and sent at most once however many processes send and however often one restarts. Written by
 * hand: these tables have no content definition.
 */
import type { Kysely } from "kysely";
import { isPostgres } from "../engine.ts";

function tableWithId(db: Kysely<unknown>, name: string) {
  return isPostgres(db)
    ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, "newsletter_issues")
    // story | digest | appeal
    .addColumn("kind", "text", (c) => c.notNull())
    // A story: its entity (blogPosts | newsArticles) and id.
    .addColumn("story_type", "text")
    .addColumn("story_id", "integer")
    // Digests and appeals: their texts per language, JSON.
    .addColumn("texts", "text", (c) => c.notNull().defaultTo("{}"))
    // draft | sending | paused | sent
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("queued_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createIndex("newsletter_issues_created_idx")
    .on("newsletter_issues")
    .columns(["created_at", "id"])
    .execute();

  await tableWithId(db, "newsletter_recipients")
    .addColumn("issue_id", "integer", (c) =>
      c.notNull().references("newsletter_issues.id").onDelete("cascade"),
    )
    .addColumn("subscriber_id", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    // queued | sending | sent | failed | skipped
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("newsletter_recipients_once", ["issue_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_recipients_status_idx")
    .on("newsletter_recipients")
    .columns(["issue_id", "status", "id"])
    .execute();
  await db.schema
    // The per-minute limit counts the messages handed to the mail server in the last minute.
    .createIndex("newsletter_recipients_claimed_idx")
    .on("newsletter_recipients")
    .column("claimed_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_recipients").execute();
  await db.schema.dropTable("newsletter_issues").execute();
}
