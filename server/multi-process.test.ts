/**
 * Two servers on one PostgreSQL schema behave as one site: started together they seed and create
 * the first admin once (advisory lock); a settings change made through one is what the other serves
 * at once (LISTEN/NOTIFY drops its settings cache); content changes reach the other's subscribers.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeTopic } from "./events/change-bus.ts";
import type { RunningServer } from "./server.ts";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "./testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "./testing/test-server.ts";

const hasPostgres = await postgresAvailable();

describe.runIf(hasPostgres)("two processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const heardByB: { topic: ChangeTopic; origin: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // Settings are kept a minute: a change B shows before then came through the bus.
    [a, b] = await Promise.all([
      startTestServer(database, { seed: true, settingsCacheMs: 60_000 }),
      startTestServer(database, { seed: true, settingsCacheMs: 60_000 }),
    ]);
    b.changes.subscribe((topic, origin) => heardByB.push({ topic, origin }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.cleanup();
  });

  it("seeds the demo content and creates the first admin once when both start together", async () => {
    expect([a.seed.seeded, b.seed.seeded].filter(Boolean)).toHaveLength(1);
    const seeded = (a.seed.seeded ? a.seed : b.seed).counts ?? {};
    const { rows } = await sql<{ posts: number; admins: number; uploads: number }>`
      select (select count(*) from blog_posts) as posts,
             (select count(*) from users where role = 'admin') as admins,
             (select count(*) from file_uploads) as uploads`.execute(database.db);
    expect(rows[0]!.posts).toBe(seeded.blogPosts);
    expect(rows[0]!.posts).toBeGreaterThan(0);
    expect(rows[0]!.admins).toBe(1);
    expect(a.admin.email).toBe(TEST_ADMIN.email);
    expect(b.admin.email).toBe(TEST_ADMIN.email);
  });

  it("shows a settings change made through one server through the other at once", async () => {
    const throughA = new ApiClient(a.url);
    await throughA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const throughB = new ApiClient(b.url);
    await throughB.signIn(TEST_ADMIN.email, TEST_ADMIN.password);

    // B reads (and caches) the settings first.
    const before = await throughB.get("/api/v1/settings");
    const settings = before.json.settings as { general: Record<string, unknown> };
    expect(settings.general.legalName).not.toBe("Renamed through A");

    settings.general.legalName = "Renamed through A";
    expect((await throughA.put("/api/v1/settings", settings)).status).toBe(200);
    // B's copy is good for a minute: only the notification can refresh it within these 10 s.
    await expect
      .poll(
        async () => {
          const now = await throughB.get("/api/v1/settings");
          return (now.json.settings as typeof settings).general.legalName;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe("Renamed through A");
    expect(heardByB).toContainEqual({ topic: "settings", origin: "remote" });
  });

  it("carries a content change to the other process's subscribers", async () => {
    const throughA = new ApiClient(a.url);
    await throughA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const heard = new Promise<ChangeTopic>((resolve) => {
      const stop = b.changes.subscribe((topic, origin) => {
        if (origin === "remote" && topic === "content") {
          stop();
          resolve(topic);
        }
      });
    });
    const created = await throughA.post("/api/v1/news-articles", {
      title: "Published in A",
      excerpt: "e",
      content: "c",
      author: "a",
    });
    expect(created.status).toBe(201);
    const timeout = new Promise<string>((r) => setTimeout(() => r("timeout"), 1000));
    expect(await Promise.race([heard, timeout])).toBe("content");
  });
});
