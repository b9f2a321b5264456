import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../core/constants.ts";
import { SECRET_MASK } from "../../core/settings.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const CONTENT = [
  "blog-posts",
  "news-articles",
  "programs",
  "gallery-items",
  "store-items",
] as const;

describe.each(await databaseKinds())("JSON API on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let visitor: ApiClient;
  let adminClient: ApiClient;
  let plainUser: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { seed: true });
    visitor = new ApiClient(server.url);
    adminClient = new ApiClient(server.url);
    await adminClient.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    plainUser = await signedInUser(server, "plain@test.example", "Plain-Passw0rd!");
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("lists only published posts to a visitor, newest first, paginated; all to the admin", async () => {
    const page = await visitor.get("/api/v1/blog-posts?pageSize=4&page=1");
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(6);
    expect(page.json.items).toHaveLength(4);
    expect(page.json.items?.every((p) => p.status === "published")).toBe(true);
    const created = page.json.items?.map((p) => String(p.createdAt)) ?? [];
    expect([...created].sort().reverse()).toEqual(created);
    const page2 = await visitor.get("/api/v1/blog-posts?pageSize=4&page=2");
    expect(page2.json.items).toHaveLength(2);
    const all = await adminClient.get("/api/v1/blog-posts?pageSize=100");
    expect(all.json.total).toBe(8);
    expect(new Set(all.json.items?.map((p) => p.status))).toEqual(
      new Set(["published", "draft", "pending"]),
    );
  });

  it("hides unpublished news and inactive store items from visitors", async () => {
    const news = await visitor.get("/api/v1/news-articles?pageSize=100");
    expect(news.json.items?.every((n) => n.status === "published")).toBe(true);
    const store = await visitor.get("/api/v1/store-items?pageSize=100");
    expect(store.json.total).toBe(5);
    expect(store.json.items?.every((i) => i.status === "active")).toBe(true);
    const drafts = await adminClient.get("/api/v1/news-articles?status=draft");
    const draftId = drafts.json.items?.[0]?.id;
    expect((await visitor.get(`/api/v1/news-articles/${draftId}`)).status).toBe(404);
  });

  it("answers 401 to a write without a session, for every content type", async () => {
    for (const type of CONTENT) {
      const res = await visitor.post(`/api/v1/${type}`, { title: "x" });
      expect(res.status, type).toBe(401);
      expect(res.json.error?.message).toBeTruthy();
      expect((await visitor.put(`/api/v1/${type}/1`, { title: "x" })).status).toBe(401);
      expect((await visitor.delete(`/api/v1/${type}/1`)).status).toBe(401);
    }
  });

  it("answers 403 to a plain user's write and admin reads", async () => {
    for (const type of CONTENT) {
      expect((await plainUser.post(`/api/v1/${type}`, { title: "x" })).status, type).toBe(403);
      expect((await plainUser.delete(`/api/v1/${type}/1`)).status, type).toBe(403);
    }
    for (const path of ["/api/v1/stats", "/api/v1/settings", "/api/v1/uploads"]) {
      expect((await plainUser.get(path)).status, path).toBe(403);
      const anon = await visitor.get(path);
      expect(anon.status, path).toBe(401);
      expect(anon.text).not.toContain("smtp");
    }
    expect((await plainUser.put("/api/v1/settings", {})).status).toBe(403);
  });

  it("refuses a post with a missing title with 400 and writes no row", async () => {
    const before = (await adminClient.get("/api/v1/blog-posts?pageSize=1")).json.total;
    const res = await adminClient.post("/api/v1/blog-posts", {
      excerpt: "e",
      content: "c",
      author: "a",
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toBe(MESSAGES.requiredFields);
    expect(res.json.error?.fields).toHaveProperty(["title.en"]);
    expect((await adminClient.get("/api/v1/blog-posts?pageSize=1")).json.total).toBe(before);
  });

  it("takes localized fields by language and answers in the language asked for", async () => {
    const created = await adminClient.post("/api/v1/blog-posts?locale=all", {
      title: { en: "Match day", fr: "Jour de match", ru: "День матча" },
      excerpt: "Plain string means English",
      content: { en: "Body", ru: "Текст" },
      author: "Ama",
      status: "published",
    });
    expect(created.status).toBe(201);
    expect(created.json.title).toEqual({ en: "Match day", fr: "Jour de match", ru: "День матча" });
    expect(created.json.excerpt).toEqual({ en: "Plain string means English", fr: "", ru: "" });
    const id = created.json.id as number;

    const fr = await visitor.get(`/api/v1/blog-posts/${id}?locale=fr`);
    expect(fr.json).toMatchObject({
      title: "Jour de match",
      excerpt: "Plain string means English",
    });
    expect((fr.json.fallbacks as string[]).sort()).toEqual(["content", "excerpt"]);
    const en = await visitor.get(`/api/v1/blog-posts/${id}`);
    expect(en.json).toMatchObject({ title: "Match day", fallbacks: [] });
    const list = await visitor.get("/api/v1/blog-posts?locale=ru&q=%D0%BC%D0%B0%D1%82%D1%87");
    expect((list.json.items as unknown as { title: string }[]).map((p) => p.title)).toEqual([
      "День матча",
    ]);

    const news = await visitor.get("/api/v1/news-articles?locale=all&pageSize=1");
    const [first] = news.json.items as unknown as { title: Record<string, string> }[];
    expect(Object.keys(first.title).sort()).toEqual(["en", "fr", "ru"]);
    const bad = await visitor.get("/api/v1/news-articles?locale=de");
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toMatch(/locale/);
    const badWrite = await adminClient.put(`/api/v1/blog-posts/${id}`, { title: { es: "x" } });
    expect(badWrite.status).toBe(400);
  });

  it("creates, updates, deletes and restores as admin", async () => {
    const created = await adminClient.post("/api/v1/blog-posts", {
      title: "New post",
      excerpt: "e",
      content: "c",
      author: "a",
      status: "published",
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await visitor.get(`/api/v1/blog-posts/${id}`)).json.title).toBe("New post");
    const updated = await adminClient.put(`/api/v1/blog-posts/${id}`, { title: "Edited" });
    expect(updated.json).toMatchObject({ title: "Edited", status: "published" });
    expect((await adminClient.delete(`/api/v1/blog-posts/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/v1/blog-posts/${id}`)).status).toBe(404);
    expect((await adminClient.post(`/api/v1/blog-posts/${id}/restore`)).status).toBe(200);
    expect((await visitor.get(`/api/v1/blog-posts/${id}`)).status).toBe(200);
  });

  it("answers bad input with a clear 4xx, never a 500", async () => {
    const cases: [string, string, unknown, number, Record<string, string>?][] = [
      ["POST", "/api/v1/blog-posts", "{not json", 400],
      [
        "POST",
        "/api/v1/blog-posts",
        "title=x",
        415,
        { "content-type": "application/x-www-form-urlencoded" },
      ],
      ["GET", "/api/v1/blog-posts/abc", undefined, 400],
      ["GET", "/api/v1/blog-posts/-1", undefined, 400],
      ["GET", "/api/v1/blog-posts/99999999", undefined, 404],
      ["GET", "/api/v1/blog-posts?page=0", undefined, 400],
      ["GET", "/api/v1/blog-posts?pageSize=101", undefined, 400],
      ["GET", "/api/v1/blog-posts?q=a&q=b", undefined, 400],
      ["PUT", "/api/v1/blog-posts/1", [1, 2, 3], 400],
      [
        "POST",
        "/api/v1/programs",
        { title: "t", description: "d", longDescription: "l", budget: "lots" },
        400,
      ],
      ["POST", "/api/v1/blog-posts", { title: "x".repeat(2_000_000) }, 413],
      ["GET", "/api/v1/no-such-thing", undefined, 404],
    ];
    for (const [method, path, body, status, headers] of cases) {
      const res = await adminClient.request(method, path, body, headers);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.json.error?.message, `${method} ${path}`).toBeTruthy();
    }
  });

  it("refuses a control character in any query parameter with 400 naming it", async () => {
    for (const path of [
      "/api/v1/blog-posts?q=a%00b",
      "/api/v1/store-items?q=nul%00byte",
      "/api/v1/news-articles?category=%1b",
      "/api/v1/programs?q=line%0Abreak",
      "/api/v1/blog-posts?a%00b=1",
    ]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.error?.message, path).toMatch(/query parameter ".+" contains a control/);
    }
    expect((await visitor.get("/api/v1/blog-posts?q=a%00b")).json.error?.message).toContain('"q"');
    const page = await fetch(`${server.url}/blog?q=%00`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('"q"');
  });

  it("refuses a text field given as anything but a text or a language object, and writes nothing", async () => {
    const before = (await adminClient.get("/api/v1/store-items?pageSize=100")).json.total;
    for (const description of [{}, null, 5, true, { en: {} }, { en: 5 }]) {
      const res = await adminClient.post("/api/v1/store-items", {
        name: "A cap",
        description,
        price: 10,
        category: "accessories",
      });
      expect(res.status, JSON.stringify(description)).toBe(400);
      const fields = Object.keys(res.json.error?.fields ?? {});
      expect(fields, JSON.stringify(description)).toContainEqual(
        expect.stringMatching(/^description/),
      );
    }
    for (const title of [{}, 42, ["a"]]) {
      const res = await adminClient.post("/api/v1/blog-posts", {
        title,
        excerpt: "e",
        content: "c",
        author: "a",
      });
      expect(res.status, JSON.stringify(title)).toBe(400);
    }
    expect((await adminClient.get("/api/v1/store-items?pageSize=100")).json.total).toBe(before);
  });

  it("refuses cross-origin writes even with an admin session", async () => {
    const res = await adminClient.request(
      "POST",
      "/api/v1/blog-posts",
      { title: "t", excerpt: "e", content: "c", author: "a" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
  });

  it("serves settings to the admin with secrets masked, and keeps a secret when the mask comes back", async () => {
    const { json } = await adminClient.get("/api/v1/settings");
    const settings = json.settings as {
      general: Record<string, unknown>;
      integrations: Record<string, unknown>;
      security: Record<string, unknown>;
    };
    settings.integrations.stripeSecretKey = "sk_live_supersecret";
    settings.integrations.smtpPassword = "smtp-secret";
    expect((await adminClient.put("/api/v1/settings", settings)).status).toBe(200);
    const read = await adminClient.get("/api/v1/settings");
    expect(read.text).not.toContain("supersecret");
    expect(read.text).not.toContain("smtp-secret");
    const again = read.json.settings as typeof settings;
    expect(again.integrations.stripeSecretKey).toBe(SECRET_MASK);
    again.general = {
      ...again.general,
      siteName: { ...(again.general.siteName as object), en: "Renamed foundation" },
    };
    expect((await adminClient.put("/api/v1/settings", again)).status).toBe(200);
    const effective = await server.services.services.settings.getEffective();
    expect(effective.integrations.stripeSecretKey).toBe("sk_live_supersecret");
    expect(effective.general.siteName.en).toBe("Renamed foundation");

    const bad = structuredClone(again);
    bad.security.sessionTimeout = 999;
    const refused = await adminClient.put("/api/v1/settings", bad);
    expect(refused.status).toBe(400);
    expect(refused.json.error?.message).toContain("sessionTimeout");
    expect((await server.services.services.settings.getEffective()).security.sessionTimeout).toBe(
      30,
    );
  });

  it("gives the admin dashboard stats and upload records", async () => {
    const stats = await adminClient.get("/api/v1/stats");
    expect(stats.json).toMatchObject({ totalGallery: 16, totalPrograms: 6, activePrograms: 2 });
    const uploads = await adminClient.get("/api/v1/uploads?pageSize=5");
    expect(uploads.json.items).toHaveLength(5);
    expect(uploads.json.items?.[0]).toHaveProperty("bucketName");
  });

  it("signs up without a session until the address is confirmed; signs in, reports the session and signs out", async () => {
    const c = new ApiClient(server.url);
    const up = await c.post("/api/v1/auth/sign-up", {
      email: "kwame@test.example",
      password: "Kwame-Passw0rd!",
    });
    expect(up.status).toBe(202);
    expect(up.headers.get("set-cookie")).toBeNull();
    const early = await c.post("/api/v1/auth/sign-in", {
      email: "kwame@test.example",
      password: "Kwame-Passw0rd!",
    });
    expect(early.status).toBe(403);
    expect(early.json.error?.message).toMatch(/confirm your e-mail/i);
    expect(
      (await c.post("/api/v1/auth/sign-up", { email: "weak@test.example", password: "short" }))
        .status,
    ).toBe(400);
    await server.services.auth.staff.createByOperator("ama@test.example", "Ama-Passw0rd!", "user");
    const signIn = await c.post("/api/v1/auth/sign-in", {
      email: "ama@test.example",
      password: "Ama-Passw0rd!",
    });
    expect(signIn.json.user).toMatchObject({
      email: "ama@test.example",
      name: "ama",
      role: "user",
    });
    expect(signIn.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(signIn.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    expect((await c.get("/api/v1/auth/session")).json.user?.email).toBe("ama@test.example");
    await c.post("/api/v1/auth/sign-out");
    expect((await c.get("/api/v1/auth/session")).json.user).toBeNull();
    const wrong = await c.post("/api/v1/auth/sign-in", {
      email: "ama@test.example",
      password: "nope",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error?.message).toBe(MESSAGES.invalidCredentials);
    expect((await c.post("/api/v1/auth/sign-in", { email: "x", password: "y" })).status).toBe(400);
  });

  it("reports health with the database status", async () => {
    const res = await visitor.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ready", database: "up" });
  });
});
