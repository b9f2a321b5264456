/**
 * End-to-end tests on Debian's Chromium against the real production build. The build is made fresh
 * once and copied into a bundle of the run's own (tests/e2e/support/global-setup.ts); then each
 * worker starts its own server from it on its own free port and fresh temporary data directory with
 * demo content (tests/e2e/support/fixtures.ts, which the specs import instead of
 * `@playwright/test`). This file is loaded by every worker: nothing here may create files or start
 * anything.
 */
import { defineConfig, devices } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const E2E_ADMIN = { email: "admin@e2e.example", password: "E2e-Adm1n-Passw0rd!" };

/** E2E_WORKERS overrides; each worker runs Chromium and a server of its own. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Every test may run on any worker: each worker has its own server and data, and a spec whose
  // tests depend on each other's order says so itself (test.describe.configure({ mode: "serial" })).
  fullyParallel: true,
  workers: WORKERS,
  // No retries, in CI either: a test that passes only on its second try is a race to find and fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // baseURL is each worker's own server (fixtures.ts).
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
});
