/** Security tables: sign-in throttling, rate limits, audit log, two-factor and session stages. */
import type { Kysely } from "kysely";
import { isPostgres } from "../engine.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("totp_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("backup_codes", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  // The last accepted TOTP time step, so a code cannot be replayed.
  await db.schema
    .alterTable("users")
    .addColumn("totp_last_step", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // active | mfa (password given, code pending) | enroll (must set up two-factor first)
  await db.schema
    .alterTable("sessions")
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("active"))
    .execute();

  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_failure_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  const id = isPostgres(db)
    ? db.schema.createTable("audit_log").addColumn("id", "serial", (c) => c.primaryKey())
    : db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("entity_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ip_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .createIndex("audit_log_created_at_idx")
    .on("audit_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_idx")
    .on("audit_log")
    .columns(["action", "created_at"])
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["password_resets", "audit_log", "rate_limits", "login_throttle"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable("sessions").dropColumn("stage").execute();
  for (const c of ["totp_last_step", "backup_codes", "totp_enabled", "totp_secret"]) {
    await db.schema.alterTable("users").dropColumn(c).execute();
  }
}
