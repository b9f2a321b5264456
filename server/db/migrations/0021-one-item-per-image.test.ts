import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/databases.ts";
import { migrateToLatest } from "../migrate.ts";
import { hashInKey } from "./0021-one-item-per-image.ts";

describe.each(await databaseKinds())("migration 0021 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrateTo: "0020-donations" });
  });
  afterAll(async () => database.cleanup());

  const hash = "0123456789abcdef";
  const twice = `harvest.${hash}.800x600.webp`;
  const renamed = `img-2041.${hash}.800x600.webp`;

  it("merges the items of one image: the oldest stays with the newest alts, uses follow it", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    const rows: [string, string, string, string, string][] = [
      // bucket, key, alt, alt_fr, alt_ru
      ["gallery-images", twice, "", "", ""],
      ["gallery-images", twice, "", "Les récoltes rentrent", "Урожай убран"],
      ["blog-images", renamed, "The harvest is in", "", ""],
      ["blog-images", "1700000000000-old.jpg", "Old", "", ""],
      ["news-images", "other.fedcba9876543210.10x10.png", "", "", ""],
    ];
    for (const [bucket, key, alt, altFr, altRu] of rows) {
      await sql`insert into file_uploads (file_name, file_path, file_size, mime_type, bucket_name,
        uploaded_by, created_at, alt, alt_fr, alt_ru) values ('f', ${key}, 10, 'image/webp',
        ${bucket}, 'ama@example.org', ${at}, ${alt}, ${altFr}, ${altRu})`.execute(database.db);
    }
    const inStory = `<p>Voilà</p><img src="/media/blog-images/${renamed}" alt="">`;
    await sql`insert into blog_posts (title, excerpt, content, content_fr, content_ru, author, date,
      category, image, read_time, status, images, slug, created_at, updated_at)
      values ('Harvest', 'E', '', ${inStory}, '', 'Ama', '2026-01-01', 'Community',
      ${`/media/blog-images/${renamed}`}, '5 min read', 'published',
      ${JSON.stringify([`/media/blog-images/${renamed}`, "/media/blog-images/kept.webp"])},
      'harvest', ${at}, ${at})`.execute(database.db);

    await migrateToLatest(database.db as never, "0021-one-item-per-image");

    const uploads = await database.db
      .selectFrom("fileUploads")
      .select(["id", "bucketName", "filePath", "contentHash", "alt", "altFr", "altRu"])
      .orderBy("id")
      .execute();
    expect(uploads.map(({ id: _id, ...u }) => u)).toEqual([
      {
        bucketName: "gallery-images",
        filePath: twice,
        contentHash: hash,
        alt: "The harvest is in",
        altFr: "Les récoltes rentrent",
        altRu: "Урожай убран",
      },
      {
        bucketName: "blog-images",
        filePath: "1700000000000-old.jpg",
        contentHash: null,
        alt: "Old",
        altFr: "",
        altRu: "",
      },
      {
        bucketName: "news-images",
        filePath: "other.fedcba9876543210.10x10.png",
        contentHash: "fedcba9876543210",
        alt: "",
        altFr: "",
        altRu: "",
      },
    ]);
    const post = await database.db
      .selectFrom("blogPosts")
      .select(["image", "images", "contentFr"])
      .executeTakeFirstOrThrow();
    const kept = `/media/gallery-images/${twice}`;
    expect(post).toEqual({
      image: kept,
      images: JSON.stringify([kept, "/media/blog-images/kept.webp"]),
      contentFr: `<p>Voilà</p><img src="${kept}" alt="">`,
    });
    // From now on the database itself keeps one item per image.
    await expect(
      sql`insert into file_uploads (file_name, file_path, file_size, mime_type, bucket_name,
        created_at, content_hash) values ('g', 'x', 1, 'image/png', 'news-images', ${at},
        ${hash})`.execute(database.db),
    ).rejects.toThrow();
  });

  it("reads the hash from the keys it writes and none from older keys", () => {
    expect(hashInKey(twice)).toBe(hash);
    expect(hashInKey("1700000000000-old.jpg")).toBeNull();
    expect(hashInKey("a.0123456789abcdef.800x600.w640.webp")).toBeNull();
  });
});
