import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/databases.ts";
import { migrateToLatest } from "../migrate.ts";
import { plainTextToHtml } from "./0009-rich-text-content.ts";

describe.each(await databaseKinds())("migration 0009 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrateTo: "0006-media-variants" });
  });
  afterAll(async () => database.cleanup());

  it("turns plain-text bodies into escaped paragraphs and leaves HTML and empty values alone", async () => {
    const now = new Date().toISOString();
    const plain = "First <one> & more,\nsame paragraph.\n\nSecond one.";
    const html = '<h2>Already</h2><p>rich <a href="/x">text</a></p>';
    await sql`insert into blog_posts (title, excerpt, content, content_fr, content_ru, author, date,
      category, image, read_time, status, images, created_at, updated_at)
      values ('Old', 'E', ${plain}, ${html}, '', 'Ama', '2024-01-01', 'Sports', '/a.webp',
      '5 min read', 'published', '[]', ${now}, ${now})`.execute(database.db);
    // More rows than one batch, so the batching is walked through.
    for (let i = 0; i < 510; i++) {
      await sql`insert into news_articles (title, excerpt, content, content_fr, content_ru, author,
        publish_date, category, read_time, status, featured, views, image, created_at, updated_at)
        values (${`News ${i}`}, 'E', ${`Body ${i}`}, '', ${`Текст ${i}`}, 'Kofi', '2024-01-01',
        'update', '5 min read', 'published', 0, 0, '/n.webp',
        ${now}, ${now})`.execute(database.db);
    }

    // Migrations numbered between 0006 and 0009 (made in parallel) run too; 0009 runs last.
    const ran = await migrateToLatest(database.db as never, "0009-rich-text-content");
    expect(ran.at(-1)).toBe("0009-rich-text-content");

    const { services } = createServices(database.db, { adminEmails: [] });
    const [post] = (await services.blogPosts.listLocalized(null)).items;
    expect(post.content).toEqual({
      en: "<p>First &lt;one&gt; &amp; more,<br />same paragraph.</p><p>Second one.</p>",
      fr: html,
      ru: "",
    });
    const news = await services.newsArticles.listLocalized(null, { pageSize: 100 });
    expect(news.total).toBe(510);
    for (const item of news.items) {
      const n = item.title.en.slice("News ".length);
      expect(item.content).toEqual({ en: `<p>Body ${n}</p>`, fr: "", ru: `<p>Текст ${n}</p>` });
    }
    const last = await sql<{ c: string }>`select content as c from news_articles
      where title = 'News 509'`.execute(database.db);
    expect(last.rows[0]?.c).toBe("<p>Body 509</p>");
  });

  it("converts like the plain-text rule: escaped, paragraphs on blank lines, <br /> for newlines", () => {
    expect(plainTextToHtml('a\r\nb\n \nc\'s "d"')).toBe(
      "<p>a<br />b</p><p>c&#39;s &quot;d&quot;</p>",
    );
  });
});
