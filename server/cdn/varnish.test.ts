/**
 * Varnish in front of two processes on PostgreSQL, with the shipped VCL (deploy/varnish/
 * foundation.vcl) and CDN_PROVIDER=varnish: a change made through one process is visible through
 * Varnish within 2 s (its purge bans the pages carrying the change's tags), an unrelated page stays
 * cached (its Age keeps growing), and with PostgreSQL away for 60 s the cached pages still answer
 * 200 through Varnish while a page never cached answers the translated 503 page.
 * Needs Debian's varnish (`.ci/run` installs it) and the production build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../server.ts";
import { cuttableRelay } from "../testing/cuttable-relay.ts";
import {
  createTestDatabase,
  IN_CI,
  postgresAvailable,
  type TestDatabase,
} from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { freePort } from "../testing/server-process.ts";
import { startVarnish, type Varnish, varnishAvailable } from "../testing/varnish.ts";

const ready = (await postgresAvailable()) && varnishAvailable();
if (IN_CI && !ready) throw new Error("CI needs PostgreSQL and varnishd (.ci/run installs it)");

const OUTAGE_MS = 60_000;

describe.runIf(ready)("Varnish in front of two processes on PostgreSQL", () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let a: RunningServer;
  let b: RunningServer;
  let varnish: Varnish;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    relay = await cuttableRelay();
    const varnishPort = await freePort();
    const env = {
      ...database.env,
      DATABASE_URL: relay.url,
      PUBLIC_URL: "http://foundation.test",
      CDN_PROVIDER: "varnish",
      CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
    };
    a = await startTestServer({ ...database, env }, { seed: true, ssr: true });
    b = await startTestServer({ ...database, env }, { seed: true, ssr: true });
    const port = (s: RunningServer) => Number(new URL(s.url).port);
    varnish = await startVarnish(varnishPort, [port(a), port(b)]);
    // Both backends healthy for Varnish (its probe asks /readyz every 2 s).
    await vi.waitFor(async () => expect((await fetch(`${varnish.url}/readyz`)).status).toBe(200), {
      timeout: 20_000,
      interval: 200,
    });
  }, 120_000);
  afterAll(async () => {
    await varnish?.stop();
    await relay?.restore().catch(() => {});
    await Promise.all([a?.close(), b?.close()]);
    await relay?.close();
    await database?.cleanup();
  });

  const get = async (path: string) => {
    const res = await fetch(`${varnish.url}${path}`);
    return {
      status: res.status,
      age: Number(res.headers.get("age") ?? 0),
      xkey: res.headers.get("xkey"),
      text: await res.text(),
    };
  };

  it("shows a change within 2 s, keeps what it did not touch, and serves through an outage", async () => {
    const admin = new ApiClient(a.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    // The demo content's own purges (seeded at start) are out of the way first.
    for (const server of [a, b]) {
      await vi.waitFor(async () => expect((await server.cdn!.purges.status()).pending).toBe(0), {
        timeout: 15_000,
      });
    }
    const list = await admin.get("/api/v1/blog-posts?pageSize=1&status=published");
    const post = list.json.items![0]!;

    expect((await get("/blog")).status).toBe(200);
    const privacy = await get("/privacy");
    expect(privacy.status).toBe(200);
    expect(privacy.xkey).toBeNull(); // the tags are for Varnish, not for visitors
    expect((await get("/fr/a-propos")).status).toBe(200);

    const title = `Renamed through one process ${Date.now()}`;
    const changedAt = Date.now();
    const saved = await admin.put(`/api/v1/blog-posts/${post.id}`, { title: { en: title } });
    expect(saved.status, saved.text).toBe(200);
    await vi.waitFor(async () => expect((await get("/blog")).text).toContain(title), {
      timeout: 2000,
      interval: 50,
    });
    expect(Date.now() - changedAt).toBeLessThan(2000);

    // Not touched by the change: still Varnish's copy, older than before.
    await vi.waitFor(async () => expect((await get("/privacy")).age).toBeGreaterThan(privacy.age), {
      timeout: 5000,
      interval: 250,
    });

    await relay.cut();
    const until = Date.now() + OUTAGE_MS;
    let rounds = 0;
    while (Date.now() < until) {
      for (const path of ["/privacy", "/blog", "/fr/a-propos"]) {
        expect((await get(path)).status, path).toBe(200);
      }
      rounds++;
      // Pacing of the checks through the outage, not a wait for an outcome.
      await new Promise((r) => setTimeout(r, 5000));
    }
    expect(rounds).toBeGreaterThanOrEqual(10);
    const never = await get("/fr/histoires");
    expect(never.status).toBe(503);
    expect(never.text).toContain("De retour dans un instant");
    expect(never.text).toMatch(/<header[\s>]/);

    await relay.restore();
    await vi.waitFor(async () => expect((await get("/fr/histoires")).status).toBe(200), {
      timeout: 20_000,
      interval: 250,
    });
  }, 150_000);
});
