/** Password reset by e-mail, delivered to a real SMTP server running in the test. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { linkToken, startSmtpInbox } from "../testing/smtp-inbox.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

describe("password reset by e-mail", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { env: { PUBLIC_URL: "http://127.0.0.1:9" } });
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await smtp.configure(admin);
  });
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await smtp.close();
  });

  it("mails a single-use link that sets a new password and ends the old sessions", async () => {
    const old = new ApiClient(server.url);
    await old.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: TEST_ADMIN.email,
    });
    expect(res.status).toBe(202);
    await server.services.auth.mail.idle();
    expect(smtp.mails).toHaveLength(1);
    const token = linkToken(smtp.mails[0], "/admin/reset-password");
    expect(token.length).toBeGreaterThan(20);
    expect(smtp.mails[0].raw).toContain("http://127.0.0.1:9/admin/reset-password");

    const weak = await new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
      token,
      password: "weak",
    });
    expect(weak.status).toBe(400);
    const ok = await new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
      token,
      password: "Brand-New-Passw0rd!",
    });
    expect(ok.status).toBe(200);
    expect((await old.get("/api/v1/auth/session")).json.user).toBeNull();
    const again = await new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
      token,
      password: "Another-Passw0rd!",
    });
    expect(again.status).toBe(400);
    await new ApiClient(server.url).signIn(TEST_ADMIN.email, "Brand-New-Passw0rd!");
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = smtp.mails.length;
    const res = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: "nobody@test.example",
    });
    expect(res.status).toBe(202);
    await server.services.auth.mail.idle();
    expect(smtp.mails.length).toBe(before);
  });

  it("refuses an expired link", async () => {
    const token = await server.services.auth.passwords.issueReset(TEST_ADMIN.email);
    await database.db
      .updateTable("passwordResets")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await new ApiClient(server.url).post("/api/v1/auth/password-reset/confirm", {
      token,
      password: "Expired-Passw0rd!",
    });
    expect(res.status).toBe(400);
  });
});
