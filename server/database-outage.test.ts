/**
 * PostgreSQL going away is survived: a restart or failover (every connection of the site ended by
 * `pg_terminate_backend`) and an outage (nothing listening for a while). The processes stay up,
 * requests during the outage answer 503 with Retry-After, and the change bus listens again, so a
 * change made afterwards through one process shows on the other. An "error" event nobody hears
 * would end the process; here it would fail the run as an unhandled error.
 * Serves the production build for the page checks: `npm run build` first (npm test does).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applicationNameFor } from "./db/index.ts";
import type { ChangeTopic } from "./events/change-bus.ts";
import type { RunningServer } from "./server.ts";
import {
  createTestDatabase,
  PG_URL,
  postgresAvailable,
  type TestDatabase,
} from "./testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "./testing/test-server.ts";
import { cuttableRelay } from "./testing/cuttable-relay.ts";

const hasPostgres = await postgresAvailable();

/** Ends every connection the site's processes hold, as a PostgreSQL restart does. */
async function terminateSiteBackends(schema: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_URL, application_name: "outage-test" });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1",
      [applicationNameFor(schema)],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

/** Requests `path` on each server in a loop until stopped; collects status and Retry-After. */
function traffic(urls: string[], path: string) {
  const answers: { status: number; retryAfter: string | null }[] = [];
  let running = true;
  const loops = urls.map(async (url) => {
    // Bounded: a few hundred requests at most, whatever happens.
    for (let i = 0; running && i < 2000; i++) {
      const res = await fetch(`${url}${path}`);
      await res.arrayBuffer();
      answers.push({ status: res.status, retryAfter: res.headers.get("retry-after") });
      // Pacing of the load, not a wait for an outcome.
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The first time `server`'s bus hears `topic` from another process (or its own reconnect). */
function heardRemote(server: RunningServer, topic: ChangeTopic) {
  return new Promise<void>((resolve) => {
    const stop = server.changes.subscribe((heard, origin) => {
      if (heard === topic && origin === "remote") {
        stop();
        resolve();
      }
    });
  });
}

/** The first value `read` gives that is `ok` (bounded polling; fails with the last one). */
function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: ms, interval: 50 },
  );
}

/** Until the traffic has collected at least `count` answers (bounded). */
const answersReach = (load: ReturnType<typeof traffic>, count: number) =>
  vi.waitFor(() => expect(load.answers.length).toBeGreaterThanOrEqual(count), {
    timeout: 30_000,
    interval: 10,
  });

describe.runIf(hasPostgres)("PostgreSQL ending every connection of two processes", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // Settings are kept a minute: B showing A's change in time proves the bus carried it.
    [a, b] = await Promise.all([
      startTestServer(database, { seed: true, settingsCacheMs: 60_000 }),
      startTestServer(database, { seed: true, settingsCacheMs: 60_000 }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.cleanup();
  });

  it("keeps both serving, and a change made afterwards through one shows on the other", async () => {
    const load = traffic([a.url, b.url], "/api/v1/blog-posts?pageSize=5");
    await answersReach(load, 20);

    // Each bus says "anything may have changed" once it listens again.
    const relistened = Promise.all([heardRemote(a, "*"), heardRemote(b, "*")]);
    // At least both listeners and the pools' idle connections.
    expect(await terminateSiteBackends(database.pgSchema!)).toBeGreaterThanOrEqual(2);
    await relistened;
    const answered = load.answers.length;
    await answersReach(load, answered + 20);
    await load.stop();

    // Nothing but answers and clean "try again" answers, and both serve at the end.
    for (const answer of load.answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toBe("5");
    }
    expect(load.answers.slice(-10).map((x) => x.status)).toEqual(Array(10).fill(200));
    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ready", database: "up" });
    }

    const throughA = new ApiClient(a.url);
    await throughA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const throughB = new ApiClient(b.url);
    await throughB.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    // B reads and keeps the settings; only a notification can refresh them within the minute.
    const before = await throughB.get("/api/v1/settings");
    const settings = before.json.settings as { general: Record<string, unknown> };
    settings.general.legalName = "Renamed after the restart";
    expect((await throughA.put("/api/v1/settings", settings)).status).toBe(200);
    const seen = await until(
      async () =>
        String(
          ((await throughB.get("/api/v1/settings")).json.settings as typeof settings).general
            .legalName,
        ),
      (name) => name === "Renamed after the restart",
    );
    expect(seen).toBe("Renamed after the restart");
  });
});

/**
 * A server on its own database, reached through a relay the test can cut; set up before the
 * suite's tests and taken down after them.
 */
function behindRelay(options: Parameters<typeof startTestServer>[1]) {
  const parts = {} as {
    database: TestDatabase;
    relay: Awaited<ReturnType<typeof cuttableRelay>>;
    server: RunningServer;
  };
  beforeAll(async () => {
    parts.database = await createTestDatabase("postgres");
    parts.relay = await cuttableRelay();
    const { database, relay } = parts;
    parts.server = await startTestServer(
      { ...database, env: { ...database.env, DATABASE_URL: relay.url } },
      options,
    );
  }, 120_000);
  afterAll(async () => {
    await parts.server?.close();
    await parts.relay?.close();
    await parts.database?.cleanup();
  });
  return parts;
}

describe.runIf(hasPostgres)("an outage of PostgreSQL", () => {
  const parts = behindRelay({ seed: true, ssr: true, env: { PAGE_CACHE_MB: "0" } });

  it("answers 503 with Retry-After while it lasts, and serves again when it is back", async () => {
    const { server, relay } = parts;
    expect((await fetch(`${server.url}/api/v1/blog-posts`)).status).toBe(200);
    expect((await fetch(`${server.url}/privacy`)).status).toBe(200);

    await relay.cut();
    // Pages of content (a page of settings only renders with the last settings read).
    for (const path of ["/api/v1/blog-posts", "/news", "/fr/histoires"]) {
      const res = await until(
        () => fetch(`${server.url}${path}`),
        (r) => r.status !== 200,
      );
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("5");
      expect(res.headers.get("cache-control"), path).toMatch(/no-store/);
    }
    const api = await fetch(`${server.url}/api/v1/news-articles`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      error: { message: expect.stringMatching(/database cannot be reached/) },
    });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "ready", database: "down" });

    await relay.restore();
    const back = await until(
      () => fetch(`${server.url}/fr/histoires`),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/blog-posts`)).status).toBe(200);
  });
});

describe.runIf(hasPostgres)("an outage of PostgreSQL behind the page cache", () => {
  // A page is a hit for half a second, then only the stale copy the outage may show.
  const parts = behindRelay({
    seed: true,
    ssr: true,
    pageCacheTtlMs: 500,
    env: { PUBLIC_URL: "http://foundation.test" },
  });

  const page = async (path: string) => {
    const res = await fetch(`${parts.server.url}${path}`);
    return { res, body: await res.text(), cache: res.headers.get("x-page-cache") };
  };

  it("serves the pages it has, stale and marked, and a translated 503 page for the others", async () => {
    const { server, relay } = parts;
    const before = await page("/privacy");
    expect(before.res.status).toBe(200);
    expect((await page("/fr/a-propos")).res.status).toBe(200);

    await relay.cut();
    // Once the copy is past its time to live, it is served stale rather than rendered.
    const stale = await until(
      () => page("/privacy"),
      (p) => p.cache === "STALE",
    );
    expect(stale.res.status).toBe(200);
    expect(stale.body).toBe(before.body);
    expect(stale.res.headers.get("cache-control")).toMatch(/s-maxage=5\b/);
    expect(stale.res.headers.get("etag")).toBe(before.res.headers.get("etag"));
    const french = await until(
      () => page("/fr/a-propos"),
      (p) => p.cache === "STALE",
    );
    expect(french.res.status).toBe(200);

    // Never rendered before: "back in a moment", in the page's language, inside the site's frame.
    const away = await page("/fr/histoires");
    expect(away.res.status).toBe(503);
    expect(away.res.headers.get("retry-after")).toBe("5");
    expect(away.res.headers.get("cache-control")).toMatch(/no-store/);
    expect(away.body).toContain('lang="fr"');
    expect(away.body).toContain("De retour dans un instant");
    expect(away.body).toMatch(/<header[\s>]/);
    expect(away.body).toMatch(/<footer[\s>]/);
    expect(away.body).not.toContain("Unexpected");
    const russian = await page("/ru/novosti");
    expect(russian.res.status).toBe(503);
    expect(russian.body).toContain("Скоро вернёмся");

    // Ready: it can still serve what it keeps; alive as ever.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: "down", serving: "stale" });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    await relay.restore();
    const fresh = await until(
      () => page("/privacy"),
      (p) => p.cache === "MISS" || p.cache === "HIT",
    );
    expect(fresh.res.status).toBe(200);
    expect(fresh.res.headers.get("cache-control")).toMatch(/s-maxage=60/);
    expect((await page("/fr/histoires")).res.status).toBe(200);
  });
});
