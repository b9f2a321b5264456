import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITIES } from "../../core/content/index.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import type { ColumnSpec } from "./entity-tables.ts";
import { withMigrationLock } from "./migrate.ts";
import { manualSteps, migrationSource, nextMigrationFile } from "./migration-writer.ts";
import { diffSchema, inSync, type TableDiff } from "./schema-diff.ts";

const text = (name: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  type: "text",
  notNull: true,
  defaultValue: "",
  ...extra,
});

describe("the migration written from a schema difference", () => {
  it("is numbered after the folder's highest migration, whatever else is there", () => {
    const files = ["0001-initial.ts", "0016-mail-outbox.ts", "0003-localized-content.test.ts"];
    expect(nextMigrationFile(files, "news-subtitle")).toBe("0017-news-subtitle.ts");
    expect(nextMigrationFile([], "first")).toBe("0001-first.ts");
  });

  it("adds each missing column with its type, nullability and default, and drops them in down", () => {
    const diff: TableDiff = {
      table: "news_articles",
      missing: [
        text("subtitle"),
        { name: "rating", type: "integer", notNull: true, defaultValue: 3 },
        { name: "embargo_at", type: "text", notNull: false, defaultValue: null },
      ],
      extra: [],
      changed: [],
    };
    const source = migrationSource("news-subtitle", [diff]);
    expect(source).toContain(
      `.alterTable("news_articles")\n    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))`,
    );
    expect(source).toContain(`.addColumn("rating", "integer", (c) => c.notNull().defaultTo(3))`);
    expect(source).toContain(`.addColumn("embargo_at", "text")\n`);
    const down = source.slice(source.indexOf("export async function down"));
    expect(down.indexOf('dropColumn("embargo_at")')).toBeLessThan(
      down.indexOf('dropColumn("subtitle")'),
    );
    expect(source).not.toContain("TO DO");
  });

  it("names what it cannot do: a removed or renamed column, a changed type, a searchable field", () => {
    const diffs: TableDiff[] = [
      {
        table: "news_articles",
        missing: [text("lead", { searchable: true })],
        extra: [{ name: "standfirst", type: "text", notNull: true }],
        changed: [
          { expected: text("views"), live: { name: "views", type: "integer", notNull: true } },
        ],
      },
    ];
    const steps = manualSteps(diffs);
    expect(steps).toEqual([
      expect.stringMatching(
        /news_articles\.standfirst .* renamed \(then rename it instead of adding lead\)/,
      ),
      "news_articles.views is integer not null in the database, the definition says text not null: convert it here.",
      expect.stringMatching(/news_articles\.lead is searchable/),
    ]);
    const source = migrationSource("news-lead", diffs);
    for (const step of steps) expect(source).toContain(`// TO DO by hand: ${step}`);
  });
});

describe.each(await databaseKinds())("a written migration on %s", (kind) => {
  let database: TestDatabase;
  let scratch: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    scratch = mkdtempSync(path.join(os.tmpdir(), "migration-writer-"));
  });
  afterAll(async () => {
    await database.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("brings the database to a definition that gained fields, and back", async () => {
    const news = ENTITIES.newsArticles;
    const definitions = [
      ...Object.values(ENTITIES).filter((d) => d !== news),
      {
        name: news.name,
        fields: {
          ...news.fields,
          // Names no real definition will take: the test must not meet a field added for real.
          probeLead: { kind: "text", label: "Lead", max: 200, localized: true },
          probeRating: { kind: "number", label: "Rating", integer: true, max: 5, default: 3 },
        },
      } as const,
    ];
    const db = database.db as unknown as Kysely<unknown>;
    const before = await diffSchema(db, definitions);
    expect(before.flatMap((d) => d.missing.map((c) => c.name))).toEqual([
      "probe_lead",
      "probe_lead_fr",
      "probe_lead_ru",
      "probe_rating",
    ]);
    const file = path.join(scratch, `0099-news-probe-${kind}.ts`);
    writeFileSync(file, migrationSource("news-probe", before));
    const migration = (await import(pathToFileURL(file).href)) as {
      up(db: Kysely<unknown>): Promise<void>;
      down(db: Kysely<unknown>): Promise<void>;
    };
    // Columns added and dropped by hand take turns with the other suites' migrations (migrate.ts).
    await withMigrationLock(db, (conn) => migration.up(conn));
    expect((await diffSchema(db, definitions)).every(inSync)).toBe(true);
    await withMigrationLock(db, (conn) => migration.down(conn));
    expect((await diffSchema(db)).every(inSync)).toBe(true);
  });
});

describe("npm run db:migration", () => {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "scripts/db-migration.ts", ...args], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });

  it("writes nothing when the definitions and the migrations agree", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "db-migration-test-"));
    try {
      expect(run("in-sync", "--dir", folder)).toBe(
        "The database schema matches the entity definitions: nothing to write.\n",
      );
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses a name that is not lowercase words joined by dashes", () => {
    expect(() => run("News Subtitle")).toThrow(/lowercase words joined by dashes/);
  });
});
