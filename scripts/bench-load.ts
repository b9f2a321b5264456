/**
 * The load generator of `npm run bench`'s HTTP part: wrk (Debian's package, installed when missing
 * and apt can), a C program with its own threads, which a Node server on this machine does not
 * outrun; autocannon (one Node process, which tops out near 8,000 req/s here and then measures
 * itself) only when wrk cannot be had, and the report says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

const WRK = "/usr/bin/wrk";

/** wrk, installed from Debian when it is missing and apt-get can run; false when it cannot be had. */
export function ensureWrk(): boolean {
  if (existsSync(WRK)) return true;
  process.stdout.write("Installing wrk from Debian (apt-get install wrk)...\n");
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "ignore" });
  return install.status === 0 && existsSync(WRK);
}

/** Milliseconds from wrk's "1.23ms" / "456.00us" / "1.20s". */
function millis(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text);
  if (!m) return Number.NaN;
  const value = Number(m[1]);
  return m[2] === "us" ? value / 1000 : m[2] === "s" ? value * 1000 : value;
}

/** Reads wrk's text report (with --latency). */
export function parseWrk(name: string, out: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const percentile = (p: string) =>
    millis(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { name, rps, p50: percentile("50"), p99: percentile("99"), errors, non2xx };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Loads one URL for `seconds` with `connections` and reads the generator's summary. */
export async function load(
  generator: "wrk" | "autocannon",
  name: string,
  url: string,
  headers: Record<string, string>,
  { seconds, connections }: LoadOptions,
): Promise<LoadResult> {
  if (generator === "wrk") {
    // Two threads: one per core of this machine, beside the server under test.
    const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency"];
    for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}: ${value}`);
    return parseWrk(name, await run(WRK, [...args, url]));
  }
  const autocannon = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [autocannon, "-j", "-c", String(connections), "-d", String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}=${value}`);
  const summary = JSON.parse(await run(process.execPath, [...args, url])) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    name,
    rps: summary.requests.average,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    errors: summary.errors + summary.timeouts,
    non2xx: summary.non2xx,
  };
}
