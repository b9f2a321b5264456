/** News views count once per visitor and day, through the page's pixel, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const article = (title: string, status = "published") => ({
  title,
  excerpt: "Excerpt",
  content: "Body",
  author: "Ama",
  status,
});

describe.each(await databaseKinds())("news views on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  const views = async (id: number) =>
    Number((await admin.get(`/api/v1/news-articles/${id}`)).json.views);
  const pixel = (id: number, userAgent: string) =>
    fetch(`${server.url}/news-views/${id}`, { headers: { "user-agent": userAgent } });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it("counts a visitor once a day, however often and however parallel the requests", async () => {
    const { json } = await admin.post("/api/v1/news-articles", article("Counted once"));
    const id = (json as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pixel(id, "Mozilla/5.0 (X11; Linux) Firefox/140.0")),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/gif");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(await views(id)).toBe(1);
    // Another browser is another visitor; a crawler is nobody.
    await pixel(id, "Mozilla/5.0 (Android 14; Mobile) Chrome/140.0");
    await pixel(id, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(await views(id)).toBe(2);
  });

  it("does not count drafts or unknown articles, and the next day counts again", async () => {
    const { json } = await admin.post("/api/v1/news-articles", article("Not yet", "draft"));
    const draft = (json as { id: number }).id;
    expect((await pixel(draft, "Mozilla/5.0 Firefox")).status).toBe(200);
    expect(await views(draft)).toBe(0);
    expect((await pixel(999_999, "Mozilla/5.0 Firefox")).status).toBe(200);

    const { json: published } = await admin.post("/api/v1/news-articles", article("Every day"));
    const id = (published as { id: number }).id;
    const today = new Date("2026-03-01T10:00:00Z");
    const tomorrow = new Date("2026-03-02T09:00:00Z");
    const { newsViews } = server.services;
    expect(await newsViews.record(id, "203.0.113.7", "Firefox", today)).toBe(true);
    expect(await newsViews.record(id, "203.0.113.7", "Firefox", today)).toBe(false);
    expect(await newsViews.record(id, "203.0.113.7", "Firefox", tomorrow)).toBe(true);
    expect(await views(id)).toBe(2);
    // Rows older than two days go; the counts stay.
    await newsViews.purge(new Date("2026-03-05T00:00:00Z"));
    const left = await database.db
      .selectFrom("newsViews")
      .selectAll()
      .where("articleId", "=", id)
      .execute();
    expect(left).toEqual([]);
    expect(await views(id)).toBe(2);
  });
});
