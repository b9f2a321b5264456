/**
 * The editor's server autosave (docs/decisions/0027-full-page-editor.md) on SQLite and PostgreSQL:
 * one slot per staff member and item, the last of parallel writes kept, each member reading only
 * their own, and the slot gone once the item is saved through the content screens' action.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../core/services.ts";
import { requestContext } from "../../core/request-context.ts";
import { contentAction } from "../../app/lib/content-action.ts";
import { nowIso } from "../db/index.ts";
import { createServices } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";

const POST = { title: "Spring camp", excerpt: "Short", content: "<p>Long text</p>", author: "A" };

describe.each(await databaseKinds())("editor autosave on %s", (kind) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createServices>["services"];
  const users: Record<string, User> = {};

  async function addUser(email: string, role: User["role"]): Promise<User> {
    const row = await database.db
      .insertInto("users")
      .values({
        email,
        name: email.split("@")[0] ?? email,
        passwordHash: "x",
        role,
        totpSecret: null,
        emailVerifiedAt: nowIso(),
        staffNotifications: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      })
      .returning(["id", "email", "name", "role"])
      .executeTakeFirstOrThrow();
    return row as User;
  }

  /** The blog screen's action, as the editor page posts to it. */
  async function post(actor: User, body: Record<string, unknown>) {
    const context = new RouterContextProvider();
    context.set(requestContext, { services, actor } as never);
    const request = new Request("http://test/admin/blog", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await contentAction("blog")({ request, context });
    return ("data" in (answer as object) ? (answer as { data: unknown }).data : answer) as {
      ok: boolean;
      id?: number;
      status?: number;
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createServices(database.db, { adminEmails: [] }).services;
    users.admin = await addUser("admin@test.example", "admin");
    users.author = await addUser("ayo@test.example", "author");
    users.other = await addUser("bea@test.example", "author");
    users.member = await addUser("plain@test.example", "user");
  }, 60_000);
  afterAll(async () => {
    await database.cleanup();
  });

  it("keeps one slot per item and user: a later save replaces the earlier one", async () => {
    const { autosaves } = services;
    await autosaves.save(users.admin!, "blogPosts", 0, { title: "First" });
    await autosaves.save(users.admin!, "blogPosts", 0, { title: "Second" });
    await autosaves.save(users.admin!, "blogPosts", 7, { title: "Other item" });
    expect((await autosaves.get(users.admin!, "blogPosts", 0))?.values).toEqual({
      title: "Second",
    });
    expect((await autosaves.get(users.admin!, "blogPosts", 7))?.values).toEqual({
      title: "Other item",
    });
    const rows = await database.db
      .selectFrom("autosaves")
      .select("entityId")
      .where("userId", "=", users.admin!.id)
      .execute();
    expect(rows.map((r) => r.entityId).sort()).toEqual([0, 7]);
  });

  it("parallel writes to one slot leave one row holding one of them", async () => {
    const writes = Array.from({ length: 12 }, (_, i) =>
      services.autosaves.save(users.author!, "blogPosts", 3, { title: `T${i}` }),
    );
    await Promise.all(writes);
    const rows = await database.db
      .selectFrom("autosaves")
      .selectAll()
      .where("userId", "=", users.author!.id)
      .where("entityId", "=", 3)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.data).title).toMatch(/^T\d+$/);
  });

  it("a user reads only their own autosave", async () => {
    await services.autosaves.save(users.author!, "newsArticles", 0, { title: "Mine" });
    expect(await services.autosaves.get(users.other!, "newsArticles", 0)).toBeNull();
    expect((await services.autosaves.get(users.author!, "newsArticles", 0))?.values.title).toBe(
      "Mine",
    );
    // No staff rights, no other entity for an author, no guessing entity names.
    await expect(services.autosaves.get(users.member!, "blogPosts", 0)).rejects.toMatchObject({
      status: 403,
    });
    await expect(services.autosaves.get(null, "blogPosts", 0)).rejects.toMatchObject({
      status: 401,
    });
    await expect(services.autosaves.save(users.author!, "programs", 0, {})).rejects.toMatchObject({
      status: 403,
    });
    await expect(services.autosaves.get(users.admin!, "users", 0)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      services.autosaves.save(users.admin!, "blogPosts", 0, "text"),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("is cleared when the item is saved, and never makes a revision", async () => {
    await post(users.admin!, { intent: "autosave", id: 0, values: { title: "Typed" } });
    expect(await services.autosaves.get(users.admin!, "blogPosts", 0)).not.toBeNull();
    const created = await post(users.admin!, { intent: "create", input: POST });
    expect(created.ok).toBe(true);
    expect(await services.autosaves.get(users.admin!, "blogPosts", 0)).toBeNull();

    const id = created.id!;
    const saved = await post(users.admin!, { intent: "autosave", id, values: { title: "Edit" } });
    expect(saved.ok).toBe(true);
    const { items: revisions } = await services.blogPosts.revisions(users.admin!, id);
    await post(users.admin!, { intent: "update", id, input: { ...POST, title: "Edited" } });
    expect(await services.autosaves.get(users.admin!, "blogPosts", id)).toBeNull();
    expect((await services.blogPosts.revisions(users.admin!, id)).items.length).toBe(
      revisions.length + 1,
    );
  });

  it("the action refuses an author's autosave of another entity and a bad slot", async () => {
    const refused = await post(users.author!, { intent: "autosave", id: -1, values: {} });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    const discard = await post(users.author!, { intent: "discard-autosave", id: 3 });
    expect(discard.ok).toBe(true);
    expect(await services.autosaves.get(users.author!, "blogPosts", 3)).toBeNull();
  });
});
