/** E-mails of visitor submissions, delivered through the queue to a real SMTP server in the test. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readMessage } from "../testing/smtp-inbox.ts";
import { VALID } from "../testing/submission-fixtures.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { createMailQueue, enqueueMail } from "./queue.ts";

describe.each(await databaseKinds())("submission e-mail on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SMTPServer;
  let smtpPort = 0;
  let admin: ApiClient;
  const inbox: ({ to: string; raw: string } & ReturnType<typeof readMessage>)[] = [];

  /** Waits (bounded) until the inbox holds at least `count` mails. */
  const mailsArrived = (count: number) =>
    vi.waitFor(() => expect(inbox.length).toBeGreaterThanOrEqual(count), {
      timeout: 15_000,
      interval: 50,
    });

  async function setSettings(change: (s: Record<string, Record<string, unknown>>) => void) {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as Record<string, Record<string, unknown>>;
    change(settings);
    const res = await admin.put("/api/v1/settings", settings);
    expect(res.status, res.text).toBe(200);
  }

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
        stream.on("end", () => {
          const raw = Buffer.from(data, "latin1").toString("utf8");
          for (const rcpt of session.envelope.rcptTo)
            inbox.push({ to: rcpt.address, raw, ...readMessage(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { env: { PUBLIC_URL: "http://site.test" } });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await setSettings((s) => {
      Object.assign(s.integrations, {
        emailService: "smtp",
        smtpHost: "127.0.0.1",
        smtpPort,
        bankTransferInstructions: {
          en: "IBAN GH00 0000",
          fr: "IBAN GH00 0000 (virement)",
          ru: "IBAN GH00 0000 (перевод)",
        },
      });
      s.general.adminEmail = "staff@foundation.test";
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("a volunteer application: staff notification and a Russian confirmation to the visitor", async () => {
    inbox.length = 0;
    const res = await new ApiClient(server.url).post("/api/v1/forms/volunteer", VALID.volunteer);
    expect(res.status).toBe(201);
    await mailsArrived(2);
    // To the admin (staff notifications by default), from the admin e-mail of the settings, and an
    // answer goes to the visitor.
    const staff = inbox.find((m) => m.to === TEST_ADMIN.email);
    const visitor = inbox.find((m) => m.to === "anna@example.org");
    expect(staff?.subject).toContain("new volunteer application from Анна Иванова");
    expect(staff?.raw).toMatch(/^Reply-To: anna@example\.org/im);
    expect(staff?.raw).toMatch(/^From: staff@foundation\.test/im);
    expect(staff?.body).toContain("Experience: Преподаю французский");
    expect(staff?.body).toContain("http://site.test/admin/inbox?type=volunteer");
    expect(visitor?.subject).toContain("мы получили вашу заявку волонтёра");
    expect(visitor?.body).toContain("Здравствуйте, Анна!");
  });

  it("a French contact message and a bank-transfer pledge get French texts and instructions", async () => {
    inbox.length = 0;
    const visitor = new ApiClient(server.url);
    expect((await visitor.post("/api/v1/forms/contact", VALID.contact)).status).toBe(201);
    expect(
      (
        await visitor.post("/api/v1/forms/donation", {
          ...VALID.donation,
          email: "don@example.fr",
          locale: "fr",
        })
      ).status,
    ).toBe(201);
    await mailsArrived(4);
    const contact = inbox.find((m) => m.to === "zoe@example.fr");
    expect(contact?.subject).toContain("nous avons bien reçu votre message");
    expect(contact?.body).toContain("Bonjour Zoé,");
    const donation = inbox.find((m) => m.to === "don@example.fr");
    expect(donation?.subject).toContain("merci pour votre promesse de don");
    expect(donation?.body).toMatch(/DON-[A-Z2-9]{8}/);
    expect(donation?.body).toContain("IBAN GH00 0000 (virement)");
  });

  it("sends nothing when the master switch is off; a type switch stops only staff mail", async () => {
    await setSettings((s) => {
      s.notifications.newVolunteer = false;
    });
    inbox.length = 0;
    await new ApiClient(server.url).post("/api/v1/forms/volunteer", {
      ...VALID.volunteer,
      email: "second@example.org",
    });
    // A run of the server's queue ends once all that was queued is sent (a run already going
    // looks again): after it, the inbox holds every mail this application caused.
    await server.mailQueue.run();
    expect(inbox.map((m) => m.to)).toEqual(["second@example.org"]);

    await setSettings((s) => {
      s.notifications.emailNotifications = false;
      s.notifications.newVolunteer = true;
    });
    inbox.length = 0;
    const queued = async () =>
      Number(
        (
          await server.db
            .selectFrom("mailQueue")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await queued();
    const res = await new ApiClient(server.url).post("/api/v1/forms/volunteer", {
      ...VALID.volunteer,
      email: "third@example.org",
    });
    expect(res.status).toBe(201);
    await server.mailQueue.run();
    expect(await queued()).toBe(before);
    expect(inbox).toHaveLength(0);
    await setSettings((s) => {
      s.notifications.emailNotifications = true;
    });
  });

  it("newsletter: the confirmation mail (in the subscriber's language) links that confirm and unsubscribe", async () => {
    inbox.length = 0;
    const visitor = new ApiClient(server.url);
    expect(
      (
        await visitor.post("/api/v1/forms/newsletter", {
          email: "lecteur@example.fr",
          locale: "fr",
        })
      ).status,
    ).toBe(201);
    await mailsArrived(1);
    const mail = inbox[0];
    expect(mail.subject).toContain("merci de confirmer votre abonnement");
    const confirm = /http:\/\/site\.test\/fr\/infolettre\/confirmation\?token=([\w-]+)/.exec(
      mail.body,
    );
    const unsubscribe = /http:\/\/site\.test\/fr\/infolettre\/desabonnement\?token=([\w-]+)/.exec(
      mail.body,
    );
    expect(confirm?.[1]).toBeTruthy();
    expect(unsubscribe?.[1]).toBe(confirm?.[1]);
    const { submissions } = server.services;
    expect(await submissions.confirmNewsletter(confirm?.[1])).toBe(true);
    expect(await submissions.confirmNewsletter("x".repeat(32))).toBe(false);
    const list = await admin.get("/api/v1/submissions?type=newsletter&q=lecteur");
    expect(list.json.items?.[0]?.confirmedAt).toBeTruthy();
    // Already confirmed: a second sign-up sends nothing and changes nothing.
    inbox.length = 0;
    expect(
      (await visitor.post("/api/v1/forms/newsletter", { email: "lecteur@example.fr" })).status,
    ).toBe(201);
    await server.mailQueue.run();
    expect(inbox).toHaveLength(0);
    expect(await submissions.unsubscribe(unsubscribe?.[1])).toBe(true);
    const after = await admin.get("/api/v1/submissions?type=newsletter&q=lecteur");
    expect(after.json.items?.[0]).toMatchObject({ status: "archived", confirmedAt: null });
  });

  it("retries a failed send later, and two workers send each message once", async () => {
    const queue = createMailQueue(server.db, server.services.services.settings);
    await setSettings((s) => {
      s.integrations.smtpPort = 1;
    });
    await enqueueMail(server.db, { to: "retry@example.org", subject: "Retry", text: "x" });
    await queue.run();
    const row = await server.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("recipient", "=", "retry@example.org")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimedBy: null });
    expect(row.nextAttemptAt > new Date().toISOString()).toBe(true);
    expect(row.lastError).not.toBe("");

    await setSettings((s) => {
      s.integrations.smtpPort = smtpPort;
    });
    inbox.length = 0;
    for (let i = 0; i < 6; i++)
      await enqueueMail(server.db, { to: `once${i}@example.org`, subject: "Once", text: "x" });
    const other = createMailQueue(server.db, server.services.services.settings);
    // Each run returns once the mail it claimed is accepted by the SMTP server (in the inbox).
    await Promise.all([queue.run(), other.run(), server.mailQueue.run()]);
    const once = inbox.filter((m) => m.to.startsWith("once")).map((m) => m.to);
    expect(once.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `once${i}@example.org`));
  });
});
