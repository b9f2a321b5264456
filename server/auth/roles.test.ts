/**
 * Staff roles over real HTTP on SQLite and PostgreSQL (docs/decisions/0012-roles.md): what an editor
 * and an author may and may not do, the last admin under parallel requests, invitations delivered
 * to a real SMTP server, a password that must be changed, and `npm run user -- create --role`.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES } from "../../core/access.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { linkToken, startSmtpInbox } from "../testing/smtp-inbox.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const POST = { title: "A story", excerpt: "Short", content: "Long text", author: "Someone" };
/** What an author sends: no byline, the server signs it with their account (decision 0012). */
const { author: _byline, ...OWN_POST } = POST;
const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe.each(await databaseKinds())("staff roles on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let admin: ApiClient;
  let editor: ApiClient;
  let author: ApiClient;
  let otherAuthor: ApiClient;
  const idOf = async (email: string) =>
    (
      await database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { env: { PUBLIC_URL: "http://127.0.0.1:9" } });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await smtp.configure(admin);
    editor = await signedInUser(server, "eddie@test.example", "Editor-Passw0rd!", "editor");
    author = await signedInUser(server, "ayo@test.example", "Author-Passw0rd!", "author");
    otherAuthor = await signedInUser(server, "bea@test.example", "Author-Passw0rd!", "author");
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await smtp.close();
  });

  it("an editor writes and publishes any content and reads the inbox, but no settings, staff or audit", async () => {
    const created = await editor.post("/api/v1/blog-posts", { ...POST, status: "published" });
    expect(created.status, created.text).toBe(201);
    const byAdmin = await admin.post("/api/v1/news-articles", POST);
    expect(byAdmin.status).toBe(201);
    const edited = await editor.put(`/api/v1/news-articles/${byAdmin.json.id}`, {
      status: "published",
    });
    expect(edited.status, edited.text).toBe(200);
    const program = { title: "P", description: "D", longDescription: "L" };
    expect((await editor.post("/api/v1/programs", program)).status).toBe(201);
    expect((await editor.get("/api/v1/submissions")).status).toBe(200);
    expect((await editor.get("/api/v1/stats")).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", "/api/v1/settings", undefined],
      ["PUT", "/api/v1/settings", {}],
      ["GET", "/api/v1/staff", undefined],
      ["POST", "/api/v1/staff", { email: "x@test.example", role: "admin" }],
      ["PUT", "/api/v1/staff/1/role", { role: "editor" }],
      ["DELETE", "/api/v1/staff/1", undefined],
      ["GET", "/api/v1/audit-log", undefined],
    ] as const) {
      const res = await editor.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("an author saves drafts and sends them for review, but never publishes or schedules", async () => {
    const draft = await author.post("/api/v1/blog-posts", { ...OWN_POST, status: "draft" });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.json.createdBy).toBe(await idOf("ayo@test.example"));
    const defaulted = await author.post("/api/v1/news-articles", OWN_POST);
    expect(defaulted.status).toBe(201);
    expect(defaulted.json.status).toBe("draft");

    const published = await author.post("/api/v1/blog-posts", { ...OWN_POST, status: "published" });
    expect(published.status).toBe(403);
    expect(published.json.error?.message).toBe(ACCESS_MESSAGES.authorStatus);
    const publish = await author.put(`/api/v1/blog-posts/${draft.json.id}`, {
      status: "published",
    });
    expect(publish.status).toBe(403);
    expect(publish.json.error?.message).toMatch(/cannot publish/);
    const schedule = await author.put(`/api/v1/news-articles/${defaulted.json.id}`, {
      status: "scheduled",
    });
    expect(schedule.status).toBe(403);

    const review = await author.put(`/api/v1/blog-posts/${draft.json.id}`, {
      status: "pending",
      title: "Ready for review",
    });
    expect(review.status, review.text).toBe(200);
    expect(review.json.status).toBe("pending");

    // Once an editor publishes it, the author can no longer change it.
    expect(
      (await editor.put(`/api/v1/blog-posts/${draft.json.id}`, { status: "published" })).status,
    ).toBe(200);
    const late = await author.put(`/api/v1/blog-posts/${draft.json.id}`, { title: "Sneaky" });
    expect(late.status).toBe(403);
    expect((await author.delete(`/api/v1/blog-posts/${draft.json.id}`)).status).toBe(403);
  });

  it("an author cannot change another's post, other content, settings, staff or the inbox", async () => {
    expect((await author.post("/api/v1/blog-posts", OWN_POST)).status).toBe(201);
    const mine = await otherAuthor.post("/api/v1/blog-posts", OWN_POST);
    expect(mine.status).toBe(201);
    const byAdmin = await admin.post("/api/v1/blog-posts", { ...POST, status: "draft" });
    for (const id of [mine.json.id, byAdmin.json.id]) {
      const res = await author.put(`/api/v1/blog-posts/${id}`, { title: "Mine now" });
      expect(res.status).toBe(403);
      expect(res.json.error?.message).toBe(ACCESS_MESSAGES.notOwner);
      expect((await author.delete(`/api/v1/blog-posts/${id}`)).status).toBe(403);
    }
    const still = await admin.get(`/api/v1/blog-posts/${mine.json.id}?locale=all`);
    expect(still.json.title).toMatchObject({ en: POST.title });

    for (const [method, path, body] of [
      ["POST", "/api/v1/programs", { title: "P", description: "D" }],
      ["POST", "/api/v1/gallery-items", { title: "G", src: "/placeholder.svg" }],
      ["POST", "/api/v1/store-items", { name: "S", price: 1 }],
      ["GET", "/api/v1/settings", undefined],
      ["GET", "/api/v1/staff", undefined],
      ["GET", "/api/v1/submissions", undefined],
      ["GET", "/api/v1/audit-log", undefined],
    ] as const) {
      const res = await author.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const upload = await author.request("POST", "/api/v1/uploads?bucket=gallery-images", "GIF89a", {
      "content-type": "image/gif",
      "x-file-name": "a.gif",
    });
    expect(upload.status).toBe(403);

    // The admin list: their own drafts and what is published, never another's drafts.
    const drafts = (await author.get("/api/v1/blog-posts?status=draft&pageSize=100")).json.items!;
    expect(drafts.length).toBeGreaterThan(0);
    const me = await idOf("ayo@test.example");
    expect(drafts.every((p) => p.createdBy === me)).toBe(true);
    expect((await author.get(`/api/v1/blog-posts/${byAdmin.json.id}`)).status).toBe(404);
  });

  it("an author's story is signed with their account; they cannot sign it as anyone else", async () => {
    const me = (await author.get("/api/v1/auth/session")).json.user!.name as string;
    expect(me).toBeTruthy();
    const signed = await author.post("/api/v1/news-articles", OWN_POST);
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.author).toBe(me);
    expect((await author.post("/api/v1/blog-posts", { ...OWN_POST, author: me })).status).toBe(201);
    const other = await author.post("/api/v1/blog-posts", { ...OWN_POST, author: "Kofi Mensah" });
    expect(other.status).toBe(403);
    expect(other.json.error?.message).toBe(ACCESS_MESSAGES.authorByline);
    const renamed = await author.put(`/api/v1/news-articles/${signed.json.id}`, {
      author: "An editor",
    });
    expect(renamed.status).toBe(403);
    expect(renamed.json.error?.message).toBe(ACCESS_MESSAGES.authorByline);
    // Saving with the byline as it is stays fine, also one an editor gave their draft.
    const same = await author.put(`/api/v1/news-articles/${signed.json.id}`, {
      author: me,
      title: "Renamed",
    });
    expect(same.status, same.text).toBe(200);
    await editor.put(`/api/v1/news-articles/${signed.json.id}`, { author: "Guest: Ama K." });
    const kept = await author.put(`/api/v1/news-articles/${signed.json.id}`, {
      author: "Guest: Ama K.",
      title: "Kept",
    });
    expect(kept.status, kept.text).toBe(200);
    // Admins and editors name anyone: another staff member or a guest.
    const guest = await editor.post("/api/v1/blog-posts", { ...POST, author: "Guest writer" });
    expect(guest.json.author).toBe("Guest writer");
  });

  it("the last admin can never be demoted or removed, also under parallel requests", async () => {
    const me = await idOf(TEST_ADMIN.email);
    const demote = await admin.put(`/api/v1/staff/${me}/role`, { role: "editor" });
    expect(demote.status).toBe(409);
    expect(demote.json.error?.message).toMatch(/last admin/);
    expect((await admin.delete(`/api/v1/staff/${me}`)).status).toBe(409);

    const second = await signedInUser(server, "second@test.example", "Second-Passw0rd!", "admin");
    const secondId = await idOf("second@test.example");
    const results = await parallel(12, (i) => {
      const [client, target] = i % 2 === 0 ? [admin, secondId] : [second, me];
      return i % 4 < 2
        ? client.put(`/api/v1/staff/${target}/role`, { role: "author" })
        : client.delete(`/api/v1/staff/${target}`);
    });
    const unexpected = results.filter((r) => ![200, 204, 401, 403, 409].includes(r.status));
    expect(unexpected.map((r) => `${r.status} ${r.text}`)).toEqual([]);
    const admins = await database.db
      .selectFrom("users")
      .select("email")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
    if (admins[0].email !== TEST_ADMIN.email) {
      await server.services.auth.staff.makeAdminByOperator(TEST_ADMIN.email);
      await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    }
    // Changing a role is audited.
    const audit = await admin.get("/api/v1/audit-log?action=staff.");
    expect(JSON.stringify(audit.json.items)).toMatch(/staff\.(role-changed|removed)/);
  });

  it("an invitation e-mails a single-use link; the colleague sets a password and signs in with the role", async () => {
    const email = "colleague@test.example";
    const res = await admin.post("/api/v1/staff", { email, role: "author" });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ email, role: "author", invited: true });
    expect(Object.keys(res.json)).not.toContain("temporaryPassword");
    const listed = (await admin.get("/api/v1/staff")).json.items!.find((s) => s.email === email);
    expect(listed).toMatchObject({ role: "author", pending: true });
    // No password works before the link is used.
    const early = await new ApiClient(server.url).post("/api/v1/auth/sign-in", {
      email,
      password: "!",
    });
    expect(early.status).toBe(401);

    await server.services.auth.mail.idle();
    const mail = smtp.to(email).at(-1);
    expect(mail?.subject).toMatch(/invited/);
    expect(mail?.body).toMatch(/as an? author/);
    expect(mail?.body).toMatch(/7 days/);
    const token = linkToken(mail, "/admin/accept-invitation");
    expect(mail?.raw).toContain("http://127.0.0.1:9/admin/accept-invitation?token=");

    const weak = await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
      token,
      password: "short",
    });
    expect(weak.status).toBe(400);
    const accepted = await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
      token,
      password: "Colleague-Passw0rd!",
    });
    expect(accepted.status, accepted.text).toBe(200);
    const again = await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
      token,
      password: "Another-Passw0rd!",
    });
    expect(again.status).toBe(400);

    const colleague = new ApiClient(server.url);
    const signedIn = await colleague.signIn(email, "Colleague-Passw0rd!");
    expect(signedIn.json.user).toMatchObject({ email, role: "author" });
    expect((await colleague.post("/api/v1/blog-posts", OWN_POST)).status).toBe(201);
    const after = (await admin.get("/api/v1/staff")).json.items!.find((s) => s.email === email);
    expect(after).toMatchObject({ pending: false });

    // An admin changes the role with the list's select.
    const id = Number(after?.id);
    expect((await admin.put(`/api/v1/staff/${id}/role`, { role: "editor" })).status).toBe(200);
    expect((await colleague.get("/api/v1/auth/session")).json.user).toMatchObject({
      role: "editor",
    });
    expect((await admin.put(`/api/v1/staff/${id}/role`, { role: "owner" })).status).toBe(400);
    expect((await admin.post("/api/v1/staff", { email, role: "admin" })).status).toBe(409);
  });

  it("an expired invitation link is refused", async () => {
    const email = "late@test.example";
    expect((await admin.post("/api/v1/staff", { email, role: "editor" })).status).toBe(201);
    await server.services.auth.mail.idle();
    const token = linkToken(smtp.to(email).at(-1), "/admin/accept-invitation");
    await database.db
      .updateTable("invitations")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
      token,
      password: "Late-Passw0rd!",
    });
    expect(res.status).toBe(400);
  });

  it("a password someone else set must be changed before anything else", async () => {
    const email = "temp@test.example";
    await server.services.auth.staff.createByOperator(email, "Given-Passw0rd!", "editor", {
      temporary: true,
    });
    const c = new ApiClient(server.url);
    const signedIn = await c.signIn(email, "Given-Passw0rd!");
    expect(signedIn.json).toMatchObject({ stage: "password", passwordChangeRequired: true });
    expect((await c.get("/api/v1/auth/session")).json).toMatchObject({
      user: null,
      stage: "password",
    });
    expect((await c.post("/api/v1/blog-posts", POST)).status).toBe(401);
    const same = await c.post("/api/v1/auth/password", {
      currentPassword: "Given-Passw0rd!",
      newPassword: "Given-Passw0rd!",
    });
    expect(same.status).toBe(400);
    const changed = await c.post("/api/v1/auth/password", {
      currentPassword: "Given-Passw0rd!",
      newPassword: "Own-Chosen-Passw0rd!",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await c.get("/api/v1/auth/session")).json).toMatchObject({
      user: { email, role: "editor" },
      stage: "active",
    });
    expect((await c.post("/api/v1/blog-posts", POST)).status).toBe(201);
  });

  it("the operator creates an editor (npm run user -- create … --role editor), audited", async () => {
    const email = "cli-editor@test.example";
    if (kind === "sqlite") {
      // The script itself, on this database (PostgreSQL test schemas are not reachable from a CLI).
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          "--disable-warning=ExperimentalWarning",
          "--import",
          "tsx",
          "scripts/user.ts",
          "create",
          email,
          "Cli-Editor-Passw0rd!",
          "--role",
          "editor",
        ],
        { env: { ...process.env, ...database.env, DATABASE_URL: "" } },
      );
      expect(stdout).toContain(`Created ${email} (editor)`);
    } else {
      await server.services.auth.staff.createByOperator(email, "Cli-Editor-Passw0rd!", "editor");
    }
    const c = new ApiClient(server.url);
    expect((await c.signIn(email, "Cli-Editor-Passw0rd!")).json.user).toMatchObject({
      role: "editor",
    });
    const audit = await admin.get("/api/v1/audit-log?action=staff.created-by-operator");
    const entry = audit.json.items!.find((e) => JSON.stringify(e).includes(email));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain("editor");
  });
});
