/**
 * A staff member's language, set from their own account over real HTTP on SQLite and PostgreSQL:
 * stored, seen on the session's user and in the staff list, audited, back to "follow the browser"
 * with null, and anything but en, fr, ru or null refused with 400 and nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

describe.each(await databaseKinds())("staff language on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let editor: ApiClient;
  const EDITOR = "lena@test.example";
  const storedLanguage = async (email: string) =>
    (
      await database.db
        .selectFrom("users")
        .select("language")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).language;
  const sessionUser = async (client: ApiClient) =>
    (await client.get("/api/v1/auth/session")).json.user;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    editor = await signedInUser(server, EDITOR, "Editor-Passw0rd!", "editor");
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("follows the browser until chosen; the choice is stored, on the session and in the staff list", async () => {
    expect(await storedLanguage(EDITOR)).toBeNull();
    expect((await sessionUser(editor))?.language).toBeNull();

    const set = await editor.put("/api/v1/auth/language", { language: "fr" });
    expect(set.status, set.text).toBe(200);
    expect(set.json).toEqual({ language: "fr" });
    expect(await storedLanguage(EDITOR)).toBe("fr");
    expect((await sessionUser(editor))?.language).toBe("fr");
    const staff = (await admin.get("/api/v1/staff")).json.items ?? [];
    expect(staff.find((m) => m.email === EDITOR)?.language).toBe("fr");
    expect(staff.find((m) => m.email === TEST_ADMIN.email)?.language).toBeNull();

    const back = await editor.put("/api/v1/auth/language", { language: null });
    expect(back.json).toEqual({ language: null });
    expect(await storedLanguage(EDITOR)).toBeNull();
  });

  it("audits each change with the language before and after, and not a choice that changes nothing", async () => {
    await admin.put("/api/v1/auth/language", { language: "ru" });
    await admin.put("/api/v1/auth/language", { language: "ru" });
    await admin.put("/api/v1/auth/language", { language: "en" });
    const { json } = await admin.get(
      `/api/v1/audit-log?action=auth.language-changed&actor=${TEST_ADMIN.email}`,
    );
    const entries = json.items ?? [];
    expect(entries.map((e) => e.details)).toEqual([
      { from: "ru", to: "en" },
      { from: null, to: "ru" },
    ]);
    expect(entries.every((e) => e.entityType === "user")).toBe(true);
  });

  it("refuses any other value with 400 and keeps the stored language", async () => {
    await editor.put("/api/v1/auth/language", { language: "ru" });
    for (const body of [
      { language: "de" },
      { language: "FR" },
      { language: "" },
      { language: 1 },
      { language: ["fr"] },
      {},
    ]) {
      const res = await editor.put("/api/v1/auth/language", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedLanguage(EDITOR)).toBe("ru");
  });

  it("answers 401 to a visitor", async () => {
    const visitor = new ApiClient(server.url);
    expect((await visitor.put("/api/v1/auth/language", { language: "fr" })).status).toBe(401);
  });
});
