import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { startTestServer } from "../testing/test-server.ts";

describe("GET /language/:locale (the switcher without JavaScript)", () => {
  let database: TestDatabase;
  let server: RunningServer;
  const choose = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("remembers the language in the cookie and goes on to the page", async () => {
    const res = await choose(`/language/fr?next=${encodeURIComponent("/fr/a-propos?x=1#team")}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/a-propos?x=1#team");
    expect(res.headers.get("set-cookie")).toMatch(
      /^lang=fr; Max-Age=31536000; Path=\/;.*SameSite=Lax/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("never sends the visitor to another site", async () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example/", ""]) {
      const res = await choose(`/language/ru?next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/ru");
    }
    expect((await choose("/language/en?next=%2F%2Fevil.example")).headers.get("location")).toBe(
      "/",
    );
  });

  it("answers 404 for a language the site does not have", async () => {
    const res = await choose("/language/de?next=/de");
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
