/**
 * A backup made before a data migration (0009: plain-text bodies → HTML paragraphs) is restored into
 * a migrated database: its rows get that conversion after loading, on both engines.
 */
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/storage.ts";
import {
  createTestDatabase,
  databaseKinds,
  tempDir,
  type TestDatabase,
} from "../testing/databases.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, createArchiveWriter } from "./archive.ts";
import { restoreBackup } from "./restore.ts";

describe.each(await databaseKinds())("restoring a pre-0009 backup into %s", (kind) => {
  let target: TestDatabase;
  const archive = path.join(tempDir("foundation-backup-"), "old.jsonl.gz");

  beforeAll(async () => {
    target = await createTestDatabase(kind);
    const now = "2025-01-01T00:00:00.000Z";
    const writer = createArchiveWriter(archive);
    const header = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now,
      engine: kind,
      schemaVersion: "0006-media-variants",
    } as const;
    await writer.write({ k: "header", ...header });
    const columns = ["id", "title", "content", "content_fr", "created_at", "updated_at"];
    await writer.write({ k: "table", name: "blog_posts", columns });
    await writer.write({ k: "row", v: [1, "Old", "A <b> & c\n\nSecond", "<p>Déjà</p>", now, now] });
    await writer.write({ k: "manifest", ...header, tables: { blog_posts: 1 }, files: [] });
    await writer.close();
  });
  afterAll(async () => target.cleanup());

  it("converts the old plain-text bodies and leaves HTML alone", async () => {
    await restoreBackup(
      target.db,
      createLocalStorage(path.join(target.env.DATA_DIR, "media")),
      archive,
    );
    const { rows } = await sql<{ en: string; fr: string }>`
      select content as en, content_fr as fr from blog_posts where id = 1`.execute(target.db);
    expect(rows[0]).toEqual({ en: "<p>A &lt;b&gt; &amp; c</p><p>Second</p>", fr: "<p>Déjà</p>" });
  });
});
