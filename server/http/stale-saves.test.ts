/**
 * No lost update (issue 35): a save says which version it started from (`If-Match` with the ETag
 * the item was read with); a save from an older version is 409 naming the fields changed since,
 * and nothing is written. Parallel saves from one version: exactly one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

describe.each(await databaseKinds())("stale saves on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  async function newPost() {
    const created = await admin.post("/api/v1/blog-posts", {
      title: { en: "The school in Kpalimé", fr: "L’école de Kpalimé" },
      excerpt: "First excerpt",
      content: "<p>Body</p>",
      author: "Ama",
    });
    expect(created.status).toBe(201);
    const id = Number(created.json.id);
    const read = await admin.get(`/api/v1/blog-posts/${id}?locale=all`);
    const etag = read.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"\d{4}-\d\d-\d\dT[\d:.]+Z"$/);
    return { id, etag };
  }

  const put = (id: number, etag: string, body: unknown) =>
    admin.request("PUT", `/api/v1/blog-posts/${id}?locale=all`, body, { "if-match": etag });

  it("refuses the second of two saves from the same version with 409, keeping the first", async () => {
    const { id, etag } = await newPost();
    // Tab A changes the excerpt, tab B (opened before A saved) the title; both send every field.
    const a = await put(id, etag, {
      title: { en: "The school in Kpalimé" },
      excerpt: { en: "A new excerpt" },
    });
    expect(a.status).toBe(200);
    const newTag = a.headers.get("etag");
    expect(newTag).toBeTruthy();
    expect(newTag).not.toBe(etag);
    const b = await put(id, etag, {
      title: { en: "A new title" },
      excerpt: { en: "First excerpt" },
    });
    expect(b.status).toBe(409);
    expect(b.json.error?.details).toMatchObject({
      reason: "staleVersion",
      changedFields: ["excerpt"],
      version: JSON.parse(newTag ?? '""') as string,
      current: { id, excerpt: { en: "A new excerpt" }, title: { en: "The school in Kpalimé" } },
    });
    expect(b.json.error?.message).toMatch(/changed since: excerpt/);
    const stored = await admin.get(`/api/v1/blog-posts/${id}?locale=all`);
    expect(stored.json).toMatchObject({
      title: { en: "The school in Kpalimé", fr: "L’école de Kpalimé" },
      excerpt: { en: "A new excerpt" },
    });
    // B, having merged, saves from the new version: both changes stand.
    const merged = await put(id, newTag ?? "", {
      title: { en: "A new title" },
      excerpt: { en: "A new excerpt" },
    });
    expect(merged.status).toBe(200);
    expect(merged.json).toMatchObject({
      title: { en: "A new title", fr: "L’école de Kpalimé" },
      excerpt: { en: "A new excerpt" },
    });
  });

  it("lets exactly one of many parallel saves from one version through", async () => {
    const { id, etag } = await newPost();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put(id, etag, { excerpt: { en: `Excerpt ${i}` } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200);
    const stored = await admin.get(`/api/v1/blog-posts/${id}?locale=all`);
    expect(stored.json.excerpt).toEqual(winner?.json.excerpt);
    const revisions = await admin.get(`/api/v1/blog-posts/${id}/revisions`);
    expect(revisions.json.items).toHaveLength(2);
  });

  it("still takes a save without If-Match (or with *), and refuses a malformed one with 400", async () => {
    const { id } = await newPost();
    const plain = await admin.put(`/api/v1/blog-posts/${id}`, { excerpt: { en: "No tag" } });
    expect(plain.status).toBe(200);
    const any = await put(id, "*", { excerpt: { en: "Any version" } });
    expect(any.status).toBe(200);
    const bad = await put(id, "not-a-tag", { excerpt: { en: "Bad" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toMatch(/If-Match/);
    const gone = await put(999_999, '"2020-01-01T00:00:00.000Z"', { excerpt: { en: "x" } });
    expect(gone.status).toBe(404);
  });
});
