/**
 * Server autosave of the full-page editor (docs/decisions/0027-full-page-editor.md): one slot per
 * staff member and content item (`entity_id` 0 for a new item not saved yet), the form's values as
 * JSON text, replaced on every autosave and deleted when the item is saved. Not a revision.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("autosaves")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("autosaves_pk", ["user_id", "entity_type", "entity_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("autosaves").execute();
}
