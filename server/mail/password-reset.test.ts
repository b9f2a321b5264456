/** Password reset by e-mail, delivered to a real SMTP server running in the test. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

describe("password reset by e-mail", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SMTPServer;
  const inbox: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          inbox.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { env: { PUBLIC_URL: "http://127.0.0.1:9" } });
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, {
      emailService: "smtp",
      smtpHost: "127.0.0.1",
      smtpPort: port,
    });
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("mails a single-use link that sets a new password and ends the old sessions", async () => {
    const old = new ApiClient(server.url);
    await old.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: TEST_ADMIN.email,
    });
    expect(res.status).toBe(202);
    await server.services.auth.mail.idle();
    expect(inbox).toHaveLength(1);
    const body = inbox[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(body)?.[1] ?? "");
    expect(token.length).toBeGreaterThan(20);
    expect(body).toContain("http://127.0.0.1:9/admin/reset-password");

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
    const before = inbox.length;
    const res = await new ApiClient(server.url).post("/api/v1/auth/password-reset", {
      email: "nobody@test.example",
    });
    expect(res.status).toBe(202);
    await server.services.auth.mail.idle();
    expect(inbox.length).toBe(before);
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
