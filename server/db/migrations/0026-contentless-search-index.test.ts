import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareIndex } from "../../search/search-index.ts";
import { createSearchService } from "../../search/site-search.ts";
import { createServices } from "../../services.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/databases.ts";
import { TEST_ADMIN as admin } from "../../testing/users.ts";
import { migrateToLatest } from "../migrate.ts";

describe("migration 0026 on sqlite", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite", { migrateTo: "0025-site-search" });
  });
  afterAll(async () => database.cleanup());

  it("replaces an indexed site's FTS table by a contentless one, rebuilt at the next start", async () => {
    const { services } = createServices(database.db, { adminEmails: [] });
    expect(await prepareIndex(database.db)).toBe(true);
    await services.blogPosts.create(admin, {
      title: { en: "A library in Kpalimé", fr: "Une bibliothèque à Kpalimé", ru: "" },
      excerpt: { en: "Books for the school", fr: "Des livres pour l’école", ru: "" },
      content: { en: "<p>Reading.</p>", fr: "<p>Lire.</p>", ru: "" },
      author: "Ama Mensah",
      status: "published",
    });
    const search = (q: string, locale: "en" | "fr") =>
      createSearchService(database.db).search({ q, locale, kind: null, year: null, page: 1 });
    expect((await search("libraries", "en")).total).toBe(1);

    expect(await migrateToLatest(database.db as never)).toContain("0026-contentless-search-index");
    const { rows } = await sql<{ sql: string }>`
      select sql from sqlite_schema where name = 'search_index'`.execute(database.db);
    expect(rows[0]!.sql).toContain("contentless_delete");
    // The new table is empty until the start's rebuild, which the emptied state asks for.
    expect((await search("libraries", "en")).total).toBe(0);
    expect(await prepareIndex(database.db)).toBe(true);
    expect((await search("libraries", "en")).total).toBe(1);
    expect((await search("bibliothèques", "fr")).total).toBe(1);
    expect(await prepareIndex(database.db)).toBe(false);

    // Words are replaced and removed in a contentless table too.
    const [post] = (await services.blogPosts.listLocalized(null)).items;
    await services.blogPosts.update(admin, post!.id, { title: { en: "A garden in Kpalimé" } });
    expect((await search("library", "en")).total).toBe(0);
    expect((await search("gardens", "en")).total).toBe(1);
    await services.blogPosts.remove(admin, post!.id);
    expect((await search("gardens", "en")).total).toBe(0);
  });
});
