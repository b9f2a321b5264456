/** The queue's give-up rules and purge, on SQLite with a fake settings service and its own clock. */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SettingsService } from "../../core/services.ts";
import { DEFAULT_SETTINGS } from "../../core/settings.ts";
import type { Settings } from "../../core/settings.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { createMailQueue, enqueueMail, GIVE_UP_MS, KEEP_MS, MAX_ATTEMPTS } from "./queue.ts";

/** A port nobody listens on: connections are refused at once. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("mail queue", () => {
  let database: TestDatabase;
  let current: Settings;
  const settings = { getEffective: async () => current } as SettingsService;
  const t0 = new Date("2030-01-01T00:00:00.000Z");
  const only = () => database.db.selectFrom("mailQueue").selectAll().executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => database.cleanup());
  beforeEach(async () => {
    await database.db.deleteFrom("mailQueue").execute();
    current = structuredClone(DEFAULT_SETTINGS);
  });

  it("while mail is not configured a mail waits without spending attempts, then gives up", async () => {
    const queue = createMailQueue(database.db, settings);
    await enqueueMail(database.db, { to: "a@test.example", subject: "s", text: "t" }, t0);
    expect(await queue.run(t0)).toBe(0);
    expect(await queue.run(new Date(t0.getTime() + GIVE_UP_MS - 1000))).toBe(0);
    expect(await only()).toMatchObject({ status: "pending", attempts: 0 });
    await queue.run(new Date(t0.getTime() + GIVE_UP_MS));
    const row = await only();
    expect(row.status).toBe("failed");
    expect(row.lastError).toMatch(/^Gave up: Mail is not configured/);
  });

  it("a refused connection is retried with back-off and fails after the last attempt", async () => {
    Object.assign(current.integrations, { smtpHost: "127.0.0.1", smtpPort: await closedPort() });
    const queue = createMailQueue(database.db, settings);
    await enqueueMail(database.db, { to: "b@test.example", subject: "s", text: "t" }, t0);
    let now = t0;
    const waits: number[] = [];
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await queue.run(now);
      const row = await only();
      expect(row.attempts).toBe(i);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      if (i < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        const next = new Date(row.nextAttemptAt);
        waits.push(next.getTime() - now.getTime());
        now = next;
      } else expect(row.status).toBe("failed");
    }
    // Exponential: each wait doubles the one before.
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBe(waits[i - 1] * 2);
  });

  it("gives up at the give-up time even before the last attempt, keeping the last error", async () => {
    Object.assign(current.integrations, { smtpHost: "127.0.0.1", smtpPort: await closedPort() });
    const queue = createMailQueue(database.db, settings, { maxAttempts: 100 });
    await enqueueMail(database.db, { to: "c@test.example", subject: "s", text: "t" }, t0);
    await database.db
      .updateTable("mailQueue")
      .set({ giveUpAt: new Date(t0.getTime() + 90_000).toISOString() })
      .execute();
    await queue.run(t0); // fails; the next try (1 min) is before the give-up time
    expect(await only()).toMatchObject({ status: "pending", attempts: 1 });
    await queue.run(new Date(t0.getTime() + 60_000)); // fails; the next (2 min) is after it
    const row = await only();
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("the purge deletes sent and failed mail older than the keeping time, never queued mail", async () => {
    const queue = createMailQueue(database.db, settings);
    const old = new Date(t0.getTime() - KEEP_MS - 1000);
    for (const to of ["sent@x", "failed@x", "queued@x", "recent@x"])
      await enqueueMail(database.db, { to, subject: "s", text: "t" }, old);
    await database.db
      .updateTable("mailQueue")
      .set({ status: "sent", sentAt: old.toISOString() })
      .where("recipient", "=", "sent@x")
      .execute();
    await database.db
      .updateTable("mailQueue")
      .set({ status: "failed", lastAttemptAt: old.toISOString() })
      .where("recipient", "=", "failed@x")
      .execute();
    await database.db
      .updateTable("mailQueue")
      .set({ status: "sent", sentAt: t0.toISOString() })
      .where("recipient", "=", "recent@x")
      .execute();
    expect(await queue.purge(t0)).toBe(2);
    const left = await database.db.selectFrom("mailQueue").select("recipient").execute();
    expect(left.map((r) => r.recipient).sort()).toEqual(["queued@x", "recent@x"]);
  });
});
