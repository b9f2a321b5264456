/**
 * What `/metrics` tells Prometheus: requests by route and status (count and latency), page-cache
 * hits and misses, the mail queue by state with its oldest message's age, each scheduled job's last
 * success, the database pool's use and the process's own figures (event-loop lag, memory, CPU).
 * Values read from the database are read when Prometheus asks, not kept.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "../db/index.ts";
import { withRequestIdHeader } from "./request-ids.ts";

/** What the database pool reports of itself (PostgreSQL; SQLite has no pool). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  db: Db;
  pool?: PoolUse;
}

export function createMetrics({ db, pool }: MetricsOptions) {
  const registry = new Registry();
  // The two mail-queue gauges of one scrape share one query (render() starts a scrape afresh).
  let queueRead: ReturnType<typeof mailQueueStates> | null = null;
  // The pool as it was when the scrape began: the scrape's own query (the mail queue) would
  // otherwise count itself as a request waiting for a connection on an idle site.
  let poolAtScrape: { inUse: number; idle: number; waiting: number } | null = null;
  const poolNow = () =>
    pool && {
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    };
  const queueStates = () => (queueRead ??= mailQueueStates(db));
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its answer, by route and status",
    labelNames: ["route", "status"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Page requests by what the page cache did: HIT, SHARED (rendered once for several), MISS, BYPASS, STALE (the database is away)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const cdnPurges = new Counter({
    name: "cdn_purge_runs_total",
    help: "CDN purge runs by outcome: done, retry (refused, tried again later), failed (given up)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const jobSuccess = new Gauge({
    name: "scheduled_job_last_success_timestamp_seconds",
    help: "When each scheduled job last finished without error (Unix time), in this process",
    labelNames: ["job"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "mail_queue_messages",
    help: "Messages in the outgoing mail queue, by state",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueStates()) this.set({ state: row.state }, row.count);
    },
  });
  new Gauge({
    name: "mail_queue_oldest_age_seconds",
    help: "Age of the oldest message in each unsent state of the mail queue",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = Date.now();
      for (const row of await queueStates()) {
        if (row.state === "sent" || !row.oldest) continue;
        this.set({ state: row.state }, Math.max(0, (now - Date.parse(row.oldest)) / 1000));
      }
    },
  });
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections: in use, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = poolAtScrape ?? poolNow();
        if (!use) return;
        this.set({ state: "in_use" }, use.inUse);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  return {
    registry,
    /** The Prometheus text of one scrape. */
    async render() {
      queueRead = null;
      poolAtScrape = poolNow() ?? null;
      try {
        return await registry.metrics();
      } finally {
        poolAtScrape = null;
      }
    },
    /** One answered request (`seconds` from its arrival). */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status });
      duration.observe({ route, status }, seconds);
    },
    observePageCache(result: string) {
      pageCache.inc({ result });
    },
    observeCdnPurge(result: "done" | "retry" | "failed") {
      cdnPurges.inc({ result });
    },
    jobSucceeded(job: string) {
      jobSuccess.set({ job }, Date.now() / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The queue's states; none while the database is away (the process's own series still go out). */
async function mailQueueStates(db: Db) {
  try {
    return await readMailQueueStates(db);
  } catch {
    return [];
  }
}

async function readMailQueueStates(db: Db) {
  const rows = await db
    .selectFrom("mailQueue")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("count"),
      eb.fn.min("createdAt").as("oldest"),
    ])
    .groupBy("status")
    .execute();
  return rows.map((r) => ({
    state: String(r.status),
    count: Number(r.count),
    oldest: r.oldest as string | null,
  }));
}

/**
 * Who may read `/metrics`: with METRICS_TOKEN set, whoever sends it as a bearer token; without it,
 * anyone on a site that is not public (no PUBLIC_URL: a developer's machine, a private network),
 * nobody on a public one (the answer is a 404, as if there were no such page).
 */
export function metricsAccess(token: string | undefined, isPublic: boolean) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (req: IncomingMessage): "allowed" | "unauthorized" | "hidden" => {
    if (!expected) return isPublic ? "hidden" : "allowed";
    const given = Buffer.from(req.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? "allowed"
      : "unauthorized";
  };
}

export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Metrics,
  access: ReturnType<typeof metricsAccess>,
) {
  const verdict = access(req);
  if (verdict !== "allowed") {
    res.writeHead(
      verdict === "hidden" ? 404 : 401,
      withRequestIdHeader({
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        ...(verdict === "unauthorized" ? { "www-authenticate": 'Bearer realm="metrics"' } : {}),
      }),
    );
    res.end(verdict === "hidden" ? "Not found\n" : "A bearer token is required (METRICS_TOKEN)\n");
    return;
  }
  try {
    const body = await metrics.render();
    res.writeHead(
      200,
      withRequestIdHeader({
        "content-type": metrics.registry.contentType,
        "cache-control": "no-store",
      }),
    );
    res.end(body);
  } catch {
    // The database is away: the series it feeds cannot be read now; Prometheus marks the scrape failed.
    res.writeHead(
      503,
      withRequestIdHeader({ "content-type": "text/plain; charset=utf-8", "retry-after": "5" }),
    );
    res.end("Metrics are unavailable while the database cannot be reached\n");
  }
}
