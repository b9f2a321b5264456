/**
 * The site behind a CDN (CDN_PROVIDER=cloudflare, against a local server speaking Cloudflare's
 * purge API): every public page names what it shows in `Cache-Tag` (its lists per language, its
 * item, `settings`, `media`, its page family) and may be kept an hour; an edit purges exactly its
 * item and its entity's lists, a settings save `settings`, at once, through the queue.
 * Serves the production build (`npm run build` first; npm test does).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { PURGED_PAGE_CACHE_CONTROL, STALE_PAGE_CACHE_CONTROL } from "../http/http-caching.ts";
import { FAKE_CDN_TOKEN, FAKE_CDN_ZONE, type FakeCdn, startFakeCdn } from "./testing/fake-cdns.ts";

describe("pages behind Cloudflare", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let cdn: FakeCdn;
  let admin: ApiClient;

  beforeAll(async () => {
    cdn = await startFakeCdn("cloudflare");
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, {
      seed: true,
      ssr: true,
      env: {
        PUBLIC_URL: "https://foundation.example",
        CDN_PROVIDER: "cloudflare",
        CDN_PURGE_URL: cdn.url,
        CDN_API_TOKEN: FAKE_CDN_TOKEN,
        CDN_ZONE: FAKE_CDN_ZONE,
      },
    });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
    await cdn?.close();
  });

  const tagsOf = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return {
      tags: (res.headers.get("cache-tag") ?? "").split(","),
      cacheControl: res.headers.get("cache-control"),
    };
  };

  it("names what each page shows, and lets the CDN keep it an hour", async () => {
    const blog = await tagsOf("/fr/histoires");
    expect(blog.tags).toEqual(expect.arrayContaining(["blogPosts.fr", "settings", "page.blog"]));
    expect(blog.tags).not.toContain("blogPosts.en");
    expect(blog.cacheControl).toBe(
      "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400",
    );
    const home = await tagsOf("/ru");
    expect(home.tags).toEqual(
      expect.arrayContaining(["programs.ru", "blogPosts.ru", "newsArticles.ru", "page.home"]),
    );
    const privacy = await tagsOf("/privacy");
    expect(privacy.tags).toEqual(["page.privacy", "settings"]);
    // From the page cache, the same header.
    expect((await tagsOf("/privacy")).tags).toEqual(privacy.tags);
    expect((await tagsOf("/rss.xml")).tags).toEqual(
      expect.arrayContaining(["page.rss", "blogPosts.en"]),
    );
  });

  it("purges an edited story's page and its lists, and every page for a settings save", async () => {
    const list = await admin.get("/api/v1/blog-posts?pageSize=1&status=published");
    const post = list.json.items![0]!;
    const slug = (post.slug as Record<string, string>).en ?? String(post.slug);
    const page = await tagsOf(`/blog/${slug}`);
    expect(page.tags).toEqual(
      expect.arrayContaining([`blogPosts.${post.id}`, "blogPosts.en", "page.blog"]),
    );

    // The demo content's own purges (seeded at start) are out of the way first.
    await vi.waitFor(async () => expect((await server.cdn!.purges.status()).pending).toBe(0), {
      timeout: 10_000,
    });
    const before = cdn.purges.length;
    const edited = await admin.put(`/api/v1/blog-posts/${post.id}`, {
      excerpt: { en: "A new excerpt, for the CDN to forget the old one." },
    });
    expect(edited.status, edited.text).toBe(200);
    await vi.waitFor(() => expect(cdn.purges.length).toBeGreaterThan(before), { timeout: 10_000 });
    expect(cdn.purges.slice(before).flat().sort()).toEqual(
      [`blogPosts.${post.id}`, "blogPosts.en", "blogPosts.fr", "blogPosts.ru"].sort(),
    );

    const settings = (await admin.get("/api/v1/settings")).json.settings as {
      general: Record<string, unknown>;
    };
    settings.general.legalName = "Renamed for the CDN";
    const afterEdit = cdn.purges.length;
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
    await vi.waitFor(() => expect(cdn.purges.length).toBeGreaterThan(afterEdit), {
      timeout: 10_000,
    });
    expect(cdn.purges.slice(afterEdit)).toEqual([["settings"]]);
    expect(cdn.rejected).toEqual([]);
    // Marked done once the CDN has answered, which is after it saw the request.
    await vi.waitFor(
      async () =>
        expect(await server.cdn!.purges.status()).toMatchObject({ pending: 0, failed: 0 }),
      { timeout: 10_000 },
    );

    // Staff see it in Settings: the provider and the last purge.
    const screen = await admin.get("/admin/settings");
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('data-testid="cdn-status"');
    expect(screen.text).toContain("CDN purges (Cloudflare)");
    const card = /data-testid="cdn-status"[\s\S]*?<\/dl>/.exec(screen.text)?.[0] ?? "";
    expect(card).toMatch(/Last purge<\/dt><dd><time dateTime="\d{4}-/);
  });

  it("queues a change's purge in its transaction: both are kept, or neither", async () => {
    const { db } = database;
    const list = await admin.get("/api/v1/news-articles?pageSize=1&status=published");
    const article = list.json.items![0]!;
    const excerpt = (article.excerpt as Record<string, string>).en;
    const waiting = () =>
      db
        .selectFrom("cdnPurges")
        .select("tags")
        .where("tags", "like", `%newsArticles.${article.id}%`)
        .execute();
    const before = (await waiting()).length;

    // With the queue's table gone, the edit cannot queue its purge: it is not kept either.
    await sql`alter table cdn_purges rename to cdn_purges_away`.execute(db);
    try {
      const refused = await admin.put(`/api/v1/news-articles/${article.id}`, {
        excerpt: { en: "An edit whose purge cannot be queued." },
      });
      expect(refused.status).toBe(500);
    } finally {
      await sql`alter table cdn_purges_away rename to cdn_purges`.execute(db);
    }
    const unchanged = await admin.get(`/api/v1/news-articles/${article.id}`);
    expect((unchanged.json.excerpt as Record<string, string>).en).toBe(excerpt);

    // A kept edit has its purge queued by the time it answers.
    const edited = await admin.put(`/api/v1/news-articles/${article.id}`, {
      excerpt: { en: "An edit with its purge queued." },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await waiting()).length).toBe(before + 1);
  });

  it("lets the CDN keep a page for seconds only when a change came in while it rendered", async () => {
    const news = server.services.services.newsArticles;
    const list = news.list.bind(news);
    const { items } = await list(null, { pageSize: 1, status: "published" });
    // The news page's list is read after an edit of the article has committed, as when an editor
    // publishes while the page renders.
    vi.spyOn(news, "list").mockImplementationOnce(async (...args) => {
      const edited = await admin.put(`/api/v1/news-articles/${items[0]!.id}`, {
        excerpt: { en: "Edited while the news page rendered." },
      });
      expect(edited.status, edited.text).toBe(200);
      return list(...args);
    });
    const overtaken = await fetch(`${server.url}/news?render=overtaken`);
    expect(overtaken.status).toBe(200);
    expect(overtaken.headers.get("cache-control")).toBe(STALE_PAGE_CACHE_CONTROL);
    const next = await fetch(`${server.url}/news?render=overtaken`);
    expect(next.headers.get("cache-control")).toBe(PURGED_PAGE_CACHE_CONTROL);
  });
});
