/**
 * Backup and restore round trips: sqlite→sqlite, sqlite→postgres, postgres→postgres and
 * postgres→sqlite. Each compares every table (values in their portable form) and every media file,
 * including a table added "later" with boolean, JSON and timestamp columns.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, isPostgres } from "../db/index.ts";
import type { RunningServer } from "../server.ts";
import { createLocalStorage, type Storage } from "../storage/storage.ts";
import {
  createTestDatabase,
  databaseKinds,
  tempDir,
  type TestDatabase,
} from "../testing/databases.ts";
import { dumpFiles, dumpTables } from "../testing/snapshots.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { createBackup } from "./backup.ts";
import { rawDb } from "./database-catalog.ts";
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
});
