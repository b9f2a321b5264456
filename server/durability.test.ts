/**
 * Kills the server with SIGKILL in the middle of a stream of writes, restarts it on the same data,
 * and finds every write the server had acknowledged.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import {
  freePort,
  startServerProcess as startProcess,
  waitHealthy,
} from "./testing/server-process.ts";
import { ApiClient, TEST_ADMIN } from "./testing/test-server.ts";

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
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(25), {
      timeout: 30_000,
      interval: 10,
    });
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
