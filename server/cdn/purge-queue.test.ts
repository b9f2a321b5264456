/**
 * The CDN purge queue and its adapters, on both engines, against local servers that speak the
 * purge APIs of Cloudflare, Fastly, Bunny and the shipped VCL's PURGE (testing/fake-cdns.ts): the request
 * each sends (path, credentials, tags), the batches within each provider's limit, a refusal (429
 * with Retry-After, 5xx, an unreachable CDN) retried later with back-off, given up after
 * MAX_ATTEMPTS with the error staff see, and two processes sending each purge once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { CDN_PROVIDERS, type CdnProvider, createPurgeAdapter } from "./cdn-providers.ts";
import { backoffMs, createPurgeQueue, MAX_ATTEMPTS, SETTLE_MS } from "./purge-queue.ts";
import { FAKE_CDN_TOKEN, FAKE_CDN_ZONE, type FakeCdn, startFakeCdn } from "./testing/fake-cdns.ts";

const adapterFor = (provider: CdnProvider, url: string) =>
  createPurgeAdapter({
    CDN_PROVIDER: provider,
    CDN_PURGE_URL: url,
    CDN_API_TOKEN: FAKE_CDN_TOKEN,
    CDN_ZONE: FAKE_CDN_ZONE,
  })!;

/** A time after every row queued now (rows are queued on the real clock). */
const later = (ms = 0) => new Date(Date.now() + SETTLE_MS + 500 + ms);

const BATCH: Record<CdnProvider, number> = { cloudflare: 100, fastly: 256, bunny: 1, varnish: 100 };

describe.each(await databaseKinds())("CDN purges on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => database.cleanup());
  beforeEach(async () => {
    await database.db.deleteFrom("cdnPurges").execute();
  });

  describe.each(CDN_PROVIDERS)("through %s", (provider) => {
    let cdn: FakeCdn;
    beforeEach(async () => {
      cdn = await startFakeCdn(provider);
    });
    afterEach(async () => cdn.close());

    it("sends the tags of every queued change together, in batches the provider takes", async () => {
      const queue = createPurgeQueue(database.db, adapterFor(provider, cdn.url));
      await queue.queue(["blogPosts.7", "blogPosts.en", "blogPosts.fr"]);
      await queue.queue(["blogPosts.fr", "settings"]);
      expect(await queue.run(later())).toBe(2);
      expect(cdn.rejected).toEqual([]);
      expect(cdn.purges.flat().sort()).toEqual([
        "blogPosts.7",
        "blogPosts.en",
        "blogPosts.fr",
        "settings",
      ]);
      expect(cdn.purges.every((tags) => tags.length <= BATCH[provider])).toBe(true);
      // Done: nothing is sent twice.
      expect(await queue.run(later(1000))).toBe(0);
      expect(cdn.purges.flat()).toHaveLength(4);

      // Many tags: as many requests as the provider's limit asks.
      const many = Array.from({ length: 300 }, (_, i) => `storeItems.${i + 1}`);
      await queue.queue(many);
      await queue.run(later(2000));
      const sent = cdn.purges.slice(provider === "bunny" ? 4 : 1);
      expect(sent.flat().sort()).toEqual([...many].sort());
      expect(sent).toHaveLength(Math.ceil(300 / BATCH[provider]));
    });
  });

  it("waits as long as a 429 asks, backs off on 5xx, and keeps the error for staff", async () => {
    const cdn = await startFakeCdn("cloudflare");
    try {
      const queue = createPurgeQueue(database.db, adapterFor("cloudflare", cdn.url));
      await queue.queue(["settings"]);
      const t0 = later();
      cdn.refuseNext(1, 429, 30);
      expect(await queue.run(t0)).toBe(0);
      const status = await queue.status();
      expect(status).toMatchObject({ provider: "cloudflare", pending: 1, failed: 0 });
      expect(status.lastError?.message).toMatch(/429/);
      // Not before the 30 s Cloudflare asked for.
      expect(await queue.run(new Date(t0.getTime() + 29_000))).toBe(0);
      cdn.refuseNext(1, 503);
      expect(await queue.run(new Date(t0.getTime() + 30_000))).toBe(0);
      const row = await database.db.selectFrom("cdnPurges").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", attempts: 2 });
      // The second refusal waits its back-off (4 s after a second attempt).
      expect(Date.parse(row.nextAttemptAt) - (t0.getTime() + 30_000)).toBe(backoffMs(2));
      expect(await queue.run(new Date(Date.parse(row.nextAttemptAt)))).toBe(1);
      expect(cdn.purges).toEqual([["settings"]]);
      const after = await queue.status();
      expect(after).toMatchObject({ pending: 0, failed: 0, lastError: null });
      expect(after.lastDoneAt).not.toBeNull();
    } finally {
      await cdn.close();
    }
  });

  it("gives a purge up after its last attempt, failed, with the reason", async () => {
    // Nothing listens there: every attempt fails to connect.
    const queue = createPurgeQueue(database.db, adapterFor("varnish", "http://127.0.0.1:9/"));
    await queue.queue(["settings"]);
    let at = later().getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await queue.run(new Date(at))).toBe(0);
      at += backoffMs(attempt);
    }
    const row = await database.db.selectFrom("cdnPurges").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row.lastError).toMatch(/could not be reached/);
    const status = await queue.status();
    expect(status).toMatchObject({ pending: 0, failed: 1 });
    expect(status.lastError).toMatchObject({ nextAttemptAt: null });
    expect(await queue.run(new Date(at + 3600_000))).toBe(0);
  });

  it("sends each purge once when two processes run at the same moment", async () => {
    const cdn = await startFakeCdn("fastly");
    try {
      const adapter = adapterFor("fastly", cdn.url);
      const [a, b] = [
        createPurgeQueue(database.db, adapter),
        createPurgeQueue(database.db, adapter),
      ];
      for (let i = 1; i <= 20; i++) await a.queue([`newsArticles.${i}`]);
      const now = later();
      const [byA, byB] = await Promise.all([a.run(now), b.run(now)]);
      expect(byA + byB).toBe(20);
      const sent = cdn.purges.flat();
      expect(sent).toHaveLength(20);
      expect(new Set(sent).size).toBe(20);
    } finally {
      await cdn.close();
    }
  });
});
