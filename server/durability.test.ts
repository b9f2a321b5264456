/**
 * Kills the server with SIGKILL in the middle of a stream of writes, restarts it on the same data,
 * and finds every write the server had acknowledged.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import { ApiClient, TEST_ADMIN } from "./testing/test-server.ts";

async function freePort(): Promise<number> {
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

function startProcess(database: TestDatabase, port: number): ChildProcess {
  return spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "--import", "tsx", "server/main.ts", "--api-only"],
    {
      env: {
        ...process.env,
        ...database.env,
        PGOPTIONS: database.pgSchema ? `-c search_path=${database.pgSchema}` : "",
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SEED_DEMO: "false",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    },
  );
}

async function waitHealthy(url: string, deadlineMs = 30_000) {
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

describe.each(await databaseKinds())("durability on %s", (kind) => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await database.cleanup();
  });

  it("keeps every acknowledged write across a SIGKILL", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startProcess(database, port);
    await waitHealthy(url);
    const client = new ApiClient(url);
    await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);

    const acknowledged: number[] = [];
    const writer = (async () => {
      // A bounded stream of writes; it ends when the server dies.
      for (let i = 0; i < 2000; i++) {
        try {
          const res = await client.post("/api/v1/news-articles", {
            title: `Durable ${i}`,
            excerpt: "e",
            content: "c",
            author: "a",
          });
          if (res.status === 201) acknowledged.push(res.json.id as number);
        } catch {
          return;
        }
      }
    })();
    while (acknowledged.length < 25) await new Promise((r) => setTimeout(r, 10));
    child.kill("SIGKILL");
    await writer;
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    child = startProcess(database, port);
    await waitHealthy(url);
    const after = new ApiClient(url);
    await after.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      const res = await after.get(`/api/v1/news-articles?pageSize=100&page=${page}`);
      for (const item of res.json.items ?? []) ids.add(item.id);
      if ((res.json.items ?? []).length < 100) break;
    }
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  }, 90_000);
});
