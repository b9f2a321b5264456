import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{core,server,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["server/testing/pg-schemas.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites share one PostgreSQL server and the machine has two cores.
    maxWorkers: 2,
    reporters: ["default"],
  },
});
