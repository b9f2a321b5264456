/**
 * The real process, as a supervisor sees it: a client that sends too much, or hangs up half-way, on
 * any kind of address, never stops it. Each test ends by asking the same child process (its pid
 * never changes, and nothing restarts it) for /healthz and the home page.
 * Serves the production build: `npm run build` first (npm test builds before this suite).
 */
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import { freePort, startServerProcess, waitHealthy } from "./testing/server-process.ts";
import { ApiClient, TEST_ADMIN, requireProductionBuild } from "./testing/test-server.ts";

requireProductionBuild();

const UPLOAD_MAX_MB = 1;

/** Sends `head` (and `body`, when given) on a raw connection, then hangs up after `afterMs`. */
function hangUp(port: number, head: string, body?: Buffer, afterMs = 50): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      if (body) socket.write(body);
      setTimeout(() => socket.destroy(), afterMs);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}

/** An oversized upload sent in chunks (no Content-Length), as `curl -H 'Transfer-Encoding: chunked'` does. */
async function chunkedUpload(url: string, cookie: string, bytes: number) {
  const chunk = Buffer.alloc(256 * 1024, 7);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  try {
    const res = await fetch(`${url}/api/v1/uploads?bucket=gallery-images`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "image/jpeg" },
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    return res.status;
  } catch {
    // The server may close the connection while the client is still sending: that is allowed.
    return 0;
  }
}

describe.each(await databaseKinds())("the process stays up on %s", (kind) => {
  let database: TestDatabase;
  let child: ChildProcess;
  let port: number;
  let url: string;
  let pid: number | undefined;
  let admin: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = startServerProcess(
      database,
      port,
      { UPLOAD_MAX_MB: String(UPLOAD_MAX_MB), PUBLIC_URL: url },
      { pages: true },
    );
    pid = child.pid;
    await waitHealthy(url, 60_000);
    admin = new ApiClient(url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 90_000);
  afterAll(async () => {
    child?.kill("SIGKILL");
    await database?.cleanup();
  });

  async function expectStillServing() {
    expect(child.exitCode, "the server process exited").toBeNull();
    expect(child.pid).toBe(pid);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
  }

  it("answers four oversized chunked uploads at once with 413, then serves on", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        chunkedUpload(url, admin.cookieHeader, 8 * UPLOAD_MAX_MB * 1024 * 1024),
      ),
    );
    // Each is refused; a client may see the connection closed before it has read the answer.
    for (const status of statuses) expect([413, 0]).toContain(status);
    expect(statuses).toContain(413);
    await expectStillServing();
  }, 60_000);

  it("serves on after connections dropped mid-request on pages, the API, uploads and media", async () => {
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${url}/api/v1/uploads?bucket=gallery-images`, {
      method: "POST",
      headers: { cookie: admin.cookieHeader, origin: url, "content-type": "image/png" },
      body: png,
    });
    expect(uploaded.status).toBe(201);
    const media = new URL(((await uploaded.json()) as { url: string }).url, url).pathname;
    const host = `Host: 127.0.0.1:${port}\r\n`;
    const cookie = `Cookie: ${admin.cookieHeader}\r\nOrigin: ${url}\r\n`;
    const get = (path: string) => `GET ${path} HTTP/1.1\r\n${host}\r\n`;
    for (const target of ["/", "/fr/histoires", "/api/v1/blog-posts", media, "/assets/x.js"]) {
      // Half a request line; a whole request, gone before the answer; gone while it is sent.
      await hangUp(port, `GET ${target} HT`);
      await hangUp(port, get(target), undefined, 0);
      await hangUp(port, get(target), undefined, 5);
    }
    // Bodies cut off: an upload and an API write, declared longer than what arrives.
    await hangUp(
      port,
      `POST /api/v1/uploads?bucket=gallery-images HTTP/1.1\r\n${host}${cookie}` +
        `Content-Type: image/png\r\nContent-Length: ${png.length * 4}\r\n\r\n`,
      png,
    );
    await hangUp(
      port,
      `POST /api/v1/uploads?bucket=gallery-images HTTP/1.1\r\n${host}${cookie}` +
        `Content-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n`,
      Buffer.concat([Buffer.from(`${png.length.toString(16)}\r\n`), png]),
    );
    await hangUp(
      port,
      `POST /api/v1/contact HTTP/1.1\r\n${host}Origin: ${url}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 400\r\n\r\n`,
      Buffer.from('{"name":"Half'),
    );
    await hangUp(
      port,
      `POST /contact HTTP/1.1\r\n${host}Origin: ${url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 400\r\n\r\n`,
      Buffer.from("name=Half"),
    );
    await expectStillServing();
    // The file that was uploaded whole is still served.
    expect((await fetch(`${url}${media}`)).status).toBe(200);
  }, 60_000);
});
