/**
 * Newsletter subscribers as the sign-up and its confirmation link leave them, written directly, and
 * the site the newsletter suites run on.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";
import { createTestDatabase } from "./databases.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "./test-server.ts";

export type SubscriberState = "confirmed" | "pending" | "unsubscribed";

export async function addSubscribers(
  db: Db,
  list: { email: string; locale: string; state?: SubscriberState }[],
) {
  const now = new Date().toISOString();
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insertInto("submissions")
      .values(
        list.slice(i, i + 500).map(({ email, locale, state = "confirmed" }) => ({
          kind: "newsletter",
          locale,
          name: "",
          email,
          data: JSON.stringify({ email, locale }),
          dedupeKey: `newsletter:${email}`,
          token: randomBytes(24).toString("base64url"),
          confirmedAt: state === "confirmed" ? now : null,
          status: state === "unsubscribed" ? "archived" : "new",
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
}

/**
 * The newsletter suites' site: a fresh database of `kind`, the server (build served, jobs off: the
 * tests run the sender themselves), its address https://site.test, mail to an SMTP inbox on
 * loopback, the admin signed in; `env` adds to the server's environment.
 */
export async function startNewsletterSite(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
) {
  const smtp = await startSmtpInbox();
  const database = await createTestDatabase(kind);
  const server = await startTestServer(database, {
    jobs: false,
    settingsCacheMs: 0,
    env: { PUBLIC_URL: "https://site.test", ...env },
  });
  const admin = new ApiClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  await smtp.configure(admin);
  return {
    smtp,
    database,
    server,
    admin,
    /** This test's subscribers instead of the last test's. */
    async subscribers(list: { email: string; locale: string; state?: SubscriberState }[]) {
      await database.db.deleteFrom("submissions").where("kind", "=", "newsletter").execute();
      await addSubscribers(database.db, list);
    },
    async close() {
      await server.close();
      await smtp.close();
      await database.cleanup();
    },
  };
}
export type NewsletterSite = Awaited<ReturnType<typeof startNewsletterSite>>;
