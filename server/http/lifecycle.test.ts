/** Phases of the HTTP process and the drain, on a plain Node server with a deliberately slow handler. */
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLifecycle } from "./lifecycle.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function listen(lifecycle: ReturnType<typeof createLifecycle>) {
  server = createServer(lifecycle.listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** Until the slow request has reached the handler (bounded). */
const oneInFlight = (lifecycle: ReturnType<typeof createLifecycle>) =>
  vi.waitFor(() => expect(lifecycle.inFlight).toBe(1), { timeout: 5000, interval: 10 });

const health = async (url: string) => {
  const res = await fetch(`${url}/healthz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("process lifecycle", () => {
  it("answers starting (503) until ready, then ready (200); 503 when the database is down", async () => {
    let dbUp = true;
    const lifecycle = createLifecycle(
      async () => ({ up: dbUp, schema: dbUp ? "0001-initial" : undefined }),
      "1.2.3",
      "0123456789ab",
    );
    const url = await listen(lifecycle);
    expect(await health(url)).toEqual({
      status: 503,
      body: {
        status: "starting",
        database: "up",
        serving: "live",
        version: "1.2.3",
        commit: "0123456789ab",
        schema: "0001-initial",
      },
    });
    const early = await fetch(`${url}/`);
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");

    lifecycle.ready((_req, res) => res.end("page"));
    expect(await health(url)).toEqual({
      status: 200,
      body: {
        status: "ready",
        database: "up",
        serving: "live",
        version: "1.2.3",
        commit: "0123456789ab",
        schema: "0001-initial",
      },
    });
    expect(await (await fetch(`${url}/`)).text()).toBe("page");
    dbUp = false;
    expect(await health(url)).toEqual({
      status: 503,
      body: {
        status: "ready",
        database: "down",
        serving: "none",
        version: "1.2.3",
        commit: "0123456789ab",
        schema: null,
      },
    });
  });

  it("is live whenever it answers, and ready while the database is away if it has pages to serve", async () => {
    let dbUp = true;
    let cachedPages = 0;
    const lifecycle = createLifecycle(async () => ({ up: dbUp }), "1.2.3", "0123456789ab");
    const url = await listen(lifecycle);
    const probe = async (path: string) => {
      const res = await fetch(`${url}${path}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const live = {
      status: 200,
      body: { status: "starting", version: "1.2.3", commit: "0123456789ab" },
    };
    expect(await probe("/livez")).toEqual(live);
    expect((await probe("/readyz")).status).toBe(503);

    lifecycle.ready(
      (_req, res) => res.end("page"),
      () => cachedPages > 0,
    );
    dbUp = false;
    // Down, and nothing kept: not ready (on both addresses), but alive.
    for (const path of ["/readyz", "/healthz"]) {
      expect(await probe(path)).toMatchObject({ status: 503, body: { serving: "none" } });
    }
    expect(await probe("/livez?from=proxy")).toMatchObject({
      status: 200,
      body: { status: "ready" },
    });
    // Down, with pages to serve stale: it stays in the balancer's rotation.
    cachedPages = 3;
    expect(await probe("/readyz")).toMatchObject({
      status: 200,
      body: { status: "ready", database: "down", serving: "stale" },
    });
    dbUp = true;
    expect(await probe("/readyz")).toMatchObject({ status: 200, body: { serving: "live" } });
  });

  it("drains: says draining, finishes the in-flight request, then stops accepting", async () => {
    const lifecycle = createLifecycle(async () => ({ up: true }), "1.2.3", "0123456789ab");
    const url = await listen(lifecycle);
    lifecycle.ready((_req, res) => void setTimeout(() => res.end("slow done"), 600));

    const slow = fetch(`${url}/slow`).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
    await oneInFlight(lifecycle);
    const drained = lifecycle.drain(server!, { graceMs: 300, timeoutMs: 5000 });
    expect(lifecycle.phase).toBe("draining");
    expect(await health(url)).toEqual({
      status: 503,
      body: {
        status: "draining",
        database: "up",
        serving: "live",
        version: "1.2.3",
        commit: "0123456789ab",
        schema: null,
      },
    });
    expect(await slow).toEqual({ status: 200, text: "slow done" });
    expect(await drained).toEqual({ unfinished: 0 });
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it("cuts off requests that outlive the bound", async () => {
    const lifecycle = createLifecycle(async () => ({ up: true }), "1.2.3", "0123456789ab");
    const url = await listen(lifecycle);
    lifecycle.ready(() => {}); // never answers
    const hanging = fetch(`${url}/hang`).catch((err: unknown) => err);
    await oneInFlight(lifecycle);
    const started = Date.now();
    expect(await lifecycle.drain(server!, { graceMs: 0, timeoutMs: 300 })).toEqual({
      unfinished: 1,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
