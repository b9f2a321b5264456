import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{core,server,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["server/testing/pg-schemas.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores, one worker more: suites spend much of their time waiting on servers, processes
    // and timers (a whole run: 250 s with 2 workers, 215 s with 3; vmstat showed half the CPU idle).
    maxWorkers: 3,
    reporters: ["default"],
  },
});
