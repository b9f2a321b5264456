import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

type Builder = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, t: Builder): Builder {
  return isPostgres(db)
    ? t.addColumn("id", "serial", (c) => c.primaryKey())
    : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (t: Builder, name: string, dflt = "") =>
  t.addColumn(name, "text", (c) => c.notNull().defaultTo(dflt));
const int = (t: Builder, name: string) =>
  t.addColumn(name, "integer", (c) => c.notNull().defaultTo(0));
const stamps = (t: Builder) =>
  t
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("deleted_at", "text");

function contentTable(db: Kysely<unknown>, name: string, columns: (t: Builder) => Builder) {
  return stamps(columns(withId(db, db.schema.createTable(name)))).execute();
}

/** Listings read live rows newest first, optionally by status or category: partial indexes serve them. */
async function listingIndexes(db: Kysely<unknown>, table: string, columns: string[]) {
  const live = sql<boolean>`deleted_at is null`;
  await db.schema
    .createIndex(`${table}_created_at_idx`)
    .on(table)
    .columns(["created_at", "id"])
    .where(live)
    .execute();
  for (const col of columns) {
    await db.schema
      .createIndex(`${table}_${col}_idx`)
      .on(table)
      .columns([col, "created_at", "id"])
      .where(live)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await contentTable(db, "blog_posts", (t) => {
    for (const c of [
      "title",
      "excerpt",
      "content",
      "author",
      "date",
      "category",
      "image",
      "read_time",
      "status",
    ])
      t = text(t, c);
    return text(t, "images", "[]");
  });
  await listingIndexes(db, "blog_posts", ["status", "category"]);

  await contentTable(db, "news_articles", (t) => {
    for (const c of [
      "title",
      "excerpt",
      "content",
      "author",
      "publish_date",
      "category",
      "image",
      "read_time",
      "status",
    ])
      t = text(t, c);
    return int(int(t, "featured"), "views");
  });
  await listingIndexes(db, "news_articles", ["status", "category"]);

  await contentTable(db, "programs", (t) => {
    for (const c of [
      "title",
      "description",
      "long_description",
      "category",
      "start_date",
      "end_date",
      "location",
      "status",
      "image",
      "contact_person",
      "contact_email",
      "funding_status",
    ])
      t = text(t, c);
    for (const c of ["max_participants", "current_participants", "budget"]) t = int(t, c);
    return text(text(t, "requirements", "[]"), "objectives", "[]");
  });
  await listingIndexes(db, "programs", ["status", "category"]);

  await contentTable(db, "gallery_items", (t) => {
    for (const c of ["src", "title", "description", "category", "upload_date", "file_size"])
      t = text(t, c);
    return t;
  });
  await listingIndexes(db, "gallery_items", ["category"]);

  await contentTable(db, "store_items", (t) => {
    for (const c of ["name", "description", "image", "category", "status"]) t = text(t, c);
    t = t.addColumn("price", "double precision", (c) => c.notNull().defaultTo(0));
    return int(int(t, "featured"), "stock_quantity");
  });
  await listingIndexes(db, "store_items", ["status", "category"]);

  await withId(db, db.schema.createTable("file_uploads"))
    .addColumn("file_name", "text", notNull)
    .addColumn("file_path", "text", notNull)
    .addColumn("file_size", "integer", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("bucket_name", "text", notNull)
    .addColumn("uploaded_by", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("file_uploads_created_at_idx")
    .on("file_uploads")
    .columns(["created_at", "id"])
    .execute();

  await db.schema
    .createTable("admin_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("settings", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await withId(db, db.schema.createTable("users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("password_hash", "text", notNull)
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", notNull)
    .addColumn("last_used_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ip_address", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", notNull)
    .addColumn("email", "text", notNull)
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", notNull)
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("contact_messages_created_at_idx")
    .on("contact_messages")
    .columns(["created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    "sessions",
    "users",
    "admin_settings",
    "file_uploads",
    "store_items",
    "gallery_items",
    "programs",
    "news_articles",
    "blog_posts",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
