/**
 * End-to-end tests on Debian's Chromium against the real production build, started on a fresh
 * temporary data directory with demo content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir =
  process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "foundation-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const E2E_ADMIN = { email: "admin@e2e.example", password: "E2e-Adm1n-Passw0rd!" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only on its second try is a race to find and fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    // Exactly what `npm start` runs (its V8 flags too): the compiled server, built first if stale.
    command: (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } })
      .scripts.start,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_PASSWORD_FINAL: "true",
      LOG_LEVEL: "warn",
      // Every suite writes from 127.0.0.1 to this one server; the limits themselves are proven
      // by the Vitest attack suite (server/security.test.ts).
      RATE_LIMIT_WRITES_PER_MINUTE: "10000",
      RATE_LIMIT_SIGN_UPS_PER_HOUR: "1000",
      RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
