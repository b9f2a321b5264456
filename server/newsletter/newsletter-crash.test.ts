/**
 * A send killed half-way (SIGKILL, the real server process, right after the mail server accepted a
 * message) and the process started again: every subscriber gets the issue exactly once. Both
 * engines; the API-only process (no build needed), its background jobs on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChildProcess } from "node:child_process";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { addSubscribers } from "../testing/newsletter-fixtures.ts";
import { exitOf, freePort, startServerProcess, waitHealthy } from "../testing/server-process.ts";
import { startSmtpInbox } from "../testing/smtp-inbox.ts";
import { ApiClient, TEST_ADMIN } from "../testing/test-server.ts";

const SUBSCRIBERS = 30;
const KILL_AFTER = 7;

describe.each(await databaseKinds())("a newsletter send killed mid-way on %s", (kind) => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exitOf(child);
    }
    await smtp?.close();
    await database?.cleanup();
  });

  it("restarted, sends the rest: each subscriber gets the issue exactly once", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let killed = false;
    smtp = await startSmtpInbox({
      onMail: () => {
        if (!killed && smtp?.mails.length === KILL_AFTER) {
          killed = true;
          child?.kill("SIGKILL");
        }
      },
    });
    const start = async () => {
      child = startServerProcess(database, port, { PUBLIC_URL: url });
      await waitHealthy(url, 60_000);
      const admin = new ApiClient(url);
      await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      return admin;
    };
    const admin = await start();
    await smtp.configure(admin);
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    settings.integrations.newsletterPerMinute = 10_000;
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
    const story = await admin.post("/api/v1/blog-posts", {
      title: { en: "Harvest day" },
      excerpt: { en: "The school garden gave its first crop." },
      content: { en: "<p>Tomatoes and beans.</p>" },
      author: { en: "Ama Mensah" },
      status: "published",
    });
    expect(story.status, story.text).toBe(201);
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.org`);
    await addSubscribers(
      database.db,
      addresses.map((email, i) => ({ email, locale: ["en", "fr", "ru"][i % 3] })),
    );
    const issue = await admin.post("/api/v1/newsletter/issues", {
      kind: "story",
      storyType: "blogPosts",
      storyId: story.json.id,
    });
    expect(issue.status, issue.text).toBe(201);
    // The settings are read again after at most 2 s: the send starts once they are.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await admin.post(`/api/v1/newsletter/issues/${issue.json.id}/send`, {})).status).toBe(
      200,
    );

    const first = child as ChildProcess;
    await vi.waitFor(() => expect(killed).toBe(true), { timeout: 30_000, interval: 50 });
    expect(await exitOf(first)).toBeNull(); // killed by the signal, no clean shutdown
    expect(smtp.mails.length).toBe(KILL_AFTER);

    await start();
    await vi.waitFor(() => expect(smtp?.mails.length).toBe(SUBSCRIBERS), {
      timeout: 60_000,
      interval: 100,
    });
    // A moment more: nothing else arrives.
    await new Promise((r) => setTimeout(r, 1500));
    for (const address of addresses) expect(smtp.to(address), address).toHaveLength(1);
    const rows = await database.db
      .selectFrom("newsletterRecipients")
      .select(["status"])
      .where("issueId", "=", Number(issue.json.id))
      .execute();
    const counts = rows.reduce<Record<string, number>>(
      (c, r) => ({ ...c, [r.status]: (c[r.status] ?? 0) + 1 }),
      {},
    );
    // The message accepted just before the kill is sent or, if its mark did not make it, waits
    // in "sending" to be reported as interrupted: never queued again.
    expect((counts.sent ?? 0) + (counts.sending ?? 0)).toBe(SUBSCRIBERS);
    expect(counts.sending ?? 0).toBeLessThanOrEqual(1);
  }, 120_000);
});
