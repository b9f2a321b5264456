/**
 * In-process background work: the mail queue (every few seconds, and at once when a request
 * queued mail), scheduled publishing (every 30 s, and at start to catch up), the retention purge of
 * submissions and of the content trash (hourly) and the weekly staff report (checked every quarter
 * hour). Safe with several processes: mail rows are claimed, publishing claims each item by its
 * conditional update, the purges are idempotent deletes, and a week's report is claimed by a row
 * in job_runs. Every five minutes, pending payments past their provider's limit are checked and
 * expired, and monthly reminders that are due are queued (each claimed by a conditional update).
 * Newsletter issues being sent are worked on every few seconds, and at once when one is sent or
 * resumed (each recipient claimed by a conditional update, at the per-minute pace of Settings).
 * CDN purges are sent at once after a change and retried every few seconds (rows claimed too).
 */
import type { Logger } from "pino";
import type { SettingsService } from "../core/services.ts";
import type { ContentJobs } from "./content/content-jobs.ts";
import type { SubmissionsAdminService } from "./forms/submissions.ts";
import type { NewsViews } from "./content/news-views.ts";
import type { MailQueue } from "./mail/queue.ts";
import type { WeeklyReport } from "./mail/staff-reports.ts";
import type { NewsletterSender } from "./newsletter/newsletter-sender.ts";
import type { createDonationJobs } from "./payments/donation-jobs.ts";
import type { PurgeQueue } from "./cdn/purge-queue.ts";

export interface BackgroundOptions {
  mailQueue: MailQueue;
  submissions: SubmissionsAdminService;
  settings: SettingsService;
  weeklyReport: WeeklyReport;
  newsViews?: NewsViews;
  contentJobs: ContentJobs;
  donationJobs?: ReturnType<typeof createDonationJobs>;
  newsletterSender?: NewsletterSender;
  /** CDN purges to send (CDN_PROVIDER set): every few seconds, and at once after a change. */
  cdnPurges?: PurgeQueue;
  log: Logger;
  /** How often scheduled items are looked for (default 30 s). */
  publishEveryMs?: number;
  mailEveryMs?: number;
  purgeEveryMs?: number;
  reportEveryMs?: number;
  donationsEveryMs?: number;
  newsletterEveryMs?: number;
  /** Told each time a job finishes without error (the metrics' last-success time). */
  succeeded?: (job: string) => void;
}

export function startBackgroundJobs(o: BackgroundOptions) {
  const mailEvery = o.mailEveryMs ?? 5000;
  const purgeEvery = o.purgeEveryMs ?? 3600_000;
  let stopped = false;
  /** One run of a job: its failure is logged (the next run tries again), its success recorded. */
  const job = (name: string, failure: string, work: () => Promise<unknown>) => async () => {
    if (stopped) return;
    try {
      await work();
      o.succeeded?.(name);
    } catch (err) {
      o.log.error({ err }, failure);
    }
  };
  const sendMail = job("mail", "mail queue run failed", () => o.mailQueue.run());
  const purge = job("purge-submissions", "submission purge failed", async () => {
    const s = await o.settings.getEffective();
    const deleted = await o.submissions.purgeExpired(s.general.submissionRetentionMonths);
    if (deleted > 0) o.log.info({ deleted }, "expired submissions deleted");
    await o.newsViews?.purge();
    await o.mailQueue.purge();
    await o.cdnPurges?.purgeOld();
  });
  const publish = job("publish-scheduled", "scheduled publishing failed", () =>
    o.contentJobs.publishDue(),
  );
  const purgeTrash = job("purge-trash", "trash purge failed", () => o.contentJobs.purgeTrash());
  const report = job("weekly-report", "weekly report failed", () => o.weeklyReport.runIfDue());
  const donations = job("donations", "donation checks failed", async () => {
    const expired = await o.donationJobs?.checkPending();
    if (expired) o.log.info({ expired }, "pending payments expired");
    const reminded = await o.donationJobs?.sendReminders();
    if (reminded) o.log.info({ reminded }, "monthly gift reminders queued");
  });
  const sendNewsletter = job("newsletter", "newsletter sending failed", async () => {
    const sent = await o.newsletterSender?.run();
    if (sent) o.log.info({ sent }, "newsletter messages sent");
  });
  const newsletterTimer = setInterval(() => void sendNewsletter(), o.newsletterEveryMs ?? 5000);
  newsletterTimer.unref();
  const mailTimer = setInterval(() => void sendMail(), mailEvery);
  const sendPurges = job("cdn-purge", "cdn purge run failed", async () => {
    await o.cdnPurges?.run();
  });
  const cdnTimer = o.cdnPurges ? setInterval(() => void sendPurges(), mailEvery) : undefined;
  cdnTimer?.unref();
  const donationsTimer = setInterval(() => void donations(), o.donationsEveryMs ?? 5 * 60_000);
  donationsTimer.unref();
  const purgeTimer = setInterval(() => {
    void purge();
    void purgeTrash();
  }, purgeEvery);
  const publishTimer = setInterval(() => void publish(), o.publishEveryMs ?? 30_000);
  publishTimer.unref();
  const reportTimer = setInterval(() => void report(), o.reportEveryMs ?? 15 * 60_000);
  mailTimer.unref();
  purgeTimer.unref();
  reportTimer.unref();
  // At start: what fell due while no process ran is published now.
  setImmediate(() => void publish());
  setTimeout(() => void purge(), 1000).unref();
  setTimeout(() => void purgeTrash(), 1500).unref();
  setTimeout(() => void report(), 2000).unref();
  setTimeout(() => void donations(), 2500).unref();
  setTimeout(() => void sendNewsletter(), 3000).unref();
  return {
    /** Sends queued mail now (after a request queued some). */
    kick: () => setImmediate(() => void sendMail()),
    /** Works on the newsletter now (an issue was sent or resumed). */
    kickNewsletter: () => setImmediate(() => void sendNewsletter()),
    /** Sends queued CDN purges now (a change was committed). */
    kickCdn: () => setImmediate(() => void sendPurges()),
    stop() {
      stopped = true;
      void o.newsletterSender?.stop();
      clearInterval(newsletterTimer);
      clearInterval(mailTimer);
      clearInterval(cdnTimer);
      clearInterval(purgeTimer);
      clearInterval(publishTimer);
      clearInterval(reportTimer);
      clearInterval(donationsTimer);
    },
  };
}
