/**
 * Visitor submissions (volunteer, partner, contact, newsletter, donation) in one table, and the
 * outgoing mail queue. The contact messages of 0001 move into submissions as the contact kind.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

function tableWithId(db: Kysely<unknown>, name: string) {
  return isPostgres(db)
    ? db.schema.createTable(name).addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema.createTable(name).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

interface OldContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, "submissions")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    // Lower-cased (in JavaScript, so Cyrillic too) name, e-mail, fields and notes, for search.
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    // Newsletter: one row per address ("newsletter:<email>"); null elsewhere.
    .addColumn("dedupe_key", "text", (c) => c.unique())
    // Newsletter: the secret of the confirm and unsubscribe links.
    .addColumn("token", "text")
    .addColumn("confirmed_at", "text")
    // Donations: the code quoted with a transfer, the payment state, Stripe's session id.
    .addColumn("reference", "text")
    .addColumn("payment_status", "text")
    .addColumn("external_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("submissions_kind_created_idx")
    .on("submissions")
    .columns(["kind", "created_at", "id"])
    .execute();
  await db.schema.createIndex("submissions_token_idx").on("submissions").column("token").execute();
  await db.schema
    .createIndex("submissions_external_id_idx")
    .on("submissions")
    .column("external_id")
    .execute();

  await tableWithId(db, "mail_queue")
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // pending | sent | failed
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("mail_queue_due_idx")
    .on("mail_queue")
    .columns(["status", "next_attempt_at"])
    .execute();

  const { rows } = await sql<OldContactMessage>`select * from contact_messages order by id`.execute(
    db,
  );
  for (const m of rows) {
    const data = JSON.stringify({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      locale: m.locale,
    });
    const search = [m.name, m.email, m.subject, m.message].join(" ").toLowerCase();
    await sql`insert into submissions (kind, status, locale, name, email, data, search_text, created_at, updated_at)
      values ('contact', 'new', ${m.locale}, ${m.name}, ${m.email}, ${data}, ${search}, ${m.created_at}, ${m.created_at})`.execute(
      db,
    );
  }
  await db.schema.dropTable("contact_messages").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_queue").execute();
  await db.schema.dropTable("submissions").execute();
}
