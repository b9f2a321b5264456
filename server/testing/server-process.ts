/**
 * Runs the real server entry (`server/main.ts`) as a child process on a test database: the API and
 * /healthz only (`--api-only`), or with the pages too (`pages: true`, which needs `npm run build`).
 * `CHILD_LOGS=1` in the test's environment shows the child's log and errors (silent otherwise).
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import type { TestDatabase } from "./databases.ts";
import { TEST_ADMIN } from "./test-server.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export function startServerProcess(
  database: TestDatabase,
  port: number,
  env: Record<string, string> = {},
  options: { pages?: boolean } = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      "--import",
      "tsx",
      "server/main.ts",
      ...(options.pages ? [] : ["--api-only"]),
    ],
    {
      env: {
        ...process.env,
        ...database.env,
        PGOPTIONS: database.pgSchema ? `-c search_path=${database.pgSchema}` : "",
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ADMIN_PASSWORD_FINAL: "true",
        SEED_DEMO: "false",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
        LOG_LEVEL: process.env.CHILD_LOGS ? "info" : "silent",
        ...env,
      },
      stdio: process.env.CHILD_LOGS ? "inherit" : "ignore",
    },
  );
}

export async function waitHealthy(url: string, deadlineMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

/** The exit code (null when a signal ended it), also for a child that has already exited. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}
