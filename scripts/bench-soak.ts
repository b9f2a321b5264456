/**
 * npm run bench:soak — the production server under a crowd, against this target: SOAK_CONNECTIONS
 * (default 200) connections for SOAK_SECONDS (default 60) on the public pages, with no error, p99 under
 * 1 s and the server's memory under 400 MB.
 *
 * Starts the compiled server (build/main/main.js, as `npm start` runs it) as a child process on
 * 127.0.0.1 with a fresh demo database, rotates the connections over every public page in the three
 * languages (autocannon, in this process) after one warm-up request per page (a running site's page
 * cache holds them; a cold start under the whole crowd is another case), reads the server's resident memory each second from
 * /proc/<pid>/status, prints the results and PASS or FAIL, and exits non-zero on FAIL.
 * Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { publicPagesInEveryLocale } from "../core/public-pages.ts";
import { createTestDatabase } from "../server/testing/databases.ts";
import { exitOf, freePort, waitHealthy } from "../server/testing/server-process.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const SERVER_ENTRY = "build/main/main.js";
const TARGET = { p99Ms: 1000, rssMb: 400 };
/** Seeding the demo content (with its image variants) on a busy machine takes a while. */
const START_DEADLINE_MS = 180_000;

/** The resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : 0;
}

/** Samples a process's resident memory every second until stopped. */
function watchMemory(pid: number) {
  const first = rssMb(pid);
  let peak = first;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process has exited: the run reports its errors
    }
  }, 1000);
  return { first, stop: () => (clearInterval(timer), peak) };
}

/** The V8 flags `npm start` gives the server (package.json), so the soak measures what runs. */
function startFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }
  ).scripts;
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--max-old-space-size="));
}

function startServer(env: Record<string, string>): ChildProcess {
  const flags = [...startFlags(), "--disable-warning=ExperimentalWarning"];
  return spawn(process.execPath, [...flags, SERVER_ENTRY], {
    env: { ...process.env, ...env, NODE_ENV: "production", HOST: "127.0.0.1" },
    // Its per-request log lines are written as in production, and dropped.
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stop(server: ChildProcess) {
  server.kill("SIGTERM");
  await exitOf(server);
}

function verdict(ok: boolean) {
  return ok ? "PASS" : "FAIL";
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) throw new Error("No build: run `npm run build` first.");
  const database = await createTestDatabase("sqlite");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...database.env, PORT: String(port), PUBLIC_URL: url, SHUTDOWN_GRACE_SECONDS: "0" };
  // The first start seeds the demo content (image variants through sharp, which keeps memory); the
  // measured server is a restart on that database, as a production server runs.
  let server = startServer(env);
  try {
    await waitHealthy(url, START_DEADLINE_MS);
    await stop(server);
    server = startServer(env);
    await waitHealthy(url, START_DEADLINE_MS);
    const pages = publicPagesInEveryLocale();
    const load = {
      url,
      headers: { "accept-encoding": "br, gzip", "accept-language": "en-US,en;q=0.9" },
      requests: pages.map((path) => ({ method: "GET" as const, path })),
    };
    // With the load's own headers: an unprefixed page is cached per Accept-Language.
    await autocannon({ ...load, connections: 1, amount: pages.length });
    process.stdout.write(
      `\nSoak: ${CONNECTIONS} connections for ${SECONDS} s over ${pages.length} public pages (en, fr, ru),` +
        ` each requested once before, compiled server (pid ${server.pid}), SQLite, loopback (autocannon)\n`,
    );
    const memory = watchMemory(server.pid ?? 0);
    const result = await autocannon({ ...load, connections: CONNECTIONS, duration: SECONDS });
    const peakMb = memory.stop();

    const failed = result.errors + result.non2xx;
    const checks = [
      `errors 0: ${verdict(failed === 0)}`,
      `p99 < ${TARGET.p99Ms} ms: ${verdict(result.latency.p99 < TARGET.p99Ms)}`,
      `RSS < ${TARGET.rssMb} MB: ${verdict(peakMb < TARGET.rssMb)}`,
    ];
    const pass = !checks.some((c) => c.endsWith("FAIL"));
    process.stdout.write(
      [
        `requests     ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`,
        `errors       ${failed} (connection errors ${result.errors - result.timeouts}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
        `latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `server RSS   peak ${peakMb.toFixed(0)} MB (${memory.first.toFixed(0)} MB before the load)`,
        `targets      ${checks.join(" · ")}`,
        pass ? "PASS" : "FAIL",
        "",
      ].join("\n"),
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await stop(server);
    await database.cleanup();
  }
}

await main();
