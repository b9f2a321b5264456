/** Rich text through the real API on both engines: every write is sanitized before it is stored. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const HOSTILE =
  '<h2>Season plan</h2><p>Read <a href="https://example.org">the report</a>.</p>' +
  "<ul><li>Football</li><li>Chess</li></ul><script>alert(1)</script>" +
  '<img src=x onerror=alert(1)><p><a href="javascript:alert(1)">click</a></p>';
const HOSTILE_FR =
  '<h2>Plan de saison</h2><p>Lire <a href="https://example.org">le rapport</a>.</p>' +
  "<ul><li>Football</li><li>Échecs</li></ul><script>alert(1)</script>" +
  '<img src=x onerror=alert(1)><p><a href="javascript:alert(1)">cliquer</a></p>';

function expectClean(html: unknown, heading: string, item: string) {
  expect(typeof html).toBe("string");
  const s = html as string;
  expect(s).toContain(`<h2>${heading}</h2>`);
  expect(s).toContain('<a href="https://example.org" rel="noopener noreferrer">');
  expect(s).toContain(`<ul><li>Football</li><li>${item}</li></ul>`);
  expect(s).not.toMatch(/<script/i);
  expect(s).not.toMatch(/onerror/i);
  expect(s).not.toMatch(/javascript:/i);
}

describe.each(await databaseKinds())("rich text content through the API on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    visitor = new ApiClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  const post = (content: unknown) => ({
    title: "Rich",
    excerpt: "E",
    content,
    author: "Ama",
    status: "published",
  });

  it("keeps headings, links and lists and drops scripts, handlers and javascript: URLs", async () => {
    const created = await admin.post("/api/v1/blog-posts", post(HOSTILE));
    expect(created.status).toBe(201);
    expectClean(created.json.content, "Season plan", "Chess");
    const read = await visitor.get(`/api/v1/blog-posts/${created.json.id as number}`);
    expect(read.status).toBe(200);
    expectClean(read.json.content, "Season plan", "Chess");
    expect(read.json.content).toBe(created.json.content);
  });

  it("sanitizes every language, on create and on update", async () => {
    const created = await admin.post(
      "/api/v1/blog-posts?locale=all",
      post({ en: HOSTILE, fr: HOSTILE_FR }),
    );
    expect(created.status).toBe(201);
    const content = created.json.content as Record<string, string>;
    expectClean(content.en, "Season plan", "Chess");
    expectClean(content.fr, "Plan de saison", "Échecs");
    const id = created.json.id as number;
    const fr = await visitor.get(`/api/v1/blog-posts/${id}?locale=fr`);
    expectClean(fr.json.content, "Plan de saison", "Échecs");

    const news = await admin.post("/api/v1/news-articles", post("first"));
    const newsId = news.json.id as number;
    const changed = await admin.put(`/api/v1/news-articles/${newsId}?locale=all`, {
      content: { ru: HOSTILE },
    });
    expect(changed.status).toBe(200);
    const ru = (changed.json.content as Record<string, string>).ru;
    expectClean(ru, "Season plan", "Chess");
    expect((changed.json.content as Record<string, string>).en).toBe("<p>first</p>");
  });

  it("turns a plain text (older clients) into escaped paragraphs", async () => {
    const created = await admin.post(
      "/api/v1/news-articles",
      post("First paragraph,\nsame paragraph.\n\nSecond: 1 < 2 & 3 > 2."),
    );
    expect(created.status).toBe(201);
    expect(created.json.content).toBe(
      "<p>First paragraph,<br />same paragraph.</p><p>Second: 1 &lt; 2 &amp; 3 &gt; 2.</p>",
    );
  });

  it("refuses a required content that is nothing once sanitized", async () => {
    const res = await admin.post("/api/v1/blog-posts", post("<script>alert(1)</script>"));
    expect(res.status).toBe(400);
    expect(res.json.error?.fields).toHaveProperty("content");
  });
});
