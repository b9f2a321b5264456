/**
 * Staff e-mails that are not about one visitor submission (those are in ../forms/notifications.ts):
 * a new account whose owner confirmed the address, and the weekly activity report. Both follow the
 * Notifications settings (master switch, then their own switch) and go to the staff who get the
 * staff notifications (./outbox.ts `staffRecipients`: admins unless they opted out, others who opted
 * in), one e-mail each, in English like the rest of the admin area (decision 0002). They are queued
 * in the mail queue, inside the transaction that records what they are about.
 */
import type { Logger } from "pino";
import { SUBMISSION_KINDS, type SubmissionKind } from "../../core/submissions.ts";
import type { SettingsService } from "../../core/services.ts";
import type { Settings } from "../../core/settings.ts";
import type { Db } from "../db/index.ts";
import { staffRecipients } from "./outbox.ts";
import { enqueueMail, type QueuedMail } from "./queue.ts";
import { partsIn } from "../../core/time-zone.ts";

const siteBase = (s: Settings, publicUrl?: string) =>
  (publicUrl ?? s.general.siteUrl).replace(/\/$/, "");

type StaffMail = Omit<QueuedMail, "to">;

/** Queues `mail` to each staff member who gets the staff notifications; how many were queued. */
export async function enqueueForStaff(trx: Db, mail: StaffMail): Promise<number> {
  const recipients = await staffRecipients(trx);
  for (const to of recipients) await enqueueMail(trx, { ...mail, to });
  return recipients.length;
}

/** The staff notification of a confirmed new account, or null when the settings say no. */
export function newAccountNotice(
  s: Settings,
  account: { email: string; name: string },
  publicUrl?: string,
): StaffMail | null {
  const n = s.notifications;
  if (!n.emailNotifications || !n.newUserRegistration) return null;
  const who = account.name ? `${account.name} <${account.email}>` : account.email;
  return {
    replyTo: account.email,
    subject: `${s.general.siteName}: new account ${account.email}`,
    text: [
      `${who} created an account on ${s.general.siteName} and confirmed the address.`,
      "The account has no staff rights. Staff and roles are managed here:",
      `${siteBase(s, publicUrl)}/admin/staff`,
    ].join("\n"),
  };
}

export interface NewAccountNotices {
  /** Reads the settings before the verification's transaction (SQLite has one connection) and
   * returns the step that queues the notice inside it; the step says whether it queued one. */
  plan(): Promise<(trx: Db, account: { email: string; name: string }) => Promise<boolean>>;
  /** After commit: wakes the mail queue. */
  queued(): void;
}

export function createNewAccountNotices(deps: {
  settings: SettingsService;
  publicUrl?: string;
  queued?: () => void;
}): NewAccountNotices {
  return {
    async plan() {
      const s = await deps.settings.getEffective();
      return async (trx, account) => {
        const mail = newAccountNotice(s, account, deps.publicUrl);
        return mail !== null && (await enqueueForStaff(trx, mail)) > 0;
      };
    },
    queued: () => deps.queued?.(),
  };
}

// ---------------------------------------------------------------------------------------------
// The weekly report

export const WEEKLY_REPORT_JOB = "weekly-report";
/** The report of a week goes out at the first check from Monday, this hour, in the site's timezone. */
const SEND_HOUR = 8;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The local calendar of `date` in `timeZone`: ISO weekday (1 = Monday), hour, and ISO week label. */
export function localWeek(date: Date, timeZone: string) {
  const parts = partsIn(date, timeZone);
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const weekday = day.getUTCDay() || 7;
  // ISO week: the week that holds this week's Thursday, numbered within Thursday's year.
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return {
    weekday,
    hour: parts.hour,
    label: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`,
  };
}

export interface WeeklyFigures {
  from: string;
  to: string;
  submissions: Record<SubmissionKind, number>;
  unhandled: number;
  donationsPaid: { count: number; totals: Record<string, number> };
  newAccounts: number;
  contentChanges: number;
  mailFailures: number;
}

async function countSince(db: Db, from: string, to: string): Promise<WeeklyFigures> {
  const kinds = await db
    .selectFrom("submissions")
    .select(["kind", db.fn.countAll<number>().as("n")])
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .groupBy("kind")
    .execute();
  const submissions = Object.fromEntries(SUBMISSION_KINDS.map((k) => [k, 0])) as Record<
    SubmissionKind,
    number
  >;
  for (const row of kinds)
    if (row.kind in submissions) submissions[row.kind as SubmissionKind] = Number(row.n);
  const count = async (q: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await q)?.n ?? 0);
  const unhandled = await count(
    db
      .selectFrom("submissions")
      .select(db.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .where("kind", "!=", "newsletter")
      .executeTakeFirst(),
  );
  const paid = await db
    .selectFrom("submissions")
    .select("data")
    .where("kind", "=", "donation")
    .where("paymentStatus", "=", "paid")
    .where("updatedAt", ">=", from)
    .where("updatedAt", "<", to)
    .execute();
  const totals: Record<string, number> = {};
  for (const { data } of paid) {
    const d = JSON.parse(data) as { amount?: unknown; currency?: unknown };
    if (typeof d.amount === "number" && typeof d.currency === "string")
      totals[d.currency] = (totals[d.currency] ?? 0) + d.amount;
  }
  const newAccounts = await count(
    db
      .selectFrom("users")
      .select(db.fn.countAll<number>().as("n"))
      .where("emailVerifiedAt", ">=", from)
      .where("emailVerifiedAt", "<", to)
      .executeTakeFirst(),
  );
  const contentChanges = await count(
    db
      .selectFrom("auditLog")
      .select(db.fn.countAll<number>().as("n"))
      .where("action", "like", "content.%")
      .where("createdAt", ">=", from)
      .where("createdAt", "<", to)
      .executeTakeFirst(),
  );
  const mailFailures = await count(
    db
      .selectFrom("mailQueue")
      .select(db.fn.countAll<number>().as("n"))
      .where("status", "=", "failed")
      .where("createdAt", ">=", from)
      .where("createdAt", "<", to)
      .executeTakeFirst(),
  );
  return {
    from,
    to,
    submissions,
    unhandled,
    donationsPaid: { count: paid.length, totals },
    newAccounts,
    contentChanges,
    mailFailures,
  };
}

const KIND_LINES: Record<SubmissionKind, string> = {
  volunteer: "Volunteer applications",
  partner: "Partnership inquiries",
  contact: "Contact messages",
  donation: "Donations and pledges",
  newsletter: "Newsletter sign-ups",
};

export function weeklyReportMail(s: Settings, f: WeeklyFigures, publicUrl?: string): StaffMail {
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone: s.general.timezone,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const range = `${day.format(new Date(f.from))} – ${day.format(new Date(f.to))}`;
  const money = Object.entries(f.donationsPaid.totals)
    .map(([currency, amount]) =>
      new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount),
    )
    .join(", ");
  const base = siteBase(s, publicUrl);
  const lines = [
    `Activity on ${s.general.siteName}, ${range}.`,
    "",
    "New submissions",
    ...SUBMISSION_KINDS.map((k) => `  ${KIND_LINES[k]}: ${f.submissions[k]}`),
    `Still marked new in the inbox: ${f.unhandled}`,
    "",
    `Donations paid online: ${f.donationsPaid.count}${money ? ` (${money})` : ""}`,
    `New confirmed accounts: ${f.newAccounts}`,
    `Content changes by staff: ${f.contentChanges}`,
    ...(f.mailFailures > 0 ? [`E-mails that could not be delivered: ${f.mailFailures}`] : []),
    "",
    `Inbox: ${base}/admin/inbox`,
    `Audit log: ${base}/admin/audit`,
    "",
    "You receive this because Weekly Reports is on in Settings › Notifications and you get the",
    "staff notifications (Account & Security).",
  ];
  return {
    subject: `${s.general.siteName}: weekly report, ${range}`,
    text: lines.join("\n"),
  };
}

export function createWeeklyReport(deps: {
  db: Db;
  settings: SettingsService;
  publicUrl?: string;
  /** Wakes the mail queue once a report is queued. */
  queued?: () => void;
  log?: Logger;
}) {
  const { db } = deps;
  return {
    /**
     * Queues this week's report if it is due and no process has queued it yet; true when this call
     * did. The claim row and the queued mail commit together, so a crash leaves neither.
     */
    async runIfDue(now = new Date()): Promise<boolean> {
      const s = await deps.settings.getEffective();
      const n = s.notifications;
      if (!n.emailNotifications || !n.weeklyReports) return false;
      const local = localWeek(now, s.general.timezone);
      if (local.weekday === 1 && local.hour < SEND_HOUR) return false;
      const to = now.toISOString();
      const queued = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto("jobRuns")
          .values({ job: WEEKLY_REPORT_JOB, period: local.label, startedAt: to })
          .onConflict((oc) => oc.columns(["job", "period"]).doNothing())
          .returning("job")
          .executeTakeFirst();
        if (!claim) return false;
        // The report covers the time since the previous one (a week at most), so none overlap.
        const previous = await trx
          .selectFrom("jobRuns")
          .select((eb) => eb.fn.max("startedAt").as("last"))
          .where("job", "=", WEEKLY_REPORT_JOB)
          .where("period", "!=", local.label)
          .where("startedAt", "<", to)
          .executeTakeFirst();
        const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
        const from = previous?.last && previous.last > weekAgo ? previous.last : weekAgo;
        await enqueueForStaff(
          trx,
          weeklyReportMail(s, await countSince(trx, from, to), deps.publicUrl),
        );
        return true;
      });
      if (queued) {
        deps.log?.info({ period: local.label }, "weekly report queued");
        deps.queued?.();
      }
      return queued;
    },
  };
}
export type WeeklyReport = ReturnType<typeof createWeeklyReport>;
