/**
 * npm run bench (second part) — HTTP throughput of the built site under concurrent visitors.
 *
 * One run on the same machine, loopback only, each case bounded in time (BENCH_SECONDS, default 5):
 *   - baseline: Node's own `http` server answering the rendered home HTML from a buffer (the local limit);
 *   - the home page through the page cache;
 *   - uncached SSR pages (a second server with the page cache off);
 *   - a JSON list of the API.
 * The load generator (autocannon) runs in a child process so it does not share the server's event loop.
 * Needs `npm run build` first (it serves build/).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { createTestDatabase, type TestDatabase } from "../server/testing/databases.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import type { RunningServer } from "../server/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve("autocannon/autocannon.js");

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL in a child process and reads its JSON summary. */
function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const args = [AUTOCANNON, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} for ${url}`));
      const summary = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      resolve({
        name,
        rps: summary.requests.average,
        p50: summary.latency.p50,
        p99: summary.latency.p99,
        errors: summary.errors + summary.timeouts,
        non2xx: summary.non2xx,
      });
    });
  });
}

/** Node's own http server answering a fixed body from memory. */
async function baselineServer(body: Buffer) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

function print(results: Result[]) {
  const base = results[0].rps;
  const head = `${"case".padEnd(34)} ${"req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)} ${"× base".padStart(7)}`;
  process.stdout.write(`${head}\n`);
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${(r.rps / base).toFixed(2).padStart(7)}\n`,
    );
  }
}

async function main() {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No build: run `npm run build` first.");
  }
  const databases: TestDatabase[] = [];
  const servers: RunningServer[] = [];
  try {
    const cachedDb = await createTestDatabase("sqlite");
    databases.push(cachedDb);
    const cached = await startTestServer(cachedDb, { seed: true, ssr: true });
    servers.push(cached);
    const uncachedDb = await createTestDatabase("sqlite");
    databases.push(uncachedDb);
    const uncached = await startTestServer(uncachedDb, {
      seed: true,
      ssr: true,
      env: { PAGE_CACHE_MB: "0" },
    });
    servers.push(uncached);

    const home = await fetch(`${cached.url}/`);
    if (home.status !== 200) throw new Error(`home answered ${home.status}`);
    const baseline = await baselineServer(Buffer.from(await home.arrayBuffer()));

    process.stdout.write(
      `\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s per case, SQLite, loopback (autocannon)\n`,
    );
    const results: Result[] = [];
    results.push(await load("baseline: node http, home buffer", baseline.url));
    results.push(await load("home, page cache", `${cached.url}/`));
    results.push(await load("home, page cache, br", `${cached.url}/`, { "accept-encoding": "br" }));
    results.push(await load("/privacy, uncached SSR", `${uncached.url}/privacy`));
    results.push(await load("home, uncached SSR", `${uncached.url}/`));
    results.push(await load("JSON list /api/v1/blog-posts", `${cached.url}/api/v1/blog-posts`));
    print(results);
    await baseline.close();
  } finally {
    for (const s of servers) await s.close();
    for (const d of databases) await d.cleanup();
  }
}

await main();
