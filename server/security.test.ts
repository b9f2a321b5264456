/**
 * Attack cases: each asserts that the attack fails and that stored data is unchanged.
 * Runs over real HTTP against the whole server, on SQLite and on PostgreSQL.
 */
import { SECRET_SETTINGS } from "../core/settings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotp } from "./auth/two-factor.ts";
import type { RunningServer } from "./server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "./testing/test-server.ts";
import { withClockStill } from "./testing/clock.ts";

const TYPES = ["blog-posts", "news-articles", "programs", "gallery-items", "store-items"] as const;
const SECRET = "sk_live_TOPSECRET_4242";
const SMTP_SECRET = "smtp-TOPSECRET-pw";

describe.each(await databaseKinds())("attacks on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let plain: ApiClient;
  const snapshot = async () => {
    const out: Record<string, unknown> = {};
    for (const t of TYPES) out[t] = (await admin.get(`/api/v1/${t}?pageSize=100`)).json.items;
    out.settings = (await admin.get("/api/v1/settings")).json.settings;
    return JSON.stringify(out);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { seed: true });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    plain = await signedInUser(server, "mallory@test.example", "Mallory-Passw0rd!");
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    // Every secret setting (the payment keys of each provider too): none may be read back.
    for (const key of SECRET_SETTINGS) settings.integrations[key] = `${SECRET}_${key}`;
    settings.integrations.smtpPassword = SMTP_SECRET;
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  describe("writes without the right to write", () => {
    for (const [who, expected] of [
      ["a visitor", 401],
      ["a plain user", 403],
    ] as const) {
      it(`${who} can change no content, settings, staff or uploads`, async () => {
        const client = who === "a visitor" ? new ApiClient(server.url) : plain;
        const before = await snapshot();
        const attempts: [string, string, unknown][] = [];
        for (const t of TYPES) {
          attempts.push([
            "POST",
            `/api/v1/${t}`,
            { title: "x", name: "x", excerpt: "x", content: "x", author: "x" },
          ]);
          attempts.push(["PUT", `/api/v1/${t}/1`, { title: "pwned", name: "pwned" }]);
          attempts.push(["DELETE", `/api/v1/${t}/1`, undefined]);
          attempts.push(["POST", `/api/v1/${t}/1/restore`, {}]);
        }
        attempts.push(["PUT", "/api/v1/settings", {}]);
        attempts.push(["POST", "/api/v1/staff", { email: "mallory@test.example" }]);
        attempts.push(["DELETE", "/api/v1/staff/1", undefined]);
        for (const [method, path, body] of attempts) {
          const res = await client.request(method, path, body);
          expect(res.status, `${who}: ${method} ${path}`).toBe(expected);
        }
        const upload = await client.request(
          "POST",
          "/api/v1/uploads?bucket=gallery-images",
          "GIF89a",
          {
            "content-type": "image/gif",
            "x-file-name": "a.gif",
          },
        );
        expect(upload.status).toBe(expected);
        for (const path of [
          "/api/v1/stats",
          "/api/v1/settings",
          "/api/v1/uploads",
          "/api/v1/staff",
          "/api/v1/audit-log",
          "/api/v1/submissions",
        ]) {
          const res = await client.get(path);
          expect(res.status, path).toBe(expected);
          expect(res.json.items, path).toBeUndefined();
        }
        expect(await snapshot()).toBe(before);
      });
    }
  });

  describe("cross-origin requests", () => {
    const headerSets: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.evil.example" },
    ];
    for (const headers of headerSets) {
      it(`refuses an admin-cookie write with ${JSON.stringify(headers)}`, async () => {
        const before = await snapshot();
        const res = await admin.request(
          "POST",
          "/api/v1/blog-posts",
          { title: "csrf", excerpt: "e", content: "c", author: "a" },
          headers,
        );
        expect(res.status).toBe(403);
        const del = await admin.request("DELETE", "/api/v1/programs/1", undefined, headers);
        expect(del.status).toBe(403);
        expect(await snapshot()).toBe(before);
      });
    }
    it("sends no CORS permission to another origin", async () => {
      const res = await fetch(`${server.url}/api/v1/blog-posts`, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  describe("SQL injection", () => {
    const payloads = [
      "' OR '1'='1",
      "'; DROP TABLE blog_posts; --",
      '" OR 1=1 --',
      "1) UNION SELECT password_hash, email FROM users --",
      "%' AND 1=(SELECT COUNT(*) FROM users) --",
    ];
    for (const p of payloads) {
      it(`is inert in search, filters and paging: ${p}`, async () => {
        const before = await snapshot();
        const q = encodeURIComponent(p);
        const search = await new ApiClient(server.url).get(`/api/v1/blog-posts?q=${q}`);
        expect(search.status).toBe(200);
        expect(search.json.total).toBe(0);
        for (const param of ["status", "category"]) {
          const res = await new ApiClient(server.url).get(`/api/v1/news-articles?${param}=${q}`);
          expect([200, 400]).toContain(res.status);
          expect(res.json.items ?? []).toHaveLength(0);
        }
        for (const param of ["page", "pageSize"]) {
          expect((await admin.get(`/api/v1/programs?${param}=${q}`)).status).toBe(400);
        }
        // Sorting takes only the entity's sortable fields: anything else is a 400 naming `sort`.
        const sorted = await admin.get(`/api/v1/store-items?sort=${q}`);
        expect(sorted.status).toBe(400);
        expect(sorted.json.error?.fields).toHaveProperty("sort");
        const direction = await admin.get(`/api/v1/store-items?sort=name&dir=${q}`);
        expect(direction.status).toBe(400);
        expect(direction.json.error?.fields).toHaveProperty("dir");
        expect(sorted.text).not.toMatch(/password|argon2/i);
        expect(await snapshot()).toBe(before);
      });
    }
  });

  describe("path traversal in /media", () => {
    for (const path of [
      "/media/../package.json",
      "/media/..%2f..%2fpackage.json",
      "/media/%2e%2e/%2e%2e/package.json",
      "/media/blog-images/..%2f..%2f..%2fpackage.json",
      "/media/..%5c..%5cpackage.json",
      "/media//etc/passwd",
      "/media/blog-images/%00.png",
    ]) {
      it(`cannot read outside the storage root: ${path}`, async () => {
        const res = await fetch(`${server.url}${path}`);
        const body = await res.text();
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(body).not.toContain('"name": "foundation-site"');
        expect(body).not.toContain("root:x:0:0");
      });
    }
  });

  it("locks an account after the configured failures, even for the right password, survives a restart, and audits it", async () => {
    await signedInUser(server, "victim@test.example", "Victim-Passw0rd!");
    const attacker = new ApiClient(server.url);
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await attacker.post("/api/v1/auth/sign-in", {
            email: "victim@test.example",
            password: `guess-${i}`,
          })
        ).status,
      ).toBe(401);
    }
    const fifth = await attacker.post("/api/v1/auth/sign-in", {
      email: "victim@test.example",
      password: "guess-5",
    });
    expect(fifth.status).toBe(429);
    const right = await new ApiClient(server.url).post("/api/v1/auth/sign-in", {
      email: "victim@test.example",
      password: "Victim-Passw0rd!",
    });
    expect(right.status).toBe(429);
    expect(right.json.error?.message).toMatch(/locked/i);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The lock lives in the database: another process (a fresh service layer) sees it too.
    const { createServices } = await import("./services.ts");
    const other = createServices(database.db, { adminEmails: [] });
    await expect(
      other.auth.account.signIn({ email: "victim@test.example", password: "Victim-Passw0rd!" }),
    ).rejects.toMatchObject({ status: 429 });
    const audit = await admin.get("/api/v1/audit-log?action=auth.lockout");
    expect(audit.json.items?.some((e) => e.actorEmail === "victim@test.example")).toBe(true);
    const failed = await admin.get("/api/v1/audit-log?action=auth.sign-in.failed");
    expect(failed.json.items?.[0]).toMatchObject({
      ipAddress: expect.stringMatching(/127\.0\.0\.1/),
    });
  });

  it("gives a new session id at sign-in (no fixation)", async () => {
    const planted = "attacker-chosen-token-value-1234567890";
    const res = await fetch(`${server.url}/api/v1/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `fsid=${planted}` },
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^fsid=/);
    expect(cookie).not.toContain(planted);
    const probe = await fetch(`${server.url}/api/v1/stats`, {
      headers: { cookie: `fsid=${planted}` },
    });
    expect(probe.status).toBe(401);
  });

  it("never sends a secret setting in any public response", async () => {
    const paths = [
      "/",
      "/fr",
      "/ru/o-nas",
      "/blog",
      "/store",
      "/gallery",
      "/api/v1/blog-posts",
      "/api/v1/store-items",
      "/api/v1/programs",
      "/api/v1/auth/session",
      "/healthz",
    ];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      const text = await res.text();
      expect(text, path).not.toContain(SECRET);
      expect(text, path).not.toContain(SMTP_SECRET);
    }
    const adminView = await admin.get("/api/v1/settings");
    expect(adminView.text).not.toContain(SECRET);
    expect(adminView.text).not.toContain(SMTP_SECRET);
  });

  describe("two-factor", () => {
    let user: ApiClient;
    let secret = "";
    let backupCodes: string[] = [];
    const email = "twofa-admin@test.example";
    const password = "TwoFa-Passw0rd!";

    beforeAll(async () => {
      await server.services.auth.staff.createByOperator(email, password, "admin");
      user = new ApiClient(server.url);
      await user.signIn(email, password);
      const setup = await user.post("/api/v1/auth/two-factor/setup");
      expect(setup.status).toBe(200);
      secret = setup.json.secret as string;
      expect(String(setup.json.uri)).toMatch(/^otpauth:\/\/totp\//);
      expect(String(setup.json.qrSvg)).toContain("<svg");
      expect((await user.post("/api/v1/auth/two-factor/enable", { code: "000000" })).status).toBe(
        400,
      );
      const enabled = await user.post("/api/v1/auth/two-factor/enable", {
        code: currentTotp(secret),
      });
      expect(enabled.status).toBe(200);
      backupCodes = enabled.json.backupCodes as string[];
      expect(backupCodes).toHaveLength(10);
    });

    it("holds the signed-in user at the challenge: no admin data before the code", async () => {
      const c = new ApiClient(server.url);
      const res = await c.post("/api/v1/auth/sign-in", { email, password });
      expect(res.json).toMatchObject({ twoFactorRequired: true, user: null });
      for (const path of ["/api/v1/stats", "/api/v1/settings", "/api/v1/blog-posts?status=draft"]) {
        const r = await c.get(path);
        expect([200, 401]).toContain(r.status);
        if (r.status === 200) expect(r.json.items).toHaveLength(0);
      }
      expect(
        (
          await c.post("/api/v1/blog-posts", {
            title: "t",
            excerpt: "e",
            content: "c",
            author: "a",
          })
        ).status,
      ).toBe(401);
      expect((await c.get("/api/v1/auth/session")).json).toMatchObject({
        user: null,
        stage: "mfa",
      });
      expect((await c.post("/api/v1/auth/two-factor/verify", { code: "123456" })).status).toBe(401);
    });

    it("accepts a backup code once and never again", async () => {
      const first = new ApiClient(server.url);
      await first.post("/api/v1/auth/sign-in", { email, password });
      expect(
        (await first.post("/api/v1/auth/two-factor/verify", { code: backupCodes[0] })).status,
      ).toBe(200);
      expect((await first.get("/api/v1/stats")).status).toBe(200);
      const second = new ApiClient(server.url);
      await second.post("/api/v1/auth/sign-in", { email, password });
      expect(
        (await second.post("/api/v1/auth/two-factor/verify", { code: backupCodes[0] })).status,
      ).toBe(401);
      expect((await second.get("/api/v1/stats")).status).toBe(401);
    });

    it("refuses a TOTP code replayed in the same time step", async () => {
      const code = currentTotp(secret, Date.now() + 30_000);
      const a = new ApiClient(server.url);
      await a.post("/api/v1/auth/sign-in", { email, password });
      const used = await a.post("/api/v1/auth/two-factor/verify", { code });
      expect(used.status).toBe(200);
      const b = new ApiClient(server.url);
      await b.post("/api/v1/auth/sign-in", { email, password });
      expect((await b.post("/api/v1/auth/two-factor/verify", { code })).status).toBe(401);
    });

    it("cannot be skipped by calling enrolment or verify endpoints out of turn", async () => {
      const anon = new ApiClient(server.url);
      expect(
        (await anon.post("/api/v1/auth/two-factor/verify", { code: currentTotp(secret) })).status,
      ).toBe(401);
      expect((await anon.post("/api/v1/auth/two-factor/setup")).status).toBe(401);
      const mid = new ApiClient(server.url);
      await mid.post("/api/v1/auth/sign-in", { email, password });
      expect((await mid.post("/api/v1/auth/two-factor/setup")).status).toBe(403);
      expect([401, 403]).toContain(
        (await mid.post("/api/v1/auth/two-factor/disable", { password, code: "1" })).status,
      );
    });
  });

  it("with 'Require 2FA' on, an admin without two-factor reaches no admin data before enrolling", async () => {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { security: Record<string, unknown> };
    settings.security.twoFactorAuth = true;
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
    try {
      // Existing sessions are held too, not only new sign-ins.
      expect((await admin.get("/api/v1/stats")).status).toBe(401);
      const fresh = new ApiClient(server.url);
      const res = await fresh.post("/api/v1/auth/sign-in", TEST_ADMIN);
      expect(res.json).toMatchObject({ enrollmentRequired: true, stage: "enroll" });
      expect((await fresh.get("/api/v1/settings")).status).toBe(401);
      expect((await fresh.put("/api/v1/settings", settings)).status).toBe(401);
      expect((await fresh.post("/api/v1/auth/two-factor/setup")).status).toBe(200);
    } finally {
      // Turn it off again directly in the service (the admin cannot act through the API now).
      settings.security.twoFactorAuth = false;
      await server.services.services.settings.save(
        { id: 0, email: "test", name: "t", role: "admin", language: null },
        settings,
      );
    }
    expect((await admin.get("/api/v1/stats")).status).toBe(200);
  });

  it("ends a session idle longer than the session timeout", async () => {
    const c = new ApiClient(server.url);
    await c.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await c.get("/api/v1/stats")).status).toBe(200);
    await database.db
      .updateTable("sessions")
      .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where("stage", "=", "active")
      .where("userId", "=", (await c.get("/api/v1/auth/session")).json.user!.id)
      .execute();
    expect((await c.get("/api/v1/stats")).status).toBe(401);
    expect((await c.get("/api/v1/auth/session")).json).toMatchObject({ user: null });
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it("applies the password rules to every password that is set", async () => {
    const c = new ApiClient(server.url);
    for (const weak of ["short1!", "alllowercaseletters", "NoDigitsOrSymbols"]) {
      const res = await c.post("/api/v1/auth/sign-up", {
        email: `weak${weak.length}@test.example`,
        password: weak,
      });
      expect(res.status, weak).toBe(400);
      expect(res.json.error?.fields).toHaveProperty("password");
    }
    const u = await signedInUser(server, "changer@test.example", "Changer-Passw0rd!");
    expect(
      (
        await u.post("/api/v1/auth/password", {
          currentPassword: "Changer-Passw0rd!",
          newPassword: "weak",
        })
      ).status,
    ).toBe(400);
  });

  it("ends the other sessions on a password change, and revokes a listed session", async () => {
    const email = "multi@test.example";
    const a = await signedInUser(server, email, "Multi-Passw0rd!");
    const b = new ApiClient(server.url);
    await b.signIn(email, "Multi-Passw0rd!");
    const c = new ApiClient(server.url);
    await c.signIn(email, "Multi-Passw0rd!");
    const list = await a.get("/api/v1/auth/sessions");
    expect(list.json.items).toHaveLength(3);
    const other = (list.json.items as unknown as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!;
    expect((await a.delete(`/api/v1/auth/sessions/${other.id}`)).status).toBe(204);
    expect((await a.get("/api/v1/auth/sessions")).json.items).toHaveLength(2);
    expect(
      (
        await a.post("/api/v1/auth/password", {
          currentPassword: "Multi-Passw0rd!",
          newPassword: "Multi-Passw0rd-2!",
        })
      ).status,
    ).toBe(200);
    expect((await b.get("/api/v1/auth/session")).json.user).toBeNull();
    expect((await c.get("/api/v1/auth/session")).json.user).toBeNull();
    expect((await a.get("/api/v1/auth/session")).json.user).not.toBeNull();
    // Another user's session cannot be revoked.
    const mine = (await admin.get("/api/v1/auth/sessions")).json.items as unknown as {
      id: string;
    }[];
    expect((await a.delete(`/api/v1/auth/sessions/${mine[0].id}`)).status).toBe(404);
  });

  it("signs out locally, elsewhere or everywhere", async () => {
    const email = "scopes@test.example";
    const a = await signedInUser(server, email, "Scopes-Passw0rd!");
    const b = new ApiClient(server.url);
    await b.signIn(email, "Scopes-Passw0rd!");
    await a.post("/api/v1/auth/sign-out", { scope: "others" });
    expect((await a.get("/api/v1/auth/session")).json.user).not.toBeNull();
    expect((await b.get("/api/v1/auth/session")).json.user).toBeNull();
    await b.signIn(email, "Scopes-Passw0rd!");
    await b.post("/api/v1/auth/sign-out", { scope: "global" });
    expect((await a.get("/api/v1/auth/session")).json.user).toBeNull();
  });

  it("manages staff: invite, remove, and never the last admin", async () => {
    const added = await admin.post("/api/v1/staff", {
      email: "newstaff@test.example",
      role: "admin",
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ role: "admin", invited: true });
    expect(added.text).not.toMatch(/password/i);
    const staff = (await admin.get("/api/v1/staff")).json.items as { id: number; email: string }[];
    const target = staff.find((s) => s.email === "newstaff@test.example")!;
    expect((await admin.delete(`/api/v1/staff/${target.id}`)).status).toBe(204);
    // Remove every admin but the test admin, then the last one cannot go.
    for (const s of (await admin.get("/api/v1/staff")).json.items as {
      id: number;
      email: string;
    }[]) {
      if (s.email !== TEST_ADMIN.email) await admin.delete(`/api/v1/staff/${s.id}`);
    }
    const last = ((await admin.get("/api/v1/staff")).json.items as { id: number }[])[0];
    const refused = await admin.delete(`/api/v1/staff/${last.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toMatch(/last admin/);
    const audit = await admin.get("/api/v1/audit-log?action=staff.");
    expect(audit.json.items?.length).toBeGreaterThanOrEqual(2);
  });

  it("rate-limits sign-ups per client address with 429 and Retry-After", async () => {
    // A second process on the same database with a small budget (counters are shared in the database).
    await database.db.deleteFrom("rateLimits").where("key", "like", "sign-up:%").execute();
    const strict = await startTestServer(database, { env: { RATE_LIMIT_SIGN_UPS_PER_HOUR: "3" } });
    try {
      const statuses: number[] = [];
      let last;
      await withClockStill(async () => {
        for (let i = 0; i < 5; i++) {
          last = await new ApiClient(strict.url).post("/api/v1/auth/sign-up", {
            email: `flood${i}@test.example`,
            password: "Flood-Passw0rd!",
          });
          statuses.push(last.status);
        }
      });
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(
        (await admin.get("/api/v1/audit-log?action=auth.sign-up")).json.items?.filter((e) =>
          String(e.actorEmail).startsWith("flood"),
        ),
      ).toHaveLength(3);
    } finally {
      await strict.close();
    }
  });

  it("records content changes and settings changes (secrets masked) in the audit log", async () => {
    const created = await admin.post("/api/v1/news-articles", {
      title: "Audited",
      excerpt: "e",
      content: "c",
      author: "a",
    });
    await admin.delete(`/api/v1/news-articles/${created.json.id}`);
    await admin.post(`/api/v1/news-articles/${created.json.id}/restore`);
    const log = await admin.get("/api/v1/audit-log?action=content.");
    const actions = (log.json.items ?? []).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["content.create", "content.delete", "content.restore"]),
    );
    const settingsLog = await admin.get("/api/v1/audit-log?action=settings.");
    expect(settingsLog.text).toContain("integrations.stripeSecretKey");
    expect(settingsLog.text).not.toContain(SECRET);
    expect(log.json.items?.[0]).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      userAgent: expect.any(String),
    });
  });
});
