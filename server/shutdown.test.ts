/**
 * SIGTERM on the real process: a request that is still arriving when the signal comes is answered,
 * /healthz says "draining" meanwhile, and the process then closes the database and exits cleanly.
 */
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import { exitOf, freePort, startServerProcess, waitHealthy } from "./testing/server-process.ts";

const CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n";

/**
 * Sends the head and half the body of a sign-in now; the rest when `finish` is called. The head
 * asks for "100 Continue", which the server sends as it hands the request to the application:
 * `started` resolves then, with the request in flight. `ended` is the final answer.
 */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: "nobody@test.example", password: "wrong-password" });
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.setEncoding("utf8");
  const started = new Promise<void>((resolve) =>
    socket.on("data", (d: string) => {
      answer += d;
      if (answer.startsWith(CONTINUE)) resolve();
    }),
  );
  const ended = new Promise<string>((resolve) =>
    socket.on("close", () => resolve(answer.replace(CONTINUE, ""))),
  );
  socket.write(
    `POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Expect: 100-continue\r\n\r\n` +
      body.slice(0, 10),
  );
  return { started, finish: () => socket.write(body.slice(10)), ended };
}

describe.each(await databaseKinds())("graceful shutdown on %s", (kind) => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await database.cleanup();
  });

  it("finishes the in-flight request, reports draining, then exits 0", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startServerProcess(database, port, { SHUTDOWN_GRACE_SECONDS: "2" });
    await waitHealthy(url);
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: "ready" });

    const slow = slowSignIn(port);
    await slow.started;
    const exited = exitOf(child);
    child.kill("SIGTERM");
    // Within the grace period the process still answers, and says it is draining.
    const health = await vi.waitFor(
      async () => {
        const res = await fetch(`${url}/healthz`);
        expect(res.status).toBe(503);
        return res;
      },
      { timeout: 1000, interval: 25 },
    );
    expect(await health.json()).toMatchObject({ status: "draining" });

    slow.finish();
    const answer = await slow.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
