/**
 * Staff e-mails that are not about one visitor submission (those are in ../forms/notifications.ts):
 * a new account whose owner confirmed the address, and the weekly activity report. Both follow the
 * Notifications settings (master switch, then their own switch) and go to the staff who get the
 * staff notifications (./outbox.ts `staffRecipients`: admins unless they opted out, others who opted
 * in), one e-mail each, in the recipient's language (./staff-language.ts; texts in
 * ./staff-notice-texts.ts). They are queued in the mail queue, inside the transaction that records
 * what they are about.
 */
import { fromMinorUnits, isDonationCurrency } from "../../core/donations.ts";
import type { Logger } from "pino";
import { SUBMISSION_KINDS, type SubmissionKind } from "../../core/submissions.ts";
import type { SettingsService } from "../../core/services.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import type { Db } from "../db/index.ts";
import { staffRecipients } from "./outbox.ts";
import { enqueueMail, type QueuedMail } from "./queue.ts";
import { partsIn } from "../../core/time-zone.ts";
import type { Locale } from "../../core/constants.ts";
import { intlLocale, recipientLocale } from "./staff-language.ts";
import { NOTICE_TEXTS } from "./staff-notice-texts.ts";
import { siteNameIn } from "./submission-mails.ts";
import { labelPrefix } from "../../core/typography.ts";

type StaffMail = Omit<QueuedMail, "to">;

/**
 * Queues the mail `write` gives in each staff member's language to each one who gets the staff
 * notifications; how many were queued.
 */
export async function enqueueForStaff(
  trx: Db,
  s: Settings,
  write: (locale: Locale) => StaffMail,
): Promise<number> {
  const recipients = await staffRecipients(trx);
  for (const { email, language } of recipients)
    await enqueueMail(trx, { ...write(recipientLocale(language, s)), to: email });
  return recipients.length;
}

/** Whether the settings send the staff notice of a confirmed new account. */
const noticesNewAccounts = (s: Settings) =>
  s.notifications.emailNotifications && s.notifications.newUserRegistration;

/** The staff notification of a confirmed new account, in `locale`. */
export function newAccountNotice(
  s: Settings,
  account: { email: string; name: string },
  locale: Locale = "en",
): StaffMail {
  const t = NOTICE_TEXTS[locale];
  const site = siteNameIn(s.general.siteName, locale);
  const who = account.name ? `${account.name} <${account.email}>` : account.email;
  return {
    replyTo: account.email,
    subject: t.accountSubject(site, account.email),
    text: [...t.accountBody(who, site), `${siteAddress(s)}/admin/staff`].join("\n"),
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
  queued?: () => void;
}): NewAccountNotices {
  return {
    async plan() {
      const s = await deps.settings.getEffective();
      return async (trx, account) =>
        noticesNewAccounts(s) &&
        (await enqueueForStaff(trx, s, (l) => newAccountNotice(s, account, l))) > 0;
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
    .selectFrom("donations")
    .select((eb) => ["currency", eb.fn.sum<number>("amountMinor").as("minor")])
    .where("status", "=", "paid")
    .where("paidAt", ">=", from)
    .where("paidAt", "<", to)
    .groupBy("currency")
    .execute();
  const totals: Record<string, number> = {};
  for (const { currency, minor } of paid)
    if (isDonationCurrency(currency)) totals[currency] = fromMinorUnits(Number(minor), currency);
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

export function weeklyReportMail(s: Settings, f: WeeklyFigures, locale: Locale = "en"): StaffMail {
  const t = NOTICE_TEXTS[locale];
  const r = t.report;
  const intl = intlLocale(locale);
  const site = siteNameIn(s.general.siteName, locale);
  const day = new Intl.DateTimeFormat(intl, {
    timeZone: s.general.timezone,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const range = `${day.format(new Date(f.from))} – ${day.format(new Date(f.to))}`;
  const count = new Intl.NumberFormat(intl).format;
  const money = Object.entries(f.donationsPaid.totals)
    .map(([currency, amount]) =>
      new Intl.NumberFormat(intl, { style: "currency", currency }).format(amount),
    )
    .join(", ");
  const base = siteAddress(s);
  const lines = [
    r.intro(site, range),
    "",
    r.newSubmissions,
    ...SUBMISSION_KINDS.map(
      (k) => `  ${labelPrefix(t.kindLines[k], locale)}${count(f.submissions[k])}`,
    ),
    `${r.unhandled} ${count(f.unhandled)}`,
    "",
    `${r.donationsPaid} ${count(f.donationsPaid.count)}${money ? ` (${money})` : ""}`,
    `${r.newAccounts} ${count(f.newAccounts)}`,
    `${r.contentChanges} ${count(f.contentChanges)}`,
    ...(f.mailFailures > 0 ? [`${r.mailFailures} ${count(f.mailFailures)}`] : []),
    "",
    `${r.inbox} ${base}/admin/inbox`,
    `${r.audit} ${base}/admin/audit`,
    "",
    ...r.why,
  ];
  return { subject: r.subject(site, range), text: lines.join("\n") };
}

export function createWeeklyReport(deps: {
  db: Db;
  settings: SettingsService;
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
        const figures = await countSince(trx, from, to);
        await enqueueForStaff(trx, s, (l) => weeklyReportMail(s, figures, l));
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
