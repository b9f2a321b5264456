import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";
import { redactUrl } from "./redact-url.ts";
import { withRequestId } from "./request-ids.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { startTestServer } from "../testing/test-server.ts";
import { checkoutCommit, RELEASE_VERSION } from "../release.ts";

/** Every line the server logs, parsed (a line that is not JSON fails the parse). */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, log: createLogger("debug", stream) };
}

/** Prometheus text format → `name{labels}` → value. */
function parseMetrics(text: string) {
  const series = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    series.set(match[1]!, Number(match[2]));
  }
  return series;
}

const sum = (series: Map<string, number>, prefix: string, needle = "") =>
  [...series]
    .filter(([key]) => key.startsWith(prefix) && key.includes(needle))
    .reduce((total, [, value]) => total + value, 0);

describe("redactUrl", () => {
  it("hides the values of secret-bearing parameters and keeps the rest", () => {
    expect(redactUrl("/admin/reset-password?token=abc123&lang=fr")).toBe(
      "/admin/reset-password?token=[redacted]&lang=fr",
    );
    expect(redactUrl("/blog/post?preview=s3cr3t")).toBe("/blog/post?preview=[redacted]");
    expect(redactUrl("/x?api_key=1&Signature=2&q=token")).toBe(
      "/x?api_key=[redacted]&Signature=[redacted]&q=token",
    );
    expect(redactUrl("/plain/path")).toBe("/plain/path");
  });
});

describe("the logger", () => {
  it("tags every line written while a request is served, across awaits, with its id", async () => {
    const { lines, log } = capturedLog();
    log.info({}, "outside");
    await withRequestId("req-0123456789", async () => {
      // A macrotask boundary, as a database round trip would be.
      await new Promise((resolve) => setImmediate(resolve));
      log.warn({ user: { password: "hunter2" } }, "inside");
    });
    expect(lines[0]).not.toHaveProperty("reqId");
    expect(lines[1]).toMatchObject({ reqId: "req-0123456789", msg: "inside" });
    expect(JSON.stringify(lines)).not.toContain("hunter2");
  });
});

describe("forwarded headers from a proxy TRUST_PROXY does not name", () => {
  it("are ignored, and said once in the log", async () => {
    const { lines, log } = capturedLog();
    const database = await createTestDatabase("sqlite");
    const server = await startTestServer(database, { log });
    try {
      for (let i = 0; i < 3; i++) {
        await fetch(`${server.url}/api/v1/blog-posts?pageSize=1`, {
          headers: { "x-forwarded-for": "203.0.113.9" },
        });
      }
      const warnings = lines.filter((l) => String(l.msg).includes("TRUST_PROXY does not name"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, peer: "127.0.0.1" });
      const requests = lines.filter((l) => l.msg === "request");
      expect(requests.length).toBeGreaterThanOrEqual(3);
      expect(requests.every((l) => l.ip === "127.0.0.1")).toBe(true);
    } finally {
      await server.close();
      await database.cleanup();
    }
  });
});

describe.each(await databaseKinds())("observability on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  const captured = capturedLog();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      log: captured.log,
      env: { TRUST_PROXY: "loopback" },
      ssr: true,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("logs every request as one JSON line with its id, client address and user agent", async () => {
    const res = await fetch(`${server.url}/api/v1/blog-posts?pageSize=1`, {
      headers: { "user-agent": "metrics-test/1.0", "x-forwarded-for": "203.0.113.7" },
    });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineWith(captured.lines, (l) => l.reqId === id && l.msg === "request");
    expect(line).toMatchObject({
      method: "GET",
      url: "/api/v1/blog-posts?pageSize=1",
      route: "/api/v1/blog-posts",
      status: 200,
      ip: "203.0.113.7",
      ua: "metrics-test/1.0",
    });
  });

  it("keeps a trusted proxy's request id and redacts tokens in logged URLs", async () => {
    const res = await fetch(`${server.url}/api/v1/blog-posts?token=very-secret-value`, {
      headers: { "x-request-id": "nginx-0123456789abcdef" },
    });
    expect(res.headers.get("x-request-id")).toBe("nginx-0123456789abcdef");
    const line = await lineWith(captured.lines, (l) => l.reqId === "nginx-0123456789abcdef");
    expect(line.url).toBe("/api/v1/blog-posts?token=[redacted]");
    expect(JSON.stringify(captured.lines)).not.toContain("very-secret-value");
  });

  it("sends the request id back on every kind of answer, each its own", async () => {
    const answers = await Promise.all(
      ["/livez", "/readyz", "/api/v1/blog-posts", "/api/v1/no-such-thing", "/metrics", "/a/%"].map(
        (path) => fetch(`${server.url}${path}`),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 200, 400]);
    const ids = answers.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves /metrics in Prometheus format with the named series", async () => {
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/v1/blog-posts`);
    await fetch(`${server.url}/api/v1/no-such-thing`);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const series = parseMetrics(await res.text());
    expect(
      series.get('http_requests_total{route="/api/v1/blog-posts",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(sum(series, "http_requests_total", 'status="404"')).toBeGreaterThanOrEqual(1);
    expect(
      series.get('http_request_duration_seconds_count{route="/api/v1/blog-posts",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    const slowest = series.get(
      'http_request_duration_seconds_bucket{le="+Inf",route="/api/v1/blog-posts",status="200"}',
    );
    expect(slowest).toBe(
      series.get('http_request_duration_seconds_count{route="/api/v1/blog-posts",status="200"}'),
    );
    expect(series.get("nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(series.get("nodejs_eventloop_lag_seconds")).toBeLessThan(5);
    if (kind === "postgres") {
      expect(series.get('db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(series.has('db_pool_connections{state="in_use"}')).toBe(true);
    }
  });

  it('labels every page answer route="page", rendered or from the cache', async () => {
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/about`)).status).toBe(200);
    const series = parseMetrics(await (await fetch(`${server.url}/metrics`)).text());
    expect(
      series.get('http_requests_total{route="page",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect([...series.keys()].some((name) => name.includes("splat"))).toBe(false);
  });

  it.runIf(kind === "postgres")(
    "reads no request waiting for a connection on an idle site",
    async () => {
      // The scrape's own query must not count itself as waiting (the alert would page at night).
      for (let i = 0; i < 5; i++) {
        const series = parseMetrics(await (await fetch(`${server.url}/metrics`)).text());
        expect(series.get('db_pool_connections{state="waiting"}')).toBe(0);
      }
    },
  );

  it("counts the mail queue by state and the age of its oldest waiting message", async () => {
    const created = new Date(Date.now() - 90_000).toISOString();
    await server.db
      .insertInto("mailQueue")
      .values({
        recipient: "someone@test.example",
        subject: "Waiting",
        body: "…",
        nextAttemptAt: new Date(Date.now() + 3600_000).toISOString(),
        createdAt: created,
      })
      .execute();
    const series = parseMetrics(await (await fetch(`${server.url}/metrics`)).text());
    expect(sum(series, "mail_queue_messages")).toBeGreaterThanOrEqual(1);
    const ages = [...series].filter(([key]) => key.startsWith("mail_queue_oldest_age_seconds"));
    expect(ages.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ages.map(([, v]) => v))).toBeGreaterThanOrEqual(89);
  });

  it("reports each scheduled job's last success", async () => {
    server.metrics.jobSucceeded("publish-scheduled");
    const series = parseMetrics(await (await fetch(`${server.url}/metrics`)).text());
    const at = series.get('scheduled_job_last_success_timestamp_seconds{job="publish-scheduled"}');
    expect(at).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it("adds the version and the schema version to /healthz", async () => {
    const body = (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ready", database: "up", version: RELEASE_VERSION });
    // The commit this checkout is at (a build writes the same one in: see the bundle's test).
    expect(body.commit).toBe(checkoutCommit());
    expect(body.commit).toMatch(/^[0-9a-f]{12}$/);
    expect(body.schema).toMatch(/^\d{4}-[a-z-]+$/);
  });
});

describe("/metrics on a public site", () => {
  let database: TestDatabase;
  let hidden: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    hidden = await startTestServer(database, { env: { PUBLIC_URL: "https://site.example" } });
  }, 120_000);
  afterAll(async () => {
    await hidden.close();
    await database.cleanup();
  });

  it("is hidden without METRICS_TOKEN, and asks for the token when one is set", async () => {
    expect((await fetch(`${hidden.url}/metrics`)).status).toBe(404);
    await hidden.close();
    hidden = await startTestServer(database, {
      env: { PUBLIC_URL: "https://site.example", METRICS_TOKEN: "a-long-metrics-token-123" },
    });
    const refused = await fetch(`${hidden.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    const wrong = await fetch(`${hidden.url}/metrics`, {
      headers: { authorization: "Bearer a-long-metrics-token-124" },
    });
    expect(wrong.status).toBe(401);
    const allowed = await fetch(`${hidden.url}/metrics`, {
      headers: { authorization: "Bearer a-long-metrics-token-123" },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");
  });
});

/** The log line matching `test`, waiting for the answer's "finish" to have been logged. */
async function lineWith(
  lines: Record<string, unknown>[],
  test: (line: Record<string, unknown>) => boolean,
) {
  return vi.waitFor(
    () => {
      const found = lines.find(test);
      if (!found) throw new Error("no such log line");
      return found;
    },
    { timeout: 1000, interval: 20 },
  );
}
