/**
 * Sends the issues being sent, recipient by recipient, on one pooled SMTP connection per run, at
 * most `newsletterPerMinute` messages a minute across every process (counted in the database).
 *
 * Never twice (decision 0039): a recipient is claimed by a conditional update (queued → sending)
 * just before its message goes, and marked sent just after. A process killed in between leaves at
 * most the one message it had with the mail server in `sending`; once that is older than any live
 * send can be, it becomes `failed` ("interrupted") instead of going again, because the mail server
 * may well have taken it. Everything still queued is sent by the next run, here or in another
 * process. A subscriber who left before their turn is skipped; a refused address (5xx) fails; a
 * server that cannot be reached puts the recipient back and ends the run (the next one tries again).
 * Each run first releases the scheduled issues whose story has been published (newsletter-queue.ts).
 */
import type { Logger } from "pino";
import type { Transporter } from "nodemailer";
import type { Locale } from "../../core/constants.ts";
import { RECIPIENT_REASONS } from "../../core/newsletter.ts";
import type { SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { coalescedRun } from "../coalesced-run.ts";
import { type Db, nowIso } from "../db/index.ts";
import { errorText } from "../mail/queue.ts";
import {
  issueTemplate,
  localeOf,
  type MessageTemplate,
  type StorySources,
} from "./issue-message.ts";
import { contentOf, type IssueRow } from "./newsletter-issues.ts";
import { releaseScheduled } from "./newsletter-queue.ts";
import { newsletterMessage, pooledTransport } from "./newsletter-transport.ts";

/** Longer than any live send (connection, greeting and socket waits of the transport). */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;
const BATCH = 50;

export interface NewsletterSenderOptions {
  settings: SettingsService;
  audit: AuditService;
  sources: StorySources;
  log?: Logger;
  interruptedAfterMs?: number;
}

/** A refusal of this address by the mail server (5xx), as opposed to a server out of reach. */
const refusedByServer = (err: unknown) =>
  Number((err as { responseCode?: number }).responseCode) >= 500;

export function createNewsletterSender(db: Db, o: NewsletterSenderOptions) {
  const interruptedAfter = o.interruptedAfterMs ?? INTERRUPTED_AFTER_MS;
  let stopped = false;

  const setRecipient = (id: number, from: string, set: Record<string, string | null>) =>
    db
      .updateTable("newsletterRecipients")
      .set(set)
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();

  async function markInterrupted(now: Date) {
    await db
      .updateTable("newsletterRecipients")
      .set({ status: "failed", error: RECIPIENT_REASONS.interrupted })
      .where("status", "=", "sending")
      .where("claimedAt", "<", new Date(now.getTime() - interruptedAfter).toISOString())
      .execute();
  }

  /** Messages that may still go this minute, across every process. */
  async function budget(perMinute: number) {
    const since = new Date(Date.now() - 60_000).toISOString();
    const row = await db
      .selectFrom("newsletterRecipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("claimedAt", ">", since)
      .executeTakeFirstOrThrow();
    return perMinute - Number(row.n);
  }

  async function finishIfDone(issueId: number) {
    await db
      .updateTable("newsletterIssues")
      .set({ status: "sent", finishedAt: nowIso(), updatedAt: nowIso() })
      .where("id", "=", issueId)
      .where("status", "=", "sending")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("newsletterRecipients")
              .select("id")
              .where("issueId", "=", issueId)
              .where("status", "in", ["queued", "sending"]),
          ),
        ),
      )
      .execute();
  }

  async function stillSending(issueId: number) {
    const row = await db
      .selectFrom("newsletterIssues")
      .select("status")
      .where("id", "=", issueId)
      .executeTakeFirst();
    return row?.status === "sending";
  }

  /** One run: every issue being sent, until its recipients are done or this minute's budget is. */
  async function sendDue(): Promise<number> {
    await markInterrupted(new Date());
    await releaseScheduled(db, o.audit, o.sources);
    const issues = await db
      .selectFrom("newsletterIssues")
      .selectAll()
      .where("status", "=", "sending")
      .orderBy("id")
      .execute();
    if (issues.length === 0) return 0;
    const s = await o.settings.getEffective();
    let transport: Transporter | null = null;
    let sent = 0;
    try {
      for (const issue of issues) {
        const templates = new Map<Locale, MessageTemplate>();
        const templateIn = async (locale: Locale) => {
          let t = templates.get(locale);
          if (!t) {
            t = await issueTemplate(o.sources, s, contentOf(issue as IssueRow), locale);
            templates.set(locale, t);
          }
          return t;
        };
        for (;;) {
          if (stopped) return sent;
          const left = await budget(s.integrations.newsletterPerMinute);
          if (left <= 0) return sent;
          if (!(await stillSending(issue.id))) break;
          // Each with its subscriber as they are now (left since the send, or not).
          const batch = await db
            .selectFrom("newsletterRecipients")
            .leftJoin("submissions", (join) =>
              join
                .onRef("submissions.id", "=", "newsletterRecipients.subscriberId")
                .on("submissions.kind", "=", "newsletter"),
            )
            .select([
              "newsletterRecipients.id as id",
              "newsletterRecipients.email as email",
              "newsletterRecipients.locale as locale",
              "submissions.token as token",
              "submissions.confirmedAt as confirmedAt",
              "submissions.status as subscriberStatus",
            ])
            .where("newsletterRecipients.issueId", "=", issue.id)
            .where("newsletterRecipients.status", "=", "queued")
            .orderBy("newsletterRecipients.id")
            .limit(Math.min(left, BATCH))
            .execute();
          if (batch.length === 0) {
            await finishIfDone(issue.id);
            break;
          }
          transport ??= pooledTransport(s);
          if (!transport) return sent; // mail not configured (any more): the rows wait
          for (const r of batch) {
            if (stopped) return sent;
            const claimed = await setRecipient(r.id, "queued", {
              status: "sending",
              claimedAt: nowIso(),
            });
            if (Number(claimed.numUpdatedRows) !== 1) continue; // another process has it
            const { token } = r;
            if (!r.confirmedAt || r.subscriberStatus === "archived" || !token) {
              await setRecipient(r.id, "sending", {
                status: "skipped",
                error: RECIPIENT_REASONS.unsubscribed,
              });
              continue;
            }
            let template: MessageTemplate;
            try {
              template = await templateIn(localeOf(r.locale));
            } catch (err) {
              // The story is no longer public: the issue waits, paused, for staff.
              await setRecipient(r.id, "sending", { status: "queued", claimedAt: null });
              await db
                .updateTable("newsletterIssues")
                .set({ status: "paused", updatedAt: nowIso() })
                .where("id", "=", issue.id)
                .where("status", "=", "sending")
                .execute();
              o.log?.warn({ err, issueId: issue.id }, "newsletter paused: its story is not public");
              break;
            }
            try {
              await transport.sendMail(newsletterMessage(s, r.email, template, token));
            } catch (err) {
              if (refusedByServer(err)) {
                await setRecipient(r.id, "sending", { status: "failed", error: errorText(err) });
                continue;
              }
              await setRecipient(r.id, "sending", { status: "queued" });
              o.log?.error({ err, issueId: issue.id }, "newsletter send failed: will try again");
              return sent;
            }
            await setRecipient(r.id, "sending", { status: "sent", sentAt: nowIso() });
            sent++;
          }
        }
      }
    } finally {
      transport?.close();
    }
    return sent;
  }

  const runs = coalescedRun(sendDue, () => stopped);
  return {
    /** Sends what is due; a call during a run makes it look again when it ends. */
    run: runs.run,
    /** No new message after the one in hand (a clean shutdown). */
    stop() {
      stopped = true;
      return runs.current() ?? Promise.resolve(0);
    },
  };
}
export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
