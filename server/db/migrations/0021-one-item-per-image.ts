/**
 * One library item per image (issue 35, decision 0036): an upload records the content hash its key
 * carries (`name.<hash>.<w>x<h>.<ext>`, decision 0010), unique, so the same bytes uploaded again give
 * back the item that has them. Items already doubled are merged here: the oldest row stays (public
 * pages read it), each language keeps the newest alt text written (the editor wrote to the newest),
 * and a duplicate stored under another key has its uses pointed at the kept one. Files are not
 * touched: a migration has no storage, and a file left behind is harmless.
 */
import { type Kysely, sql } from "kysely";

/** Where an upload's URL can stand, as of this migration: image fields, image lists, rich text. */
const URL_COLUMNS: Record<string, string[]> = {
  blog_posts: ["content", "content_fr", "content_ru", "image", "images"].concat([
    "social_image",
    "social_image_fr",
    "social_image_ru",
  ]),
  news_articles: ["content", "content_fr", "content_ru", "image"].concat([
    "social_image",
    "social_image_fr",
    "social_image_ru",
  ]),
  programs: ["image", "social_image", "social_image_fr", "social_image_ru"],
  gallery_items: ["src"],
  store_items: ["image"],
  content_revisions: ["snapshot"],
  autosaves: ["data"],
};

/** The content hash in a key written by hashedImageKey (16 hex digits), or null for older keys. */
export function hashInKey(key: string): string | null {
  return /\.([0-9a-f]{16})\.\d+x\d+\.[a-z0-9]+$/.exec(key)?.[1] ?? null;
}

/** Read with camel-case names, the same with or without Kysely's CamelCasePlugin. */
interface UploadRow {
  id: number;
  bucketName: string;
  filePath: string;
  alt: string;
  altFr: string;
  altRu: string;
}

const ALTS = ["alt", "altFr", "altRu"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("file_uploads").addColumn("content_hash", "text").execute();
  const { rows } = await sql<UploadRow>`select id, bucket_name as "bucketName",
    file_path as "filePath", alt, alt_fr as "altFr", alt_ru as "altRu"
    from file_uploads order by id`.execute(db);
  const byHash = new Map<string, UploadRow[]>();
  for (const row of rows) {
    const hash = hashInKey(row.filePath);
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), row]);
  }
  for (const [hash, [kept, ...doubles]] of byHash) {
    const newestFirst = [...doubles].reverse().concat(kept);
    const alts = ALTS.map((c) => newestFirst.find((r) => r[c])?.[c] ?? "");
    await sql`update file_uploads set content_hash = ${hash}, alt = ${alts[0]},
      alt_fr = ${alts[1]}, alt_ru = ${alts[2]} where id = ${kept.id}`.execute(db);
    const keptUrl = `/${kept.bucketName}/${kept.filePath}`;
    for (const double of doubles) {
      const url = `/${double.bucketName}/${double.filePath}`;
      if (url !== keptUrl) await pointAt(db, url, keptUrl);
      await sql`delete from file_uploads where id = ${double.id}`.execute(db);
    }
  }
  await db.schema
    .createIndex("file_uploads_content_hash_idx")
    .on("file_uploads")
    .column("content_hash")
    .unique()
    .execute();
}

/** Every stored mention of `from` (as `/<bucket>/<key>`, inside a URL) now names `to`. */
async function pointAt(db: Kysely<unknown>, from: string, to: string) {
  for (const [table, columns] of Object.entries(URL_COLUMNS)) {
    for (const column of columns) {
      const c = sql.ref(column);
      await sql`update ${sql.table(table)} set ${c} = replace(${c}, ${from}, ${to})
        where ${c} <> replace(${c}, ${from}, ${to})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("file_uploads_content_hash_idx").ifExists().execute();
  await db.schema.alterTable("file_uploads").dropColumn("content_hash").execute();
}
