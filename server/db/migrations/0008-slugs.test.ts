import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/databases.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(await databaseKinds())("migration 0008 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrateTo: "0007-job-runs" });
  });
  afterAll(async () => database.cleanup());

  it("gives existing posts a slug per language from their titles, unique per language", async () => {
    const now = new Date().toISOString();
    for (const [en, fr, ru] of [
      ["Spring camp", "Camp de printemps", "Весенний лагерь"],
      ["Spring camp", "", ""],
      ["!!!", "", ""],
    ]) {
      await sql`insert into blog_posts (title, title_fr, title_ru, excerpt, content, author, date,
        category, image, read_time, status, images, created_at, updated_at)
        values (${en}, ${fr}, ${ru}, 'E', 'B', 'Ama', '2024-01-01', 'Sports', '/a.webp',
        '5 min read', 'published', '[]', ${now}, ${now})`.execute(database.db);
    }
    expect(await migrateToLatest(database.db as never, "0008-slugs")).toEqual(["0008-slugs"]);
    const { services } = createServices(database.db, { adminEmails: [] });
    const { items } = await services.blogPosts.listLocalized(null, { pageSize: 10 });
    const slugs = items.map((i) => i.slug).reverse();
    expect(slugs).toEqual([
      { en: "spring-camp", fr: "camp-de-printemps", ru: "vesenniy-lager" },
      { en: "spring-camp-2", fr: "", ru: "" },
      { en: "", fr: "", ru: "" },
    ]);
    expect((await services.blogPosts.getBySlug(null, "vesenniy-lager", "ru")).title).toBe(
      "Весенний лагерь",
    );
  });
});
