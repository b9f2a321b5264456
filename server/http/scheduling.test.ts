/**
 * Scheduling, preview and trash (decision 0013): scheduled items published
 * by the scheduler once, preview links that show a draft to anyone holding them (and never from
 * or into the page cache), the trash (list, restore, delete for good, the 30-day purge), and the
 * public lists ordered by the items' own dates. Real server with the production build
 * (`npm run build` first), jobs driven by hand.
 */
import { localizedHref } from "../../core/site-paths.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { metaContent } from "../testing/html-head.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${++counter}`;
const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `About ${title}`,
  content: `<p>The story of ${title}</p>`,
  author: "Amina",
  category: "announcement",
  ...extra,
});
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `About ${title}`,
  content: `<p>The story of ${title}</p>`,
  author: "Kofi",
  category: "Sports",
  ...extra,
});
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const idOf = (res: { json: unknown }) => (res.json as { id: number }).id;
const slugOf = (res: { json: unknown }) => (res.json as { slug: { en: string } }).slug.en;

describe.each(await databaseKinds())("scheduling, preview and trash on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { ssr: true, jobs: false });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    visitor = new ApiClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  const auditCount = async (action: string, type: string, id: number) => {
    const rows = await server.db
      .selectFrom("auditLog")
      .select(["actorId", "actorEmail"])
      .where("action", "=", action)
      .where("entityType", "=", type)
      .where("entityId", "=", String(id))
      .execute();
    return rows;
  };

  describe("scheduling", () => {
    it("publishes a news article scheduled ahead at the scheduler's tick, and /news shows it", async () => {
      const title = unique("Harvest festival");
      const created = await admin.post(
        "/api/v1/news-articles?locale=all",
        article(title, { status: "scheduled", publishAt: inSeconds(120) }),
      );
      expect(created.status, created.text).toBe(201);
      const id = idOf(created);
      expect(created.json).toMatchObject({ status: "scheduled" });
      // Stored in UTC whatever offset it came with.
      expect((created.json as { publishAt: string }).publishAt).toMatch(/Z$/);

      const before = await visitor.get("/news");
      expect(before.status).toBe(200);
      expect(before.text).not.toContain(title);
      expect((await visitor.get(`/api/v1/news-articles/${id}`)).status).toBe(404);
      // Nothing is due yet.
      expect(await server.contentJobs.publishDue()).not.toContainEqual({
        entity: "newsArticles",
        id,
      });

      // The tick once its time has come (given as the tick's clock: no waiting, no race with a slow
      // machine between the two calls).
      const published = await server.contentJobs.publishDue(new Date(Date.now() + 121_000));
      expect(published).toContainEqual({ entity: "newsArticles", id });

      const read = await visitor.get(`/api/v1/news-articles/${id}`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ status: "published" });
      // The rendered /news was invalidated by the scheduler's change.
      const after = await visitor.get("/news");
      expect(after.text).toContain(title);
      const audit = await auditCount("content.publish-scheduled", "newsArticles", id);
      expect(audit).toEqual([{ actorId: null, actorEmail: "system" }]);
    });

    it("publishes each item once when two schedulers tick at the same moment", async () => {
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        const res = await admin.post(
          "/api/v1/blog-posts",
          post(unique(`Race ${n}`), { status: "scheduled", publishAt: inSeconds(60) }),
        );
        expect(res.status, res.text).toBe(201);
        ids.push(idOf(res));
      }
      const later = new Date(Date.now() + 120_000);
      const [a, b] = await Promise.all([
        server.contentJobs.publishDue(later),
        server.contentJobs.publishDue(later),
      ]);
      const mine = [...a, ...b].filter((p) => p.entity === "blogPosts" && ids.includes(p.id));
      expect(mine.map((p) => p.id).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        expect(await auditCount("content.publish-scheduled", "blogPosts", id)).toHaveLength(1);
      }
      expect(await server.contentJobs.publishDue(later)).toEqual([]);
    });

    it("refuses status scheduled without a future publication time (400 naming publishAt)", async () => {
      for (const extra of [{}, { publishAt: inSeconds(-60) }]) {
        const res = await admin.post(
          "/api/v1/news-articles",
          article(unique("Too late"), { status: "scheduled", ...extra }),
        );
        expect(res.status).toBe(400);
        expect(res.json.error?.fields).toHaveProperty("publishAt");
        // The code the admin words in the staff member's language.
        expect(res.json.error?.details?.fieldReasons).toEqual({
          publishAt: { reason: "scheduleInPast" },
        });
      }
      const draft = await admin.post("/api/v1/blog-posts", post(unique("Draft")));
      const res = await admin.put(`/api/v1/blog-posts/${idOf(draft)}`, { status: "scheduled" });
      expect(res.status).toBe(400);
      expect(res.json.error?.fields).toHaveProperty("publishAt");
      const bad = await admin.put(`/api/v1/blog-posts/${idOf(draft)}`, {
        publishAt: "next tuesday",
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error?.fields).toHaveProperty("publishAt");
    });

    it("orders the public lists by the item's own date, not by creation", async () => {
      const older = await admin.post(
        "/api/v1/news-articles",
        article(unique("Old news"), { status: "published", publishDate: "2001-01-02" }),
      );
      const oldest = await admin.post(
        "/api/v1/news-articles",
        article(unique("Older news"), { status: "published", publishDate: "2001-01-01" }),
      );
      const list = await visitor.get("/api/v1/news-articles?pageSize=100");
      const ids = (list.json.items ?? []).map((i) => i.id);
      expect(ids.indexOf(idOf(older))).toBeLessThan(ids.indexOf(idOf(oldest)));
      expect(ids.indexOf(idOf(oldest))).toBe(ids.length - 1);
    });
  });

  describe("preview", () => {
    let id = 0;
    let slug = "";
    let url = "";
    const title = unique("Secret draft");

    beforeAll(async () => {
      const created = await admin.post("/api/v1/blog-posts?locale=all", post(title));
      expect(created.status, created.text).toBe(201);
      id = idOf(created);
      slug = slugOf(created);
      const res = await admin.post(`/api/v1/blog-posts/${id}/preview`);
      expect(res.status, res.text).toBe(200);
      url = (res.json as { url: string }).url;
    });

    it("gives staff who may edit the item a link at its permalink with a token", async () => {
      expect(url).toMatch(new RegExp(`^/blog/${slug}\\?preview=[A-Za-z0-9_-]{40,}$`));
      const token = new URL(url, server.url).searchParams.get("preview") ?? "";
      const stored = await server.db.selectFrom("previewTokens").select("tokenHash").execute();
      expect(stored.some((r) => r.tokenHash === token)).toBe(false);
      expect((await visitor.post(`/api/v1/blog-posts/${id}/preview`)).status).toBe(401);
      const author = await signedInUser(
        server,
        "author@preview.test",
        "Auth0r-Passw0rd!",
        "author",
      );
      expect((await author.post(`/api/v1/blog-posts/${id}/preview`)).status).toBe(403);
    });

    it("shows the draft to a client without a session: 200, noindex, the bar, private", async () => {
      const res = await visitor.get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain(title);
      expect(metaContent(res.text, "robots")).toBe("noindex");
      expect(res.text).toContain('data-testid="preview-bar"');
      expect(res.text).toContain("Preview — not published");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const fr = await visitor.get(localizedHref(url, "fr"));
      expect(fr.status).toBe(200);
      expect(fr.text).toContain("Aperçu — non publié");
    });

    it("is 404 without the token, with a wrong one and with an expired one", async () => {
      expect((await visitor.get(`/blog/${slug}`)).status).toBe(404);
      expect((await visitor.get(`/blog/${slug}?preview=wrong-token`)).status).toBe(404);
      expect((await visitor.get(`/blog/${slug}?preview=`)).status).toBe(404);
      // A token is bound to its item: at another item's address it opens nothing.
      const other = await admin.post("/api/v1/blog-posts?locale=all", post(unique("Other")));
      const token = new URL(url, server.url).searchParams.get("preview") ?? "";
      expect((await visitor.get(`/blog/${slugOf(other)}?preview=${token}`)).status).toBe(404);

      const res = await admin.post(`/api/v1/blog-posts/${id}/preview`);
      const expiring = (res.json as { url: string }).url;
      expect((await visitor.get(expiring)).status).toBe(200);
      await server.db
        .updateTable("previewTokens")
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where("expiresAt", "=", (res.json as { expiresAt: string }).expiresAt)
        .execute();
      expect((await visitor.get(expiring)).status).toBe(404);
    });

    it("never lets the page cache serve a preview to a plain visitor", async () => {
      for (let i = 0; i < 2; i++) {
        const res = await visitor.get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get("x-page-cache")).not.toBe("HIT");
      }
      for (let i = 0; i < 2; i++) {
        const plain = await visitor.get(`/blog/${slug}`);
        expect(plain.status).toBe(404);
        expect(plain.text).not.toContain("preview-bar");
      }
      const list = await visitor.get("/blog");
      expect(list.text).not.toContain(title);
      const data = await visitor.get(`/blog/${slug}.data`);
      expect(data.text).not.toContain(title);
    });
  });

  describe("trash", () => {
    it("lists the trash for staff, restores, and deletes for good only from the trash", async () => {
      const created = await admin.post("/api/v1/news-articles", article(unique("Binned")));
      const id = idOf(created);
      expect((await admin.delete(`/api/v1/news-articles/${id}?permanent=1`)).status).toBe(409);
      expect((await admin.delete(`/api/v1/news-articles/${id}`)).status).toBe(204);

      const trash = await admin.get("/api/v1/news-articles?status=trash&locale=all");
      expect(trash.status).toBe(200);
      const found = trash.json.items?.find((i) => i.id === id);
      expect(found?.deletedAt).toEqual(expect.any(String));
      expect((await visitor.get("/api/v1/news-articles?status=trash")).status).toBe(401);
      const live = await admin.get("/api/v1/news-articles?pageSize=100");
      expect(live.json.items?.some((i) => i.id === id)).toBe(false);

      expect((await admin.post(`/api/v1/news-articles/${id}/restore`)).status).toBe(200);
      const back = await admin.get("/api/v1/news-articles?status=trash");
      expect(back.json.items?.some((i) => i.id === id)).toBe(false);
      expect((await admin.get(`/api/v1/news-articles/${id}`)).status).toBe(200);

      await admin.delete(`/api/v1/news-articles/${id}`);
      expect((await admin.delete(`/api/v1/news-articles/${id}?permanent=1`)).status).toBe(204);
      expect((await admin.get(`/api/v1/news-articles/${id}`)).status).toBe(404);
      expect((await admin.post(`/api/v1/news-articles/${id}/restore`)).status).toBe(404);
      expect((await admin.delete(`/api/v1/news-articles/${id}?permanent=1`)).status).toBe(404);
      expect(await auditCount("content.purge", "newsArticles", id)).toHaveLength(1);
    });

    it("purges what has been in the trash for more than 30 days, once", async () => {
      const recent = idOf(await admin.post("/api/v1/blog-posts", post(unique("Recent bin"))));
      const old = idOf(await admin.post("/api/v1/blog-posts", post(unique("Old bin"))));
      await admin.delete(`/api/v1/blog-posts/${recent}`);
      await admin.delete(`/api/v1/blog-posts/${old}`);
      await server.db
        .updateTable("blogPosts")
        .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() })
        .where("id", "=", old)
        .execute();
      const [a, b] = await Promise.all([
        server.contentJobs.purgeTrash(),
        server.contentJobs.purgeTrash(),
      ]);
      expect(a + b).toBe(1);
      expect(await server.contentJobs.purgeTrash()).toBe(0);
      const rows = await server.db
        .selectFrom("blogPosts")
        .select("id")
        .where("id", "in", [recent, old])
        .execute();
      expect(rows.map((r) => r.id)).toEqual([recent]);
      expect(await auditCount("content.purge", "blogPosts", old)).toEqual([
        { actorId: null, actorEmail: "system" },
      ]);
    });
  });
});
