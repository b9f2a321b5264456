/**
 * The life of one HTTP process: `starting` (listening, but migrations and seeding are not done),
 * `ready`, then `draining` after SIGTERM/SIGINT. Two questions are answered before the application,
 * in every phase: `/livez` (liveness: the process answers; 200 whenever it can say so, for a
 * supervisor that restarts a hung process) and `/readyz`, also at `/healthz` (readiness: it can
 * serve — ready, and the database is up or the page cache holds pages to serve stale while it is
 * away; 503 otherwise), so a load balancer routes traffic only to processes that can serve, and
 * does not drop every process at once when the database goes away. Draining
 * keeps serving for a short grace period (so balancers notice), stops accepting connections,
 * lets in-flight requests finish within a bound, then closes what is left.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { withRequestIdHeader } from "../observability/request-ids.ts";

export type Phase = "starting" | "ready" | "draining";

export interface DrainOptions {
  /** How long to keep accepting (and answering healthz "draining") before closing the listener. */
  graceMs: number;
  /** How long in-flight requests may still run once the listener is closed. */
  timeoutMs: number;
}

export interface DrainResult {
  /** Requests cut off because they outlived timeoutMs. */
  unfinished: number;
}

/** What /healthz reports of the database: reachable or not, and its schema version when reachable. */
export type DatabaseProbe = () => Promise<{ up: boolean; schema?: string | null }>;

export function createLifecycle(
  probeDatabase: DatabaseProbe,
  version: string,
  /** The commit the release was built from (server/release.ts). */
  commit = "unknown",
) {
  let phase: Phase = "starting";
  let app: RequestListener | undefined;
  let servesStale = () => false;
  const inFlight = new Set<ServerResponse>();
  let settled: (() => void) | undefined;

  function answer(res: ServerResponse, ok: boolean, body: object) {
    res.writeHead(
      ok ? 200 : 503,
      withRequestIdHeader({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      }),
    );
    res.end(JSON.stringify(body));
  }

  async function readiness(res: ServerResponse) {
    const probe = await probeDatabase();
    const database = probe.up ? "up" : "down";
    // What the process can serve: everything, the pages it keeps, or nothing.
    const serving = probe.up ? "live" : servesStale() ? "stale" : "none";
    const ok = phase === "ready" && serving !== "none";
    answer(res, ok, {
      status: phase,
      database,
      serving,
      version,
      commit,
      schema: probe.schema ?? null,
    });
  }

  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url?.split("?", 1)[0];
    if (path === "/livez") return answer(res, true, { status: phase, version, commit });
    if (path === "/readyz" || path === "/healthz") return void readiness(res);
    if (!app) {
      res.writeHead(503, withRequestIdHeader({ "retry-after": "5", "cache-control": "no-store" }));
      return void res.end();
    }
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (inFlight.size === 0) settled?.();
    });
    if (phase === "draining") res.shouldKeepAlive = false;
    app(req, res);
  };

  return {
    listener,
    get phase() {
      return phase;
    },
    get inFlight() {
      return inFlight.size;
    },
    /**
     * Hands requests to the application from now on; `stale` says whether it holds pages it can
     * serve while the database is away (the page cache is not empty).
     */
    ready(handler: RequestListener, stale: () => boolean = () => false) {
      app = handler;
      servesStale = stale;
      phase = "ready";
    },
    async drain(server: Server, options: DrainOptions): Promise<DrainResult> {
      phase = "draining";
      // Answers still to be sent end their connection ("Connection: close").
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      if (options.graceMs > 0) await sleep(options.graceMs).promise;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight.size > 0) {
        const done = new Promise<void>((resolve) => (settled = resolve));
        const timer = sleep(options.timeoutMs);
        await Promise.race([done, timer.promise]);
        timer.cancel();
      }
      const unfinished = inFlight.size;
      server.closeAllConnections();
      await closed;
      return { unfinished };
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

function sleep(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { promise, cancel: () => clearTimeout(timer) };
}
