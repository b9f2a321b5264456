/**
 * The outgoing mail queue: every e-mail the site sends is a row here, sent by an in-process job
 * with retries. A worker claims a row with a conditional update (`where claimed_by is null`), so
 * several processes sharing one database send each message once. Requests only enqueue; they never
 * wait for SMTP (the one exception is the admin's test e-mail, which reports the server's answer).
 *
 * A failed attempt is tried again after 1, 2, 4, 8, 16… minutes; after MAX_ATTEMPTS attempts, or
 * once its give-up time has passed, the mail is `failed` and keeps the last error as its reason.
 * While mail is not configured nothing is tried: the mail waits (no attempt is spent) until its
 * give-up time. The Outbox (admin) lists the rows, sends a failed one again or discards it.
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { SettingsService } from "../../core/services.ts";
import type { Settings } from "../../core/settings.ts";
import type { Db } from "../db/index.ts";
import { coalescedRun } from "../coalesced-run.ts";
import { smtpOptions, type SmtpOptions } from "./transport.ts";

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go (a staff notification: the visitor who wrote). */
  replyTo?: string;
}

export const MAX_ATTEMPTS = 6;
/** How long a mail may wait (for mail to be configured, or between failed attempts). */
export const GIVE_UP_MS = 3 * 24 * 3600 * 1000;
/** Sent and failed mail stay listed in the Outbox this long, then the hourly purge deletes them. */
export const KEEP_MS = 30 * 24 * 3600 * 1000;
/** A claim older than this belongs to a worker that died mid-send: the row is offered again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const BATCH = 20;
/** The reason kept when a mail expires while mail is not configured. */
export const NOT_CONFIGURED = "Mail is not configured (Settings › Integrations)";

/** Minutes to wait after the n-th failure: 1, 2, 4, 8, 16. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** Adds a message; pass the transaction that stores what the message is about. */
export async function enqueueMail(db: Db, mail: QueuedMail, now = new Date()) {
  await db
    .insertInto("mailQueue")
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      replyTo: mail.replyTo ?? null,
      nextAttemptAt: now.toISOString(),
      giveUpAt: new Date(now.getTime() + GIVE_UP_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .execute();
}

/** The sender: the admin e-mail of the settings, else no-reply at the site's host. */
export function senderOf(s: Settings) {
  if (s.general.adminEmail) return s.general.adminEmail;
  let host = "localhost";
  try {
    host = new URL(s.general.siteUrl).hostname || host;
  } catch {
    // an unparsable site URL: localhost
  }
  return `no-reply@${host}`;
}

/** A nodemailer transport for these options, with bounded waits; `pooled` keeps one connection open. */
export function createTransport(options: SmtpOptions, timeoutMs = 10_000, pooled = false) {
  return nodemailer.createTransport({
    ...options,
    ...(pooled ? { pool: true, maxConnections: 1, maxMessages: Infinity } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
    tls: { rejectUnauthorized: process.env.SMTP_TLS_INSECURE !== "true" },
  });
}

/** What nodemailer sends for a mail: from the site's sender, Reply-To when the mail has one. */
export const messageOf = (s: Settings, mail: QueuedMail) => ({
  from: senderOf(s),
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
});

/** The reason kept for a failed attempt. */
export const errorText = (err: unknown) =>
  String(err instanceof Error ? err.message : err).slice(0, 500) || "Unknown error";

export interface MailQueueOptions {
  log?: Logger;
  /** Attempts before a mail is failed (default MAX_ATTEMPTS). */
  maxAttempts?: number;
}

export function createMailQueue(db: Db, settings: SettingsService, opts: MailQueueOptions = {}) {
  const { log } = opts;
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const workerId = randomUUID();
  /** The clock of the current run's calls (tests pass one; the timer uses the real one). */
  let clock: Date | undefined;
  const runs = coalescedRun(() => sendDue(clock ?? new Date()));

  async function claimOne(id: number, now: Date) {
    const res = await db
      .updateTable("mailQueue")
      .set({ claimedBy: workerId, claimedAt: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("claimedBy", "is", null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Mail past its give-up time that is not being sent: failed, with the reason. */
  async function expire(now: Date, configured: boolean) {
    const expired = await db
      .selectFrom("mailQueue")
      .select(["id", "lastError"])
      .where("status", "=", "pending")
      .where("claimedBy", "is", null)
      .where("giveUpAt", "<=", now.toISOString())
      .limit(500)
      .execute();
    for (const row of expired) {
      const reason = row.lastError
        ? `Gave up: ${row.lastError}`
        : configured
          ? "Gave up: not sent in time"
          : `Gave up: ${NOT_CONFIGURED}`;
      const res = await db
        .updateTable("mailQueue")
        .set({ status: "failed", lastError: reason.slice(0, 500) })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where("claimedBy", "is", null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) log?.error({ mailId: row.id, reason }, "mail given up");
    }
  }

  async function sendDue(now: Date): Promise<number> {
    await db
      .updateTable("mailQueue")
      .set({ claimedBy: null, claimedAt: null })
      .where("status", "=", "pending")
      .where("claimedAt", "<", new Date(now.getTime() - STALE_CLAIM_MS).toISOString())
      .execute();
    const s = await settings.getEffective();
    const options = smtpOptions(s);
    await expire(now, options !== null);
    if (!options) return 0; // not configured: the mail waits (no attempt spent) until it expires
    const due = await db
      .selectFrom("mailQueue")
      .select(["id"])
      .where("status", "=", "pending")
      .where("claimedBy", "is", null)
      .where("nextAttemptAt", "<=", now.toISOString())
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (due.length === 0) return 0;
    const transport = createTransport(options);
    let sent = 0;
    try {
      for (const { id } of due) {
        if (!(await claimOne(id, now))) continue;
        const row = await db
          .selectFrom("mailQueue")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        try {
          await transport.sendMail(
            messageOf(s, {
              to: row.recipient,
              subject: row.subject,
              text: row.body,
              replyTo: row.replyTo ?? undefined,
            }),
          );
          await db
            .updateTable("mailQueue")
            .set({
              status: "sent",
              sentAt: now.toISOString(),
              lastAttemptAt: now.toISOString(),
              attempts: Number(row.attempts) + 1,
              lastError: "",
              claimedBy: null,
              claimedAt: null,
            })
            .where("id", "=", id)
            .execute();
          sent++;
        } catch (err) {
          const attempts = Number(row.attempts) + 1;
          const next = new Date(now.getTime() + retryDelayMs(attempts));
          const failed =
            attempts >= maxAttempts || (row.giveUpAt !== null && next.toISOString() > row.giveUpAt);
          log?.error(
            { err, mailId: id, attempts },
            failed ? "mail failed for good" : "mail failed",
          );
          await db
            .updateTable("mailQueue")
            .set({
              attempts,
              status: failed ? "failed" : "pending",
              lastError: errorText(err),
              lastAttemptAt: now.toISOString(),
              nextAttemptAt: next.toISOString(),
              claimedBy: null,
              claimedAt: null,
            })
            .where("id", "=", id)
            .execute();
        }
      }
    } finally {
      transport.close();
    }
    return sent;
  }

  return {
    workerId,
    /** Sends what is due at `now` (default: the clock); a call during a run makes it look again. */
    run(now?: Date): Promise<number> {
      clock = now;
      return runs.run();
    },
    /** Deletes sent and failed mail older than KEEP_MS (the hourly purge); the count deleted. */
    async purge(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - KEEP_MS).toISOString();
      const sent = await db
        .deleteFrom("mailQueue")
        .where("status", "=", "sent")
        .where("sentAt", "<", before)
        .executeTakeFirst();
      const failed = await db
        .deleteFrom("mailQueue")
        .where("status", "=", "failed")
        .where((eb) =>
          eb.or([
            eb("lastAttemptAt", "<", before),
            eb.and([eb("lastAttemptAt", "is", null), eb("createdAt", "<", before)]),
          ]),
        )
        .executeTakeFirst();
      return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
