/**
 * Admin lists (decision 0015): `sort`/`dir` over the entity's sortable fields (400 for others),
 * `pageSize`, and `POST /<entity>/bulk` applying the per-item rules in one transaction, audited.
 * Real server, both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const post = (title: string, status = "draft") => ({
  title,
  excerpt: `${title} excerpt`,
  content: `<p>${title} body</p>`,
  author: "Ama",
  category: "Sports",
  status,
});

describe.each(await databaseKinds())("list sorting and bulk actions on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let author: ApiClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    author = await signedInUser(server, "author@test.example", "Auth0r-Passw0rd!", "author");
    for (const title of ["Charlie", "Alpha", "Bravo", "Delta", "Echo"]) {
      const res = await admin.post("/api/v1/blog-posts", post(title));
      expect(res.status, res.text).toBe(201);
      ids[title] = (res.json as { id: number }).id;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  const titles = (items: unknown) => (items as { title: string }[]).map((i) => i.title);

  it("sorts by title both ways and pages with pageSize", async () => {
    const asc = await admin.get("/api/v1/blog-posts?sort=title&dir=asc&pageSize=20");
    expect(asc.status, asc.text).toBe(200);
    expect(titles(asc.json.items)).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
    const desc = await admin.get("/api/v1/blog-posts?sort=title&dir=desc&pageSize=2&page=2");
    expect(desc.json).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(desc.json.items)).toEqual(["Charlie", "Bravo"]);
    const byDate = await admin.get("/api/v1/blog-posts?sort=createdAt&dir=asc&pageSize=50");
    expect(titles(byDate.json.items)).toEqual(["Charlie", "Alpha", "Bravo", "Delta", "Echo"]);
    const byStatus = await admin.get("/api/v1/blog-posts?sort=status&dir=desc");
    expect(byStatus.status).toBe(200);
  });

  it("refuses unknown sort fields and directions", async () => {
    for (const query of ["sort=excerpt", "sort=passwordHash", "sort=title;drop", "dir=sideways"]) {
      const res = await admin.get(`/api/v1/blog-posts?${query}`);
      expect(res.status, query).toBe(400);
    }
    const big = await admin.get("/api/v1/blog-posts?pageSize=101");
    expect(big.status).toBe(400);
  });

  it("bulk publish changes exactly the ids given, audited per item", async () => {
    const res = await admin.post("/api/v1/blog-posts/bulk", {
      action: "publish",
      ids: [ids.Alpha, ids.Bravo],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ action: "publish", done: [ids.Alpha, ids.Bravo], unchanged: [] });
    const list = await admin.get("/api/v1/blog-posts?sort=title&dir=asc");
    const status = Object.fromEntries(
      (list.json.items as unknown as { title: string; status: string }[]).map((i) => [
        i.title,
        i.status,
      ]),
    );
    expect(status).toEqual({
      Alpha: "published",
      Bravo: "published",
      Charlie: "draft",
      Delta: "draft",
      Echo: "draft",
    });
    const again = await admin.post("/api/v1/blog-posts/bulk", {
      action: "publish",
      ids: [ids.Alpha],
    });
    expect(again.json).toMatchObject({ done: [], unchanged: [ids.Alpha] });
    const audit = await admin.get("/api/v1/audit-log?action=content.update&pageSize=100");
    const bulkEntries = (
      audit.json.items as unknown as { entityId: string; details: { bulk?: boolean } }[]
    )
      .filter((e) => e.details.bulk)
      .map((e) => Number(e.entityId))
      .sort((a, b) => a - b);
    expect(bulkEntries).toEqual([ids.Alpha, ids.Bravo].sort((a, b) => a - b));
  });

  it("bulk trash moves exactly the ids given to the trash, audited", async () => {
    const res = await admin.post("/api/v1/blog-posts/bulk", {
      action: "trash",
      ids: [ids.Charlie, ids.Delta],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.done).toEqual([ids.Charlie, ids.Delta]);
    const list = await admin.get("/api/v1/blog-posts?sort=title&dir=asc");
    expect(titles(list.json.items)).toEqual(["Alpha", "Bravo", "Echo"]);
    const audit = await admin.get("/api/v1/audit-log?action=content.delete&pageSize=100");
    const trashed = (audit.json.items as unknown as { entityId: string }[]).map((e) =>
      Number(e.entityId),
    );
    expect(trashed.sort((a, b) => a - b)).toEqual([ids.Charlie, ids.Delta].sort((a, b) => a - b));
    // Undo is still per item.
    expect((await admin.post(`/api/v1/blog-posts/${ids.Delta}/restore`)).status).toBe(200);
  });

  it("refuses an author's bulk action on someone else's item, changing nothing", async () => {
    // An author's story carries their own byline (the server signs it).
    const { author: _byline, ...ownPost } = post("Author's own");
    const mine = await author.post("/api/v1/blog-posts", ownPost);
    expect(mine.status, mine.text).toBe(201);
    const ownId = (mine.json as { id: number }).id;
    const res = await author.post("/api/v1/blog-posts/bulk", {
      action: "trash",
      ids: [ownId, ids.Echo],
    });
    expect(res.status).toBe(403);
    // One transaction: their own item was not trashed either.
    const still = await admin.get(`/api/v1/blog-posts/${ownId}`);
    expect(still.status).toBe(200);
    const echo = await admin.get(`/api/v1/blog-posts/${ids.Echo}`);
    expect(echo.status).toBe(200);
    // Publishing is refused to authors even for their own.
    const publish = await author.post("/api/v1/blog-posts/bulk", {
      action: "publish",
      ids: [ownId],
    });
    expect(publish.status).toBe(403);
    // Their own draft they may trash.
    const own = await author.post("/api/v1/blog-posts/bulk", { action: "trash", ids: [ownId] });
    expect(own.status, own.text).toBe(200);
  });

  it("validates the bulk body and the entity's publish state", async () => {
    expect(
      (await admin.post("/api/v1/blog-posts/bulk", { action: "explode", ids: [1] })).status,
    ).toBe(400);
    expect((await admin.post("/api/v1/blog-posts/bulk", { action: "trash", ids: [] })).status).toBe(
      400,
    );
    expect(
      (await admin.post("/api/v1/gallery-items/bulk", { action: "publish", ids: [1] })).status,
    ).toBe(400);
    expect(
      (await admin.post("/api/v1/blog-posts/bulk", { action: "trash", ids: [999999] })).status,
    ).toBe(404);
    const visitor = new ApiClient(server.url);
    expect(
      (await visitor.post("/api/v1/blog-posts/bulk", { action: "trash", ids: [ids.Echo] })).status,
    ).toBe(401);
  });
});
