#!/usr/bin/env node
/**
 * `npm test`: every check, as parallel jobs where they do not wait for each other:
 *   1. typecheck, lint and the production build, side by side;
 *   2. then, on the build: Vitest (unit + integration, SQLite and PostgreSQL), then Playwright
 *      (Chromium, several workers, each with a server of its own). One after the other: side by
 *      side on two cores, each slows the other's timing-bound tests (E2E_WITH_UNIT=true tries it).
 * Each job's output is kept and printed whole when it ends, one job after another, so a log reads
 * in order; a line every minute says what is still running. Without Chromium the browser suite is
 * skipped with a notice, except under CI=true.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

const CI = process.env.CI === "true";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const started = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/** Runs one job, its output kept; resolves with its exit status once it has been printed. */
function job(label, cmd, args) {
  const begun = Date.now();
  const output = [];
  const child = spawn(cmd, args, {
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n=== ${label} (${seconds(begun)}) ===\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(
        status === 0 ? `\n${label}: passed\n` : `\n${label} failed (exit ${code ?? signal}).\n`,
      );
      resolve({ label, status });
    });
  });
}

/** Runs jobs side by side; a line each minute names those still running. */
async function stage(jobs) {
  const running = new Set(jobs.map((j) => j.label));
  const ticker = setInterval(() => {
    process.stdout.write(`… ${[...running].join(", ")} still running (${seconds(started)})\n`);
  }, 60_000);
  const results = await Promise.all(
    jobs.map(async ({ label, cmd, args }) => {
      const result = await job(label, cmd, args);
      running.delete(label);
      return result;
    }),
  );
  clearInterval(ticker);
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length > 0) {
    process.stdout.write(`\nFailed: ${failed.map((r) => r.label).join(", ")}.\n`);
    process.exit(failed[0].status);
  }
}

const npmRun = (script) => ["run", "--silent", script];

await stage([
  { label: "typecheck", cmd: "npm", args: npmRun("typecheck") },
  { label: "lint", cmd: "npm", args: npmRun("lint") },
  // Before the integration tests: page-delivery.test.ts and others serve the build.
  { label: "production build", cmd: "npm", args: npmRun("build") },
]);

const suites = [
  {
    label: "unit and integration tests (SQLite and PostgreSQL)",
    cmd: "npx",
    args: ["vitest", "run", "--reporter=verbose"],
  },
];
if (fs.existsSync(chromium)) {
  suites.push({ label: "end-to-end tests (Chromium)", cmd: "npx", args: ["playwright", "test"] });
} else if (CI) {
  process.stdout.write(
    `\nChromium not found at ${chromium}: the browser suite cannot be skipped under CI=true.\n`,
  );
  process.exit(1);
} else {
  process.stdout.write(
    `\nNOTICE: Chromium not found at ${chromium}; the end-to-end suite is skipped. Install it with: apt-get install -y chromium\n`,
  );
}
if (process.env.E2E_WITH_UNIT === "true") await stage(suites);
else for (const suite of suites) await stage([suite]);
process.stdout.write(`\nAll test suites passed (${seconds(started)}).\n`);
