import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/databases.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(await databaseKinds())("migration 0003 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrateTo: "0002-security" });
  });
  afterAll(async () => database.cleanup());

  it("turns single-language rows into English ones that read, search and list", async () => {
    const now = new Date().toISOString();
    await sql`insert into blog_posts (title, excerpt, content, author, date, category, image,
      read_time, status, images, created_at, updated_at)
      values ('Old story', 'Old excerpt', 'Old body', 'Ama', '2024-01-01', 'Sports', '/a.webp',
      '5 min read', 'published', '[]', ${now}, ${now})`.execute(database.db);
    await sql`insert into programs (title, description, long_description, category, start_date,
      end_date, location, status, image, contact_person, contact_email, funding_status,
      max_participants, current_participants, budget, requirements, objectives, created_at,
      updated_at)
      values ('Old program', 'D', 'L', 'sports', '', '', 'Accra', 'ongoing', '/p.webp', '', '',
      'funded', 0, 0, 0, '["Boots"]', '[]', ${now}, ${now})`.execute(database.db);

    expect(await migrateToLatest(database.db as never, "0003-localized-content")).toEqual([
      "0003-localized-content",
    ]);
    // Today's services read today's schema: the later migrations keep what 0003 made.
    await migrateToLatest(database.db as never);
    const { services } = createServices(database.db, { adminEmails: [] });

    const [post] = (await services.blogPosts.listLocalized(null)).items;
    expect(post.title).toEqual({ en: "Old story", fr: "", ru: "" });
    expect(post.translations).toEqual({ en: true, fr: false, ru: false });
    const fr = await services.blogPosts.get(null, post.id, "fr");
    expect(fr).toMatchObject({ title: "Old story", fallbacks: ["title", "excerpt", "content"] });
    expect((await services.blogPosts.list(null, { q: "old sto" }, "fr")).total).toBe(1);

    const [program] = (await services.programs.listLocalized(null)).items;
    expect(program.requirements).toEqual({ en: ["Boots"], fr: [], ru: [] });
    expect(program.location).toEqual({ en: "Accra", fr: "", ru: "" });
  });
});
