/**
 * npm run bench (second part) — HTTP throughput of the built site under concurrent visitors.
 *
 * One run on the same machine, loopback only, each case bounded in time (BENCH_SECONDS, default 5):
 *   - baseline: Node's own `http` server answering the cached home's Brotli bytes from a buffer (the
 *     local limit);
 *   - nginx (Debian's nginx-light, one worker, when installed) serving the cached home's Brotli bytes
 *     as a static file, against the project serving the same bytes from its page cache;
 *   - the home page through the page cache;
 *   - uncached SSR pages (a second server with the page cache off), and the same pages of the
 *     previous release (BENCH_PREVIOUS_REF, default HEAD~1, built into a temporary folder with this
 *     checkout's node_modules; BENCH_PREVIOUS_REF=none skips it);
 *   - a JSON list of the API.
 * Every server is a built release in its own process, started as `npm start` starts it (this checkout's
 * and the previous release's alike), and the load generator runs in a child process too: wrk
 * (scripts/bench-load.ts), or autocannon when wrk cannot be had (then the report says it may be the
 * limit: it tops out near 8,000 req/s here).
 * Needs `npm run build` first (it serves build/).
 */
import http from "node:http";
import { ensureWrk, load as loadWith, type LoadResult } from "./bench-load.ts";
import { baselineServer, builtServer, nginxServer, previousRelease } from "./bench-servers.ts";
import { requireProductionBuild } from "../server/testing/test-server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GENERATOR = ensureWrk() ? "wrk" : "autocannon";
type Result = LoadResult;

const load = (name: string, url: string, headers: Record<string, string> = {}) =>
  loadWith(GENERATOR, name, url, headers, { seconds: SECONDS, connections: CONNECTIONS });

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

/** A response's bytes as sent (fetch would decode them). */
function rawBody(url: string, headers: Record<string, string>) {
  return new Promise<Buffer>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

async function main() {
  requireProductionBuild();
  const servers: { close(): void }[] = [];
  try {
    const cached = await builtServer(process.cwd());
    servers.push(cached);
    const uncached = await builtServer(process.cwd(), { PAGE_CACHE_MB: "0" });
    servers.push(uncached);

    const home = await fetch(`${cached.url}/`);
    if (home.status !== 200) throw new Error(`home answered ${home.status}`);
    await home.arrayBuffer();
    // nginx, bare Node and the page cache all answer the same Brotli bytes of the home page.
    const brotliHome = await rawBody(`${cached.url}/`, { "accept-encoding": "br" });
    const baseline = await baselineServer(brotliHome);
    const nginx = await nginxServer(brotliHome);
    const ref = process.env.BENCH_PREVIOUS_REF ?? "HEAD~1";
    const previous = ref === "none" ? null : await previousRelease(ref);

    process.stdout.write(
      `\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s per case, SQLite, loopback (${GENERATOR})\n`,
    );
    const results: Result[] = [];
    const br = { "accept-encoding": "br" };
    results.push(await load("baseline: node http, home br bytes", baseline.url));
    if (nginx) results.push(await load("nginx, home br bytes (1 worker)", nginx.url, br));
    results.push(await load("home, page cache", `${cached.url}/`));
    results.push(await load("home, page cache, br", `${cached.url}/`, br));
    results.push(await load("/privacy, uncached SSR", `${uncached.url}/privacy`));
    if (previous)
      results.push(await load(`/privacy, uncached SSR, ${ref}`, `${previous.url}/privacy`));
    results.push(await load("home, uncached SSR", `${uncached.url}/`));
    if (previous) results.push(await load(`home, uncached SSR, ${ref}`, `${previous.url}/`));
    results.push(await load("JSON list /api/v1/blog-posts", `${cached.url}/api/v1/blog-posts`));
    print(results);
    const rate = (name: string) => results.find((r) => r.name === name)?.rps ?? 0;
    if (GENERATOR === "autocannon")
      process.stdout.write(
        "autocannon, not wrk: one Node process, near 8,000 req/s here it is the limit, not the server\n",
      );
    if (nginx)
      process.stdout.write(
        `bare node / nginx: ${(rate("baseline: node http, home br bytes") / rate("nginx, home br bytes (1 worker)")).toFixed(2)}×\n`,
      );
    if (nginx)
      process.stdout.write(
        `page cache (br) / nginx: ${(rate("home, page cache, br") / rate("nginx, home br bytes (1 worker)")).toFixed(2)}×\n`,
      );
    if (previous)
      for (const page of ["/privacy", "home"])
        process.stdout.write(
          `${page} uncached SSR / ${ref}: ${(rate(`${page}, uncached SSR`) / rate(`${page}, uncached SSR, ${ref}`)).toFixed(2)}×\n`,
        );
    await baseline.close();
    nginx?.close();
    previous?.close();
  } finally {
    for (const server of servers) server.close();
  }
}

await main();
