/** The upload endpoint end to end on a real server and a real SQLite database. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { signedInUser, startTestServer, TEST_ADMIN, type ApiBody } from "../testing/test-server.ts";
import type { RunningServer } from "../server.ts";

const MAX_MB = 1;

async function signIn(base: string, path: string, body: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

/** Each call draws another colour: the same image twice would be one library item (decision 0036). */
let drawn = 0;
const image = (format: "jpeg" | "png" | "webp", width = 64, height = 48) => {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 10 + (drawn++ % 240), g: 120, b: 200 } },
  });
  return base
    .toFormat(format)
    .withExif({ IFD0: { Artist: "exif-artist-marker" } })
    .toBuffer();
};

describe("POST /api/v1/uploads", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let adminCookie = "";
  let userCookie = "";

  const upload = async (
    body: Buffer | Uint8Array,
    opts: { bucket?: string; name?: string; cookie?: string; type?: string } = {},
  ) => {
    const res = await fetch(`${server.url}/api/v1/uploads?bucket=${opts.bucket ?? "blog-images"}`, {
      method: "POST",
      headers: {
        "content-type": opts.type ?? "image/jpeg",
        "x-file-name": encodeURIComponent(opts.name ?? "photo.jpg"),
        ...(opts.cookie !== "" ? { cookie: opts.cookie ?? adminCookie } : {}),
      },
      body: new Uint8Array(body),
    });
    const json = (await res.json().catch(() => ({}))) as ApiBody;
    return { status: res.status, json };
  };
  const stored = (url: string) =>
    fs.readFileSync(path.join(database.env.DATA_DIR, url.replace(/^\//, "")));

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { env: { UPLOAD_MAX_MB: String(MAX_MB) } });
    adminCookie = await signIn(server.url, "/api/v1/auth/sign-in", TEST_ADMIN);
    userCookie = (await signedInUser(server, "plain@test.example", "Plain-Passw0rd!")).cookieHeader;
  });
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it.each(["jpeg", "png", "webp"] as const)(
    "accepts a %s, strips EXIF and records it",
    async (f) => {
      const res = await upload(await image(f), { name: `Team Photo.${f}`, type: `image/${f}` });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ width: 64, height: 48, mimeType: `image/${f}` });
      const url = String(res.json.url);
      expect(url).toMatch(
        new RegExp(`^/media/blog-images/team-photo\\.[0-9a-f]{16}\\.64x48\\.(jpg|png|webp)$`),
      );
      const bytes = stored(url);
      expect(bytes.length).toBe(res.json.fileSize);
      expect(bytes.includes(Buffer.from("exif-artist-marker"))).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      // Served back from /media
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

      const list = await fetch(`${server.url}/api/v1/uploads`, {
        headers: { cookie: adminCookie },
      });
      const { items } = (await list.json()) as { items: Record<string, unknown>[] };
      expect(items[0]).toMatchObject({
        fileName: `Team Photo.${f}`,
        filePath: url.split("/").pop(),
        fileSize: bytes.length,
        mimeType: `image/${f}`,
        bucketName: "blog-images",
        uploadedBy: TEST_ADMIN.email,
      });
    },
  );

  it("refuses SVG with 415 even when labelled as PNG", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    );
    const res = await upload(svg, { name: "logo.png", type: "image/png" });
    expect(res.status).toBe(415);
    expect(res.json.error?.message).toMatch(/Only JPEG, PNG, WebP, GIF or AVIF/);
  });

  it("refuses a text file named .png with 415", async () => {
    const res = await upload(Buffer.from("hello, I am not an image at all"), {
      name: "notes.png",
      type: "image/png",
    });
    expect(res.status).toBe(415);
  });

  it("re-encodes a polyglot so the appended HTML is gone", async () => {
    const html = "<html><script>alert('pwned')</script></html>";
    const polyglot = Buffer.concat([await image("jpeg"), Buffer.from(html)]);
    const res = await upload(polyglot, { name: "poly.jpg" });
    expect(res.status).toBe(201);
    const bytes = stored(String(res.json.url));
    expect(bytes.includes(Buffer.from("<script>"))).toBe(false);
    expect(bytes.includes(Buffer.from("pwned"))).toBe(false);
  });

  it("answers 413 above the configured limit", async () => {
    // Random pixels do not compress: the PNG is well above 1 MB.
    const noise = Buffer.alloc(800 * 800 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_MB * 1024 * 1024);
    const res = await upload(big, { name: "big.png", type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.json.error?.message).toMatch(/larger than the limit of 1 MB/);
  });

  it("sanitizes the stored name", async () => {
    const res = await upload(await image("png"), { name: "../../../etc/passwd.png" });
    expect(res.status).toBe(201);
    expect(String(res.json.url)).toMatch(
      /^\/media\/blog-images\/passwd\.[0-9a-f]{16}\.64x48\.png$/,
    );
  });

  it("serves content-hashed keys and their variants immutable, legacy keys with a short cache", async () => {
    const res = await upload(await image("jpeg", 800, 600), { name: "wide.jpg" });
    const url = String(res.json.url);
    const variant = url.replace(/\.jpg$/, ".w640.avif");
    const served = await fetch(`${server.url}${variant}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const legacy = path.join(
      database.env.DATA_DIR,
      "media",
      "blog-images",
      "1700000000000-old.png",
    );
    fs.writeFileSync(legacy, await image("png"));
    const old = await fetch(`${server.url}/media/blog-images/1700000000000-old.png`);
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("refuses an unknown bucket with 400", async () => {
    const res = await upload(await image("png"), { bucket: "../secrets" });
    expect(res.status).toBe(400);
  });

  it("answers 403 to a plain user and 401 to a visitor, and stores nothing", async () => {
    const before = await fetch(`${server.url}/api/v1/uploads`, {
      headers: { cookie: adminCookie },
    });
    const { total } = (await before.json()) as { total: number };
    expect((await upload(await image("png"), { cookie: userCookie })).status).toBe(403);
    expect((await upload(await image("png"), { cookie: "" })).status).toBe(401);
    const after = await fetch(`${server.url}/api/v1/uploads`, { headers: { cookie: adminCookie } });
    expect(((await after.json()) as { total: number }).total).toBe(total);
  });

  it("gallery stats count this month's gallery uploads and storage", async () => {
    await upload(await image("jpeg"), { bucket: "gallery-images" });
    const stats = await server.services.services.stats.gallery({
      id: 1,
      email: TEST_ADMIN.email,
      name: "A",
      role: "admin",
      language: null,
    });
    expect(stats.thisMonth).toBe(1);
    expect(stats.storageBytes).toBeGreaterThan(0);
  });
});
