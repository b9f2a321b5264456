/**
 * Revisions, the audit log's changed fields, and the programs' cross-field checks, over real HTTP on
 * SQLite and PostgreSQL (docs/decisions/0014-revisions-and-audit.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { KEEP_REVISIONS } from "./revisions.ts";

const POST = {
  title: "Spring camp",
  excerpt: "Short",
  content: "<p>Long text</p>",
  author: "Anna",
};
const PROGRAM = { title: "P", description: "D", longDescription: "L" };
interface Summary {
  id: number;
  by: { email: string };
  fields: string[];
  locales: string[];
}
type Localized = Record<string, string>;

describe.each(await databaseKinds())("revisions and audit on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let author: ApiClient;
  let otherAuthor: ApiClient;
  const revisionsOf = async (client: ApiClient, path: string) => {
    const res = await client.get(`${path}/revisions`);
    expect(res.status, res.text).toBe(200);
    return res.json.items as unknown as Summary[];
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    author = await signedInUser(server, "ayo@test.example", "Author-Passw0rd!", "author");
    otherAuthor = await signedInUser(server, "bea@test.example", "Author-Passw0rd!", "author");
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("keeps a revision per save, and restoring one brings its content back as a new save", async () => {
    const created = await admin.post("/api/v1/blog-posts", POST);
    expect(created.status, created.text).toBe(201);
    const path = `/api/v1/blog-posts/${created.json.id}`;
    const edited = await admin.put(path, { title: { en: "Summer camp", fr: "Camp d'été" } });
    expect(edited.status, edited.text).toBe(200);

    const list = await revisionsOf(admin, path);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0].fields).toEqual(["title", "slug"]);
    expect(list[0].locales).toEqual(["en", "fr"]);
    expect(list[0].by.email).toBe(TEST_ADMIN.email);
    const first = list.at(-1)!;
    expect(first.fields).toEqual(expect.arrayContaining(["title", "excerpt", "content", "author"]));

    const snapshot = await admin.get(`${path}/revisions/${first.id}`);
    expect(snapshot.status).toBe(200);
    expect((snapshot.json.snapshot as { title: Localized }).title.en).toBe("Spring camp");

    const restored = await admin.post(`${path}/revisions/${first.id}/restore?locale=all`);
    expect(restored.status, restored.text).toBe(200);
    expect((restored.json.title as Localized).en).toBe("Spring camp");
    expect((restored.json.title as Localized).fr).toBe("");
    expect(((await admin.get(path)).json.title as string) ?? "").toBe("Spring camp");
    const after = await revisionsOf(admin, path);
    expect(after.length).toBe(list.length + 1);
    expect(after[0].fields).toContain("title");

    const audit = await admin.get("/api/v1/audit-log?action=content.update&pageSize=5");
    const entry = (
      audit.json.items as unknown as { details: Record<string, unknown>; entityId: string }[]
    )[0];
    expect(entry.entityId).toBe(String(created.json.id));
    expect(entry.details).toMatchObject({
      title: "Spring camp",
      restoredFrom: first.id,
      locales: ["en", "fr"],
    });
    expect(entry.details.fields).toContain("title");
  });

  it("keeps the newest 50 revisions of an item", async () => {
    const created = await admin.post("/api/v1/programs", PROGRAM);
    const path = `/api/v1/programs/${created.json.id}`;
    for (let i = 1; i <= KEEP_REVISIONS + 2; i++) {
      expect((await admin.put(path, { budget: i })).status).toBe(200);
    }
    const list = await revisionsOf(admin, path);
    expect(list.length).toBe(KEEP_REVISIONS);
    const newest = await admin.get(`${path}/revisions/${list[0].id}`);
    expect((newest.json.snapshot as { budget: number }).budget).toBe(KEEP_REVISIONS + 2);
    const stored = await database.db
      .selectFrom("contentRevisions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("entityType", "=", "programs")
      .where("entityId", "=", Number(created.json.id))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(KEEP_REVISIONS);
  });

  it("an author reads the revisions of their own draft, not another's (403)", async () => {
    // An author's story carries their own byline (the server signs it).
    const { author: _byline, ...ownPost } = POST;
    const mine = await author.post("/api/v1/blog-posts", ownPost);
    expect(mine.status).toBe(201);
    const path = `/api/v1/blog-posts/${mine.json.id}`;
    expect((await revisionsOf(author, path)).length).toBe(1);
    expect((await otherAuthor.get(`${path}/revisions`)).status).toBe(403);
    const [revision] = await revisionsOf(author, path);
    expect((await otherAuthor.get(`${path}/revisions/${revision.id}`)).status).toBe(403);
    expect((await otherAuthor.post(`${path}/revisions/${revision.id}/restore`)).status).toBe(403);
    expect((await new ApiClient(server.url).get(`${path}/revisions`)).status).toBe(401);
    expect((await admin.get(`/api/v1/blog-posts/999999/revisions`)).status).toBe(404);
  });

  it("the audit entries of create, update, delete and restore carry the title, fields and languages", async () => {
    const created = await admin.post("/api/v1/news-articles", { ...POST, title: "Open day" });
    const path = `/api/v1/news-articles/${created.json.id}`;
    await admin.put(path, {
      title: { fr: "Portes ouvertes" },
      excerpt: { fr: "Court" },
      status: "published",
    });
    await admin.delete(path);
    await admin.post(`${path}/restore`);
    const audit = await admin.get("/api/v1/audit-log?action=content.&pageSize=4");
    const [restore, remove, update, create] = audit.json.items as unknown as {
      action: string;
      actorName: string;
      details: Record<string, unknown>;
    }[];
    expect(create.action).toBe("content.create");
    expect(create.details.locales).toEqual(["en"]);
    expect(update).toMatchObject({
      action: "content.update",
      details: {
        title: "Open day",
        // Every language's title, so the log names the item in its reader's language.
        titles: { en: "Open day", fr: "Portes ouvertes" },
        fields: ["title", "slug", "excerpt", "status"],
        locales: ["fr"],
      },
    });
    const titles = { title: "Open day", titles: { en: "Open day", fr: "Portes ouvertes" } };
    expect(remove).toMatchObject({ action: "content.delete", details: titles });
    expect(restore).toMatchObject({ action: "content.restore", details: titles });
    expect(typeof restore.actorName).toBe("string");
  });

  it("programs: the end date not before the start, participants not above the maximum", async () => {
    const bad = await admin.post("/api/v1/programs", {
      ...PROGRAM,
      startDate: "2030-06-10",
      endDate: "2030-06-01",
      maxParticipants: 10,
      currentParticipants: 11,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error?.fields ?? {}).sort()).toEqual([
      "currentParticipants",
      "endDate",
      "maxParticipants",
      "startDate",
    ]);

    const ok = await admin.post("/api/v1/programs", {
      ...PROGRAM,
      startDate: "2030-06-10",
      endDate: "2030-06-20",
      maxParticipants: 10,
      currentParticipants: 5,
    });
    expect(ok.status, ok.text).toBe(201);
    const path = `/api/v1/programs/${ok.json.id}`;
    // One field given: compared with the stored other one; the error names the given field.
    const early = await admin.put(path, { endDate: "2030-06-01" });
    expect(early.status).toBe(400);
    expect(early.json.error?.fields).toEqual({
      endDate: "The end date must not be before the start date",
    });
    const late = await admin.put(path, { startDate: "2030-07-01" });
    expect(late.status).toBe(400);
    expect(Object.keys(late.json.error?.fields ?? {})).toEqual(["startDate"]);
    const crowded = await admin.put(path, { currentParticipants: 11 });
    expect(crowded.status).toBe(400);
    expect(Object.keys(crowded.json.error?.fields ?? {})).toEqual(["currentParticipants"]);
    const shrunk = await admin.put(path, { maxParticipants: 4 });
    expect(shrunk.status).toBe(400);
    expect(Object.keys(shrunk.json.error?.fields ?? {})).toEqual(["maxParticipants"]);
    // Unrelated edits and valid ones pass; nothing of the refused ones was stored.
    expect((await admin.put(path, { budget: 100 })).status).toBe(200);
    expect((await admin.put(path, { endDate: "2030-06-10", maxParticipants: 5 })).status).toBe(200);
    const stored = (await admin.get(path)).json;
    expect(stored).toMatchObject({ startDate: "2030-06-10", currentParticipants: 5 });
  });
});
