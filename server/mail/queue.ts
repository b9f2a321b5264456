/**
 * The outgoing mail queue: rows in the database, sent by an in-process job with retries. A worker
 * claims a row with a conditional update (`where claimed_by is null`), so several processes
 * sharing one database send each message once. Requests only enqueue; they never wait for SMTP.
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { SettingsService } from "../../core/services.ts";
import { type Db, nowIso } from "../db/index.ts";
import { smtpOptions } from "./transport.ts";

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

export const MAX_ATTEMPTS = 6;
/** A claim older than this belongs to a worker that died mid-send: the row is offered again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const BATCH = 20;

/** Minutes to wait after the n-th failure: 1, 2, 4, 8, 16. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** Adds a message; pass the transaction that stores what the message is about. */
export async function enqueueMail(db: Db, mail: QueuedMail) {
  const now = nowIso();
  await db
    .insertInto("mailQueue")
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    })
    .execute();
}

export function createMailQueue(db: Db, settings: SettingsService, log?: Logger) {
  const workerId = randomUUID();
  let running: Promise<number> | null = null;
  let again = false;

  async function claimOne(id: number) {
    const res = await db
      .updateTable("mailQueue")
      .set({ claimedBy: workerId, claimedAt: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("claimedBy", "is", null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async function sendDue(now = new Date()): Promise<number> {
    await db
      .updateTable("mailQueue")
      .set({ claimedBy: null, claimedAt: null })
      .where("status", "=", "pending")
      .where("claimedAt", "<", new Date(now.getTime() - STALE_CLAIM_MS).toISOString())
      .execute();
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
    const s = await settings.getEffective();
    const options = smtpOptions(s);
    if (!options) return 0; // not configured: the mail waits until it is
    const transport = nodemailer.createTransport({
      ...options,
      connectionTimeout: 10_000,
      tls: { rejectUnauthorized: process.env.SMTP_TLS_INSECURE !== "true" },
    });
    let sent = 0;
    try {
      for (const { id } of due) {
        if (!(await claimOne(id))) continue;
        const row = await db
          .selectFrom("mailQueue")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        try {
          await transport.sendMail({
            from: s.general.adminEmail || "no-reply@localhost",
            to: row.recipient,
            subject: row.subject,
            text: row.body,
          });
          await db
            .updateTable("mailQueue")
            .set({ status: "sent", sentAt: nowIso(), claimedBy: null, claimedAt: null })
            .where("id", "=", id)
            .execute();
          sent++;
        } catch (err) {
          const attempts = Number(row.attempts) + 1;
          const failed = attempts >= MAX_ATTEMPTS;
          log?.error(
            { err, mailId: id, attempts },
            failed ? "mail failed for good" : "mail failed",
          );
          await db
            .updateTable("mailQueue")
            .set({
              attempts,
              status: failed ? "failed" : "pending",
              lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
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
    /** Sends what is due; a call during a run makes that run look once more. */
    run(now?: Date): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let sent = 0;
        do {
          again = false;
          sent += await sendDue(now);
        } while (again);
        return sent;
      })().finally(() => (running = null));
      return running;
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
