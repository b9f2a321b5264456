/**
 * Backup and restore round trips: sqlite→sqlite, sqlite→postgres, postgres→postgres and
 * postgres→sqlite. Each compares every table (values in their portable form) and every media file,
 * including a table added "later" with boolean, JSON and timestamp columns. The site search's index
 * stays out of the archive and is rebuilt from the restored rows, also over another site's index.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, isPostgres } from "../db/index.ts";
import type { RunningServer } from "../server.ts";
import { createServices } from "../services.ts";
import { createLocalStorage, type Storage } from "../storage/storage.ts";
import {
  createTestDatabase,
  databaseKinds,
  tempDir,
  type TestDatabase,
} from "../testing/databases.ts";
import { dumpFiles, dumpTables } from "../testing/snapshots.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";
import { everyResponseTags } from "../cdn/cache-tags.ts";
import { createPurgeAdapter } from "../cdn/cdn-providers.ts";
import { createPurgeQueue, SETTLE_MS } from "../cdn/purge-queue.ts";
import { startFakeCdn } from "../cdn/testing/fake-cdns.ts";
import { createBackup } from "./backup.ts";
import { rawDb, SEARCH_INDEX_TABLES } from "./database-catalog.ts";
import { RestoreRefused, restoreBackup } from "./restore.ts";

type Kind = "sqlite" | "postgres";
const kinds = await databaseKinds();
const pairs = (
  [
    ["sqlite", "sqlite"],
    ["sqlite", "postgres"],
    ["postgres", "postgres"],
    ["postgres", "sqlite"],
  ] as [Kind, Kind][]
).filter(([a, b]) => kinds.includes(a) && kinds.includes(b));

/** A table as a later migration from another team might add it: typed columns of every sort. */
async function addTypedTable(db: Db) {
  const pg = isPostgres(rawDb(db));
  await db.schema
    .createTable("typed_probe")
    .addColumn("id", pg ? "serial" : "integer", (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("flag", "boolean", (c) => c.notNull())
    .addColumn("data", pg ? "jsonb" : "text")
    .addColumn("at", pg ? "timestamptz" : "text")
    .addColumn("bytes", pg ? "bytea" : "blob")
    .execute();
}

/** A published blog post, written as the admin writes it (its search documents with it). */
async function publishPost(db: Db, title: string, words: string) {
  const { services } = createServices(db, { adminEmails: [] });
  await services.blogPosts.create(admin, {
    title: { en: title },
    excerpt: { en: words },
    content: { en: `<p>${words}</p>` },
    author: "Ama Mensah",
    status: "published",
  });
}

const searchEnglish = (db: Db, q: string) =>
  createServices(db, { adminEmails: [] }).services.search.search({
    q,
    locale: "en",
    kind: null,
    year: null,
    page: 1,
  });

/** The index's documents, whatever their ids: what a search can find. */
const indexOf = async (db: Db) =>
  (
    await db
      .selectFrom("searchDocuments")
      .select(["kind", "item", "locale", "path", "visible", "date", "title", "excerpt", "body"])
      .orderBy("kind")
      .orderBy("item")
      .orderBy("locale")
      .execute()
  ).map((d) => ({ ...d, visible: Number(d.visible) }));

describe.each(pairs)("backup from %s, restore into %s", (from, into) => {
  let source: TestDatabase;
  let server: RunningServer;
  let target: TestDatabase;
  let targetStorage: Storage;
  const archiveDir = tempDir("foundation-backup-");
  const archive = path.join(archiveDir, "site.jsonl.gz");

  beforeAll(async () => {
    source = await createTestDatabase(from);
    await addTypedTable(source.db);
    server = await startTestServer(source, { seed: true });
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password); // a session row, referencing users
    await sql`insert into typed_probe (flag, data, at, bytes) values
      (${isPostgres(rawDb(source.db)) ? true : 1}, ${'{"a":[1,"é"]}'}, ${"2026-01-02T03:04:05.678Z"}, ${Buffer.from([0, 1, 255])}),
      (${isPostgres(rawDb(source.db)) ? false : 0}, ${null}, ${null}, ${null})`.execute(source.db);
    await publishPost(source.db, "The well of Ouagadougou", "Water for the Tanghin district");
    target = await createTestDatabase(into);
    await addTypedTable(target.db);
    targetStorage = createLocalStorage(path.join(target.env.DATA_DIR, "media"));
  });
  afterAll(async () => {
    await server?.close();
    await source?.cleanup();
    await target?.cleanup();
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  it("reproduces every table and every media file, with fresh ids after the restored ones", async () => {
    const manifest = await createBackup(source.db, server.storage, archive);
    expect(manifest.schemaVersion).toMatch(/^\d{4}-/);
    expect(manifest.tables.kysely_migration).toBeUndefined();
    expect(manifest.tables.sessions).toBeGreaterThan(0);
    expect(manifest.tables.typed_probe).toBe(2);
    // The search index is derived: the source has one, the backup does not.
    expect((await indexOf(source.db)).length).toBeGreaterThan(0);
    for (const table of SEARCH_INDEX_TABLES) expect(manifest.tables[table]).toBeUndefined();
    expect(Object.keys(manifest.tables).filter((t) => t.startsWith("search"))).toEqual([]);
    expect(manifest.files.length).toBeGreaterThan(10);
    expect(manifest.files[0]).toMatchObject({ size: expect.any(Number), sha256: /^[0-9a-f]{64}$/ });

    await restoreBackup(target.db, targetStorage, archive);

    const before = await dumpTables(source.db);
    expect(await dumpTables(target.db)).toEqual(before);
    expect(before.typed_probe).toEqual([
      [1, true, '{"a":[1,"é"]}', "2026-01-02T03:04:05.678Z", { $base64: "AAH/" }],
      [2, false, null, null, null],
    ]);
    const files = await dumpFiles(targetStorage);
    expect(files).toEqual(await dumpFiles(server.storage));
    expect(Object.keys(files)).toHaveLength(manifest.files.length);
    // The restore built the index from the restored rows: the same documents as the source's.
    expect(await indexOf(target.db)).toEqual(await indexOf(source.db));

    const maxId = Math.max(...before.blog_posts.map((r) => Number(r[0])));
    const inserted = await target.db
      .insertInto("submissions")
      .values({
        kind: "contact",
        locale: "en",
        name: "N",
        email: "n@example.org",
        data: "{}",
        dedupeKey: null,
        token: null,
        confirmedAt: null,
        reference: null,
        paymentStatus: null,
        externalId: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe((before.submissions?.length ?? 0) + 1);
    const post = await sql<{ id: number }>`
      insert into blog_posts (title, created_at, updated_at) values ('x', 'now', 'now') returning id`.execute(
      target.db,
    );
    expect(post.rows[0]!.id).toBe(maxId + 1);
  });

  it("refuses a database that holds rows unless forced, and a damaged archive changes nothing", async () => {
    await expect(restoreBackup(target.db, targetStorage, archive)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target.db, targetStorage, archive)).rejects.toThrow(/not empty/);

    const damaged = path.join(archiveDir, "damaged.jsonl.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const rowsBefore = await dumpTables(target.db);
    await expect(restoreBackup(target.db, targetStorage, damaged, { force: true })).rejects.toThrow(
      /damaged|incomplete|cannot be read/,
    );
    expect(await dumpTables(target.db)).toEqual(rowsBefore);

    await restoreBackup(target.db, targetStorage, archive, { force: true });
    expect(await dumpTables(target.db)).toEqual(await dumpTables(source.db));
  });

  it("replaces another site's search index with the restored items'", async () => {
    const other = await createTestDatabase(into);
    try {
      await addTypedTable(other.db);
      await publishPost(other.db, "The harbour of Zanzibar", "Boats for the Stone Town fishers");
      expect((await searchEnglish(other.db, "Zanzibar")).total).toBe(1);
      expect((await searchEnglish(other.db, "Ouagadougou")).total).toBe(0);

      await restoreBackup(
        other.db,
        createLocalStorage(path.join(other.env.DATA_DIR, "media")),
        archive,
        { force: true },
      );

      const restored = await searchEnglish(other.db, "Ouagadougou");
      expect(restored.hits.map((h) => h.title.map((seg) => seg.text).join(""))).toEqual([
        "The well of Ouagadougou",
      ]);
      expect((await searchEnglish(other.db, "Zanzibar")).total).toBe(0);
      expect((await searchEnglish(other.db, "Stone Town fishers")).total).toBe(0);
      expect(await indexOf(other.db)).toEqual(await indexOf(source.db));
    } finally {
      await other.cleanup();
    }
  });

  it("queues, with the restored rows, the CDN purge of every page, which the site then sends", async () => {
    const other = await createTestDatabase(into);
    const cdn = await startFakeCdn("varnish");
    try {
      await addTypedTable(other.db);
      const storage = createLocalStorage(path.join(other.env.DATA_DIR, "media"));
      await restoreBackup(other.db, storage, archive, { force: true, purgeCdn: true });
      const pending = await other.db
        .selectFrom("cdnPurges")
        .select("tags")
        .where("status", "=", "pending")
        .execute();
      expect(pending.map((r) => r.tags.split(" "))).toEqual([everyResponseTags()]);

      const adapter = createPurgeAdapter({ CDN_PROVIDER: "varnish", CDN_PURGE_URL: cdn.url })!;
      const queue = createPurgeQueue(other.db, adapter);
      expect(await queue.run(new Date(Date.now() + SETTLE_MS + 500))).toBe(1);
      expect(cdn.purges.flat().sort()).toEqual(everyResponseTags().sort());
    } finally {
      await cdn.close();
      await other.cleanup();
    }
  });
});
