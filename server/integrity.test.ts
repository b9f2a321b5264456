/**
 * Integrity under concurrency and attack (docs/security.md): verification before any privilege,
 * answers that do not reveal accounts, and read-then-write rules fired in parallel. Runs over real
 * HTTP against the whole server, with a real SMTP server, on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentTotp } from "./auth/two-factor.ts";
import type { RunningServer } from "./server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import { linkToken, startSmtpInbox } from "./testing/smtp-inbox.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "./testing/test-server.ts";

const PENDING_ADMIN = "pending@org.example";

const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe.each(await databaseKinds())("integrity on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  const mailsSettled = () => server.services.auth.mail.idle();

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      env: {
        ADMIN_EMAILS: PENDING_ADMIN,
        PUBLIC_URL: "https://foundation.example",
        // Many sign-ins from one address; the limit itself is proven in security.test.ts.
        RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000",
      },
    });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await smtp.configure(admin);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await smtp.close();
  });
  // Each case starts with no lockout counters, so failures in one do not lock the next out.
  beforeEach(async () => {
    await database.db.deleteFrom("loginThrottle").execute();
  });

  it("an ADMIN_EMAILS sign-up has no rights until the address is verified", async () => {
    const c = new ApiClient(server.url);
    const password = "Pending-Passw0rd!";
    const up = await c.post("/api/v1/auth/sign-up", { email: PENDING_ADMIN, password });
    expect(up.status).toBe(202);
    expect(up.headers.get("set-cookie")).toBeNull();
    expect((await c.get("/api/v1/stats")).status).toBe(401);
    expect((await c.post("/api/v1/auth/sign-in", { email: PENDING_ADMIN, password })).status).toBe(
      403,
    );
    expect((await c.get("/api/v1/stats")).status).toBe(401);
    // A restart does not promote it either.
    await server.services.auth.staff.ensureFirstAdmin();
    const row = await database.db
      .selectFrom("users")
      .select(["role", "emailVerifiedAt"])
      .where("email", "=", PENDING_ADMIN)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "user", emailVerifiedAt: null });

    await mailsSettled();
    const mail = smtp.to(PENDING_ADMIN).at(-1);
    expect(mail?.raw).toContain("https://foundation.example/admin/verify-email?token=");
    const token = linkToken(mail, "/admin/verify-email");
    const confirms = await parallel(10, () =>
      new ApiClient(server.url).post("/api/v1/auth/verify-email", { token }),
    );
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(confirms.filter((r) => r.status === 400)).toHaveLength(9);

    const signedIn = await c.post("/api/v1/auth/sign-in", { email: PENDING_ADMIN, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user).toMatchObject({ email: PENDING_ADMIN, role: "admin" });
    expect((await c.get("/api/v1/stats")).status).toBe(200);
  });

  it("sign-up answers byte for byte the same for a known address, whose owner is warned", async () => {
    const before = smtp.to(TEST_ADMIN.email).length;
    const known = await new ApiClient(server.url).post("/api/v1/auth/sign-up", {
      email: TEST_ADMIN.email,
      password: "Another-Passw0rd!",
    });
    const unknown = await new ApiClient(server.url).post("/api/v1/auth/sign-up", {
      email: "newcomer@test.example",
      password: "Another-Passw0rd!",
    });
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
    expect(known.headers.get("set-cookie")).toBe(unknown.headers.get("set-cookie"));
    await mailsSettled();
    // The admin also gets the staff notifications (a new confirmed account): only the warning counts.
    const warnings = smtp
      .to(TEST_ADMIN.email)
      .slice(before)
      .filter((m) => /tried to create an account/i.test(m.raw));
    expect(warnings).toHaveLength(1);
    // The known account is untouched: its password still works.
    await new ApiClient(server.url).signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it("password reset answers byte for byte the same for a known and an unknown address", async () => {
    const known = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: TEST_ADMIN.email,
    });
    const unknown = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: "nobody@test.example",
    });
    expect(known.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(known.text).not.toContain("mailConfigured");
  });

  it("a reset link works once under ten parallel confirmations, and a newer link voids older ones", async () => {
    const email = "resetter@test.example";
    await server.services.auth.staff.createByOperator(email, "Resetter-Passw0rd!", "user");
    const older = await server.services.auth.passwords.issueReset(email);
    const token = await server.services.auth.passwords.issueReset(email);
    const stale = await new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
      token: older,
      password: "Stale-Passw0rd!",
    });
    expect(stale.status).toBe(400);
    const results = await parallel(10, (i) =>
      new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
        token,
        password: `Parallel-Passw0rd-${i}!`,
      }),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    // The others are refused (400), or held by the per-address limit on confirmations (429).
    expect(results.every((r) => [200, 400, 429].includes(r.status))).toBe(true);
    await new ApiClient(server.url).signIn(email, `Parallel-Passw0rd-${winners[0]}!`);
  });

  it("parallel wrong passwords all count: the account ends locked", async () => {
    const email = "crowded@test.example";
    const password = "Crowded-Passw0rd!";
    await server.services.auth.staff.createByOperator(email, password, "user");
    const results = await parallel(10, () =>
      new ApiClient(server.url).post("/api/v1/auth/sign-in", { email, password: "wrong-one" }),
    );
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(results.some((r) => r.status === 429)).toBe(true);
    const right = await new ApiClient(server.url).post("/api/v1/auth/sign-in", { email, password });
    expect(right.status).toBe(429);
  });

  it("a backup code and a TOTP step each work once under ten parallel sign-ins", async () => {
    const email = "twofactor@test.example";
    const password = "TwoFactor-Passw0rd!";
    const user = await signedInUser(server, email, password);
    const secret = (await user.post("/api/v1/auth/two-factor/setup")).json.secret as string;
    const enabled = await user.post("/api/v1/auth/two-factor/enable", {
      code: currentTotp(secret),
    });
    const [code] = enabled.json.backupCodes as string[];

    const challenged = async () => {
      const c = new ApiClient(server.url);
      expect((await c.post("/api/v1/auth/sign-in", { email, password })).status).toBe(200);
      return c;
    };
    let clients = await parallel(10, challenged);
    let results = await parallel(10, (i) =>
      clients[i].post("/api/v1/auth/two-factor/verify", { code }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const stored = await database.db
      .selectFrom("users")
      .select("backupCodes")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.backupCodes)).toHaveLength(9);

    await database.db.deleteFrom("loginThrottle").execute();
    clients = await parallel(10, challenged);
    const next = currentTotp(secret, Date.now() + 30_000);
    results = await parallel(10, (i) =>
      clients[i].post("/api/v1/auth/two-factor/verify", { code: next }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("content writes and their audit entries commit together under parallel requests", async () => {
    const created = await parallel(12, (i) =>
      admin.post("/api/v1/news-articles", {
        title: `Parallel ${i}`,
        excerpt: "e",
        content: "c",
        author: "a",
      }),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    const ids = created.map((r) => Number(r.json.id));
    const updated = await parallel(12, (i) =>
      admin.put(`/api/v1/news-articles/${ids[i]}`, { excerpt: `Changed ${i}` }),
    );
    expect(updated.every((r) => r.status === 200)).toBe(true);
    const entries = await database.db
      .selectFrom("auditLog")
      .select(["action", "entityId"])
      .where("entityType", "=", "newsArticles")
      .where(
        "entityId",
        "in",
        ids.map((id) => String(id)),
      )
      .execute();
    for (const id of ids) {
      const mine = entries.filter((e) => e.entityId === String(id)).map((e) => e.action);
      expect(mine.sort()).toEqual(["content.create", "content.update"]);
    }
  });

  it("two admins removing each other in parallel leave at least one admin", async () => {
    const make = async (email: string) => {
      await server.services.auth.staff.createByOperator(email, "Staff-Passw0rd!", "admin");
      const c = new ApiClient(server.url);
      await c.signIn(email, "Staff-Passw0rd!");
      const row = await database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { c, id: row.id };
    };
    const a = await make("anna@test.example");
    const b = await make("bola@test.example");
    // Only these two are admins now.
    await database.db
      .updateTable("users")
      .set({ role: "user" })
      .where("id", "not in", [a.id, b.id])
      .execute();
    const results = await parallel(10, (i) =>
      i % 2 === 0 ? a.c.delete(`/api/v1/staff/${b.id}`) : b.c.delete(`/api/v1/staff/${a.id}`),
    );
    expect(results.every((r) => [204, 401, 404, 409].includes(r.status))).toBe(true);
    const admins = await database.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
    await server.services.auth.staff.makeAdminByOperator(TEST_ADMIN.email);
  });
});
