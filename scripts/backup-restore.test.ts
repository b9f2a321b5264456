/**
 * The commands as an operator runs them: `npm run backup` against a running site, then
 * `npm run restore` into a fresh DATA_DIR (SQLite) and into PostgreSQL; every table and media file
 * comes back, and the search index is built from them. A second restore into the filled database is
 * refused with exit code 1. `npm run search:rebuild` writes the index again.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server/server.ts";
import { createLocalStorage } from "../server/storage/storage.ts";
import {
  createTestDatabase,
  postgresAvailable,
  tempDir,
  type TestDatabase,
} from "../server/testing/databases.ts";
import type { Db } from "../server/db/index.ts";
import { dumpFiles, dumpTables } from "../server/testing/snapshots.ts";
import { startTestServer } from "../server/testing/test-server.ts";

const hasPostgres = await postgresAvailable();

/** The search index's documents (derived, so not in dumpTables). */
const documents = (db: Db) =>
  db
    .selectFrom("searchDocuments")
    .select(["kind", "item", "locale", "title"])
    .orderBy("kind")
    .orderBy("item")
    .orderBy("locale")
    .execute();

function run(
  script: "backup" | "restore" | "search-rebuild",
  args: string[],
  database: TestDatabase,
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: database.env.DATA_DIR,
    DATABASE_URL: database.env.DATABASE_URL ?? "",
    PGOPTIONS: database.pgSchema ? `-c search_path=${database.pgSchema}` : "",
    LOG_LEVEL: "silent",
  };
  const r = spawnSync(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "--import", "tsx", `scripts/${script}.ts`, ...args],
    { env, encoding: "utf8" },
  );
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("npm run backup / npm run restore", () => {
  let source: TestDatabase;
  let server: RunningServer;
  const targets: TestDatabase[] = [];
  const dir = tempDir("foundation-cli-backup-");
  const file = path.join(dir, "site.jsonl.gz");

  beforeAll(async () => {
    source = await createTestDatabase("sqlite");
    server = await startTestServer(source, { seed: true });
  });
  afterAll(async () => {
    await server?.close();
    await source?.cleanup();
    for (const t of targets) await t.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("backs up the running SQLite site", () => {
    const { code, out } = run("backup", [file], source);
    expect(out).toMatch(
      /^Backed up sqlite schema \d{4}-[\w-]+: \d+ tables, \d+ rows, \d+ media files/,
    );
    expect(code).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600); // it holds secrets
    expect(run("backup", [], source)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/Usage/),
    });
  });

  it.each(hasPostgres ? (["sqlite", "postgres"] as const) : (["sqlite"] as const))(
    "restores into a fresh %s database with every table and media file",
    async (kind) => {
      const target = await createTestDatabase(kind);
      targets.push(target);
      const { code, out } = run("restore", [file], target);
      expect(out).toMatch(/^Restored \d+ rows in \d+ tables and \d+ media files/);
      expect(code).toBe(0);
      expect(await dumpTables(target.db)).toEqual(await dumpTables(source.db));
      const media = createLocalStorage(path.join(target.env.DATA_DIR, "media"));
      expect(await dumpFiles(media)).toEqual(await dumpFiles(server.storage));
      expect(await documents(target.db)).toEqual(await documents(source.db));

      const again = run("restore", [file], target);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/The database is not empty .* pass --force/);
    },
  );

  it("rebuilds the search index with npm run search:rebuild, saying how far it got", async () => {
    const before = await documents(source.db);
    expect(before.length).toBeGreaterThan(0);
    // Lost behind the site's back (the source is SQLite: its FTS5 table too).
    await sql`delete from search_index`.execute(source.db);
    await source.db.deleteFrom("searchDocuments").execute();
    const { code, out } = run("search-rebuild", [], source);
    expect(out).toMatch(/^(Indexed \d+ items…\n)+The search index holds \d+ documents\.\n$/);
    expect(out).toContain(`The search index holds ${before.length} documents.`);
    expect(code).toBe(0);
    expect(await documents(source.db)).toEqual(before);
  });

  it("names a missing or foreign file instead of failing obscurely", () => {
    const target = { env: { DATA_DIR: dir } } as TestDatabase;
    const missing = run("restore", [path.join(dir, "nope.gz")], target);
    expect(missing).toMatchObject({ code: 1, out: expect.stringMatching(/No backup file at/) });
    const foreign = path.join(dir, "foreign.gz");
    fs.writeFileSync(foreign, "not gzip at all");
    const bad = run("restore", [foreign], target);
    expect(bad).toMatchObject({
      code: 1,
      out: expect.stringMatching(/cannot be read as a gzip backup/),
    });
  });
});
