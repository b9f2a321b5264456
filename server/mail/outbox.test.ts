/**
 * The mail outbox (decision 0008), against real SMTP servers on 127.0.0.1: an invitation while
 * mail is not configured waits in the queue and its link is handed to the admin (the colleague
 * joins with it); pointed at a working server the invitation arrives; a server that refuses leaves
 * the mail failed with its reason after the retries, and Retry sends it once the server is back.
 * The queue is driven by hand with its own clock (jobs off): no sleeping through back-off.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../core/services.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { linkToken, startSmtpInbox } from "../testing/smtp-inbox.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { staffRecipients } from "./outbox.ts";
import { GIVE_UP_MS, MAX_ATTEMPTS } from "./queue.ts";

/** An SMTP server that answers 451 to every recipient while `refusing` is set. */
async function startFlakySmtp() {
  const state = { refusing: true, received: [] as string[] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (!state.refusing) return callback();
      const err = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
      callback(err);
    },
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        state.received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    state,
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe.each(await databaseKinds())("outbox on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let actor: User;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let flaky: Awaited<ReturnType<typeof startFlakySmtp>>;
  const mail = () => server.services.services.mail;

  async function pointMailAt(port: number | null) {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, {
      emailService: "smtp",
      smtpHost: port === null ? "" : "127.0.0.1",
      smtpPort: port ?? 587,
    });
    const res = await admin.put("/api/v1/settings", settings);
    expect(res.status, res.text).toBe(200);
  }
  const rowTo = (email: string) =>
    database.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("recipient", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    flaky = await startFlakySmtp();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      jobs: false,
      settingsCacheMs: 0,
      env: { PUBLIC_URL: "http://site.test" },
    });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const row = await database.db
      .selectFrom("users")
      .select(["id", "email", "name", "role"])
      .where("email", "=", TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    actor = { ...row, id: Number(row.id), role: "admin", language: null };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
    await inbox?.close();
    await flaky?.close();
  });

  it("while mail is not configured: the invitation waits, its link is handed over and works", async () => {
    await pointMailAt(null);
    const email = `waiting-${kind}@test.example`;
    const res = await admin.post("/api/v1/staff", { email, role: "author" });
    expect(res.status, res.text).toBe(201);
    const delivery = res.json.delivery as { mailed: boolean; link: string };
    expect(delivery.mailed).toBe(false);
    expect(delivery.link).toMatch(/^\/admin\/accept-invitation\?token=/);

    // Queued, not dropped: it waits without spending attempts, and the banner counts it.
    const now = new Date();
    expect(await server.mailQueue.run(now)).toBe(0);
    expect(await rowTo(email)).toMatchObject({ status: "pending", attempts: 0, lastError: "" });
    const status = await mail().status(actor);
    expect(status.configured).toBe(false);
    expect(status.waiting).toBeGreaterThanOrEqual(1);

    const token = new URL(delivery.link, "http://x").searchParams.get("token");
    const accepted = await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
      token,
      password: "Waiting-Passw0rd!",
    });
    expect(accepted.status, accepted.text).toBe(200);
    const colleague = new ApiClient(server.url);
    expect((await colleague.signIn(email, "Waiting-Passw0rd!")).json.user).toMatchObject({
      email,
      role: "author",
    });

    // After the give-up time it is failed, and says why.
    await server.mailQueue.run(new Date(now.getTime() + GIVE_UP_MS + 60_000));
    const given = await rowTo(email);
    expect(given.status).toBe("failed");
    expect(given.lastError).toMatch(/not configured/i);
    const failed = await mail().list(actor, { status: "failed" });
    expect(failed.items.find((m) => m.to === email)?.lastError).toMatch(/not configured/i);
  });

  it("with mail pointed at a local SMTP server the invitation arrives", async () => {
    await pointMailAt(inbox.port);
    expect((await mail().status(actor)).configured).toBe(true);
    const email = `arrives-${kind}@test.example`;
    const res = await admin.post("/api/v1/staff", { email, role: "editor" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.delivery).toEqual({ mailed: true });
    await server.mailQueue.run();
    const received = inbox.to(email).at(-1);
    expect(received?.subject).toMatch(/invited/);
    const token = linkToken(received, "/admin/accept-invitation");
    expect(received?.raw).toContain("http://site.test/admin/accept-invitation?token=");
    expect(
      (
        await new ApiClient(server.url).post("/api/v1/auth/invitation/accept", {
          token,
          password: "Arrives-Passw0rd!",
        })
      ).status,
    ).toBe(200);
    expect(await rowTo(email)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a refusing server leaves the mail failed with its reason; Retry sends it once it is back", async () => {
    await pointMailAt(flaky.port);
    flaky.state.refusing = true;
    const email = `refused-${kind}@test.example`;
    expect((await admin.post("/api/v1/staff", { email, role: "editor" })).status).toBe(201);
    let now = new Date();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await server.mailQueue.run(now)).toBe(0);
      const row = await rowTo(email);
      expect(row.attempts).toBe(i + 1);
      expect(row.status).toBe(i + 1 < MAX_ATTEMPTS ? "pending" : "failed");
      // Back-off: the next attempt is later each time; nothing is tried before it.
      if (i + 1 < MAX_ATTEMPTS) {
        expect(await server.mailQueue.run(now)).toBe(0);
        expect((await rowTo(email)).attempts).toBe(i + 1);
      }
      now = new Date(row.nextAttemptAt);
    }
    const failed = (await mail().list(actor, { status: "failed" })).items.find(
      (m) => m.to === email,
    );
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(failed?.lastError).toMatch(/451/);
    expect(flaky.state.received).not.toContain(email);

    flaky.state.refusing = false;
    const retried = await mail().retry(actor, failed!.id);
    expect(retried).toMatchObject({ status: "queued", attempts: 0, lastError: "" });
    expect(await server.mailQueue.run()).toBe(1);
    expect(flaky.state.received).toContain(email);
    expect(await rowTo(email)).toMatchObject({ status: "sent" });
    // A sent mail cannot be retried; both actions are audited.
    await expect(mail().retry(actor, failed!.id)).rejects.toMatchObject({ status: 409 });
    const audit = await database.db
      .selectFrom("auditLog")
      .select("action")
      .where("action", "=", "mail.retried")
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it("discard deletes a waiting mail; editors may not see or touch the outbox", async () => {
    await pointMailAt(null);
    const email = `discarded-${kind}@test.example`;
    expect((await admin.post("/api/v1/staff", { email, role: "editor" })).status).toBe(201);
    const row = await rowTo(email);
    const editor: User = {
      id: actor.id + 1000,
      email: "ed@test.example",
      name: "",
      role: "editor",
      language: null,
    };
    await expect(mail().list(editor)).rejects.toMatchObject({ status: 403 });
    await expect(mail().discard(editor, Number(row.id))).rejects.toMatchObject({ status: 403 });
    await expect(mail().retry(null, Number(row.id))).rejects.toMatchObject({ status: 401 });
    expect((await mail().status(editor)).configured).toBe(false);
    await mail().discard(actor, Number(row.id));
    const left = await database.db
      .selectFrom("mailQueue")
      .select("id")
      .where("id", "=", row.id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("the test e-mail answers what the mail server said", async () => {
    await pointMailAt(null);
    expect(await mail().sendTest(actor, {})).toMatchObject({ ok: false, to: TEST_ADMIN.email });
    await pointMailAt(flaky.port);
    flaky.state.refusing = true;
    const refused = await mail().sendTest(actor, { to: "check@test.example" });
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/451/);
    await pointMailAt(inbox.port);
    expect(await mail().sendTest(actor, {})).toEqual({ ok: true, to: TEST_ADMIN.email });
    expect(inbox.to(TEST_ADMIN.email).at(-1)?.subject).toMatch(/test e-mail/);
  });

  it("staff notifications go to the staff who chose them: admins by default", async () => {
    expect(await staffRecipients(database.db)).toEqual([TEST_ADMIN.email]);
    // The editor of the second case accepted an invitation (confirmed): not by default, but by choice.
    const editor = await database.db
      .selectFrom("users")
      .select(["id", "email", "name", "role"])
      .where("email", "=", `arrives-${kind}@test.example`)
      .executeTakeFirstOrThrow();
    const editorActor: User = { ...editor, id: Number(editor.id), role: "editor", language: null };
    expect(await mail().notifications(editorActor)).toEqual({ subscribed: false });
    await mail().setNotifications(editorActor, { subscribed: true });
    await mail().setNotifications(actor, { subscribed: false });
    expect(await staffRecipients(database.db)).toEqual([editor.email]);
    await mail().setNotifications(actor, { subscribed: true });
    await mail().setNotifications(editorActor, { subscribed: false });
  });
});
