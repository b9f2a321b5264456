#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, build, unit + integration (SQLite and PostgreSQL), then Playwright.
 * Without Chromium the browser suite is skipped with a notice, except under CI=true.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const CI = process.env.CI === "true";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(label, cmd, args) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    process.stdout.write(`\n${label} failed (exit ${r.status ?? r.signal}).\n`);
    process.exit(r.status ?? 1);
  }
}

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
// Before the integration tests: page-delivery.test.ts serves the build.
run("production build", "npm", ["run", "--silent", "build"]);
run("unit and integration tests (SQLite and PostgreSQL)", "npx", [
  "vitest",
  "run",
  "--reporter=verbose",
]);
if (fs.existsSync(chromium)) {
  run("end-to-end tests (Chromium)", "npx", ["playwright", "test"]);
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
process.stdout.write("\nAll test suites passed.\n");
