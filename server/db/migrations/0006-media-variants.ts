/**
 * Media variants (decision 0010): the original's pixel size and the keys of its responsive
 * variants (a JSON array of storage keys in the same bucket) on every upload. Null until made.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("file_uploads").addColumn("width", "integer").execute();
  await db.schema.alterTable("file_uploads").addColumn("height", "integer").execute();
  await db.schema.alterTable("file_uploads").addColumn("variants", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["variants", "height", "width"]) {
    await db.schema.alterTable("file_uploads").dropColumn(column).execute();
  }
}
