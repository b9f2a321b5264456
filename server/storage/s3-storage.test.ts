/** The S3 storage against a real S3-compatible server (s3rver) on 127.0.0.1, through the whole app. */
import fs from "node:fs";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, tempDir, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { createS3Storage } from "./s3-storage.ts";

describe("S3-compatible storage", () => {
  let s3: S3rver;
  let endpoint = "";
  let database: TestDatabase;
  let server: RunningServer;
  const s3Dir = tempDir("foundation-s3-");

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "foundation-media", configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, {
      env: {
        STORAGE: "s3",
        S3_BUCKET: "foundation-media",
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it("stores, reads and removes objects under the logical bucket prefix", async () => {
    const storage = createS3Storage({
      bucket: "foundation-media",
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    const url = await storage.put("news-images", "1-test.png", Buffer.from("hello"), "image/png");
    expect(url).toBe("/media/news-images/1-test.png");
    const object = await storage.read("news-images", "1-test.png");
    expect(object?.contentType).toBe("image/png");
    const chunks: Buffer[] = [];
    for await (const c of object!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello");
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed).toContainEqual({ bucket: "news-images", key: "1-test.png", size: 5 });
    await storage.remove("news-images", "1-test.png");
    expect(await storage.read("news-images", "1-test.png")).toBeNull();
    expect(await storage.read("..", "x")).toBeNull();
  });

  it("serves an upload made through the API from the object store, not the local disk", async () => {
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const res = await fetch(`${server.url}/api/v1/uploads?bucket=gallery-images`, {
      method: "POST",
      headers: {
        cookie: admin.cookieHeader,
        "content-type": "image/png",
        "x-file-name": "blue.png",
      },
      body: png,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/gallery-images\/blue\.[0-9a-f]{16}\.8x8\.png$/);
    expect(fs.existsSync(path.join(database.env.DATA_DIR, "media", "gallery-images"))).toBe(false);
    const media = await fetch(`${server.url}${url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta.width).toBe(8);
    expect((await fetch(`${server.url}/media/gallery-images/nope.png`)).status).toBe(404);
  });
});
