/**
 * Everything visitors send: volunteer applications, partner inquiries, contact messages,
 * newsletter sign-ups and donation pledges, in one table. Visitors submit; admins read and triage.
 * A submission and the mail it triggers are stored in one transaction: nothing half-stored.
 */
import { sql } from "kysely";
import { badRequest, notFound } from "../../core/errors.ts";
import type { Actor, SubmissionsService } from "../../core/services.ts";
import {
  HONEYPOT_FIELD,
  isSubmissionKind,
  type Submission,
  type SubmissionKind,
  type SubmissionReceipt,
  submissionQuery,
  submissionSchemas,
  submissionUpdate,
} from "../../core/submissions.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { requirePermission } from "../../core/access.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { containsPattern, newestFirstPage } from "../db/list-queries.ts";
import { currentClient } from "../request-scope.ts";
import type { RateLimiter } from "../security/rate-limit.ts";
import type { DonationFields, DonationsService } from "../payments/donations-service.ts";
import type { Donation } from "../../core/donations.ts";
import { purgeExpired } from "./retention.ts";
import { newsletterSubscriptions } from "./newsletter-subscriptions.ts";
import {
  displayName,
  parseData,
  referenceCode,
  searchTextOf,
  toSubmission,
} from "./submission-rows.ts";
import { submissionsCsv } from "./submissions-csv.ts";

/** Per address and kind: enough for a family behind one router, too few for a flood. */
export const SUBMIT_RATE = { limit: 10, windowSeconds: 600 };

/**
 * The mail a submission triggers, prepared before the transaction (it may read settings) and
 * run inside it with the transaction only (enqueue there, so both or neither are kept).
 */
export interface MailPlan {
  /** Whether the visitor of this kind is e-mailed now (mail is configured and the switch is on). */
  emailsVisitor(kind: SubmissionKind): boolean;
  onStored(trx: Db, submission: Submission): Promise<void>;
  /** A newsletter sign-up that needs (again) the confirmation e-mail. */
  onNewsletterPending(trx: Db, submission: Submission, token: string): Promise<void>;
}

export interface SubmissionHooks {
  planMail?: () => Promise<MailPlan>;
  /** The foundation's instructions for a transfer or mobile-money donation, in that language. */
  donationInstructions?: (method: string, locale: string) => Promise<string>;
  /** After a commit that queued mail (wakes the mail job). */
  afterCommit?: () => void;
  /** A donation's payment record (server/payments/donations-service.ts). */
  donations?: Pick<DonationsService, "validate" | "record" | "startCheckout">;
  audit: AuditService;
}

export function createSubmissionsService(
  db: Db,
  rateLimiter: RateLimiter,
  hooks: SubmissionHooks,
): SubmissionsAdminService {
  const newsletter = newsletterSubscriptions(db, hooks);

  async function findRow(id: number) {
    const row = await db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound("No such submission");
    return row;
  }

  return {
    confirmNewsletter: newsletter.confirmNewsletter,
    unsubscribe: newsletter.unsubscribe,
    changeNewsletterLanguage: newsletter.changeNewsletterLanguage,

    /**
     * Anyone may submit. 400 with field codes on bad input or a filled honeypot, 429 past the
     * per-address budget. The answer never says whether an address was known.
     */
    async submit(kind: unknown, input: unknown): Promise<SubmissionReceipt> {
      if (!isSubmissionKind(kind)) throw notFound("No such form");
      const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
      const trap = raw[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") {
        throw badRequest("This submission looks automated and was not accepted.", {
          form: "spam",
        });
      }
      const values = parseInput(submissionSchemas[kind], raw) as Record<string, unknown>;
      await rateLimiter.hit(`form:${kind}:${currentClient().ip}`, SUBMIT_RATE);
      if (kind === "newsletter") {
        const emailed = await newsletter.subscribe(values as { email: string; locale: string });
        return { ok: true, kind, emailed };
      }
      const now = nowIso();
      const donation = kind === "donation";
      if (donation) await hooks.donations?.validate(values as unknown as DonationFields);
      const plan = await hooks.planMail?.();
      let gift: Donation | null = null;
      const stored = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("submissions")
          .values({
            kind,
            locale: String(values.locale),
            name: displayName(kind, values),
            email: String(values.email).toLowerCase(),
            data: JSON.stringify(values),
            searchText: searchTextOf(displayName(kind, values), String(values.email), values),
            reference: donation ? referenceCode() : null,
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const submission = toSubmission(row);
        if (donation && hooks.donations)
          gift = await hooks.donations.record(trx, submission, values as unknown as DonationFields);
        await plan?.onStored(trx, submission);
        return submission;
      });
      hooks.afterCommit?.();
      const receipt: SubmissionReceipt = {
        ok: true,
        kind,
        emailed: plan?.emailsVisitor(kind) ?? false,
      };
      if (donation) {
        receipt.reference = stored.reference ?? undefined;
        receipt.donation = {
          amount: Number(values.amount),
          currency: String(values.currency),
          frequency: String(values.frequency),
          method: String(values.method),
          instructions:
            (await hooks.donationInstructions?.(String(values.method), String(values.locale))) ??
            "",
        };
      }
      // If the provider cannot be reached the pledge stands and the page says we will be in touch.
      const checkoutUrl = gift && (await hooks.donations?.startCheckout(gift));
      if (checkoutUrl) receipt.checkoutUrl = checkoutUrl;
      return receipt;
    },

    async list(actor: Actor, raw: unknown = {}) {
      requirePermission(actor, "submissions.manage");
      const q = parseInput(submissionQuery, raw);
      let base = db.selectFrom("submissions");
      if (q.type) base = base.where("kind", "=", q.type);
      if (q.status) base = base.where("status", "=", q.status);
      if (q.from) base = base.where("createdAt", ">=", q.from);
      if (q.to) base = base.where("createdAt", "<", nextDay(q.to));
      if (q.q) {
        const pattern = containsPattern(q.q);
        base = base.where(
          (eb) => sql<boolean>`${eb.ref("searchText")} like ${pattern} escape '\\'`,
        );
      }
      const { rows, ...paging } = await newestFirstPage(base, q);
      return { items: rows.map(toSubmission), ...paging };
    },

    /** Per kind: how many, and how many still new (unread). */
    async counts(actor: Actor) {
      requirePermission(actor, "submissions.manage");
      const rows = await db
        .selectFrom("submissions")
        .select((eb) => [
          "kind",
          eb.fn.countAll<number>().as("total"),
          eb.fn
            .sum<number>(sql<number>`case when ${eb.ref("status")} = 'new' then 1 else 0 end`)
            .as("unread"),
        ])
        .groupBy("kind")
        .execute();
      const counts = Object.fromEntries(
        Object.keys(submissionSchemas).map((k) => [k, { total: 0, unread: 0 }]),
      ) as Record<SubmissionKind, { total: number; unread: number }>;
      for (const r of rows) {
        if (isSubmissionKind(r.kind))
          counts[r.kind] = { total: Number(r.total), unread: Number(r.unread ?? 0) };
      }
      return counts;
    },

    async get(actor: Actor, id: number) {
      requirePermission(actor, "submissions.manage");
      return toSubmission(await findRow(id));
    },

    async update(actor: Actor, id: number, input: unknown) {
      const user = requirePermission(actor, "submissions.manage");
      const changes = parseInput(submissionUpdate, input);
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("submissions")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!current) throw notFound("No such submission");
        const notes = changes.notes ?? current.notes;
        const searchText = searchTextOf(
          current.name,
          current.email,
          parseData(current.data),
          notes,
        );
        return trx
          .updateTable("submissions")
          .set({ ...changes, searchText, updatedAt: nowIso() })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await hooks.audit.record(
        user,
        "submission.update",
        { type: "submission", id },
        {
          changed: Object.keys(changes),
        },
      );
      return toSubmission(row);
    },

    async remove(actor: Actor, id: number) {
      const user = requirePermission(actor, "submissions.manage");
      const { numDeletedRows } = await db
        .deleteFrom("submissions")
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(numDeletedRows) === 0) throw notFound("No such submission");
      await hooks.audit.record(user, "submission.delete", { type: "submission", id });
    },

    /** One kind as CSV, UTF-8 with a byte-order mark so spreadsheet programs read accents and Cyrillic. */
    async exportCsv(actor: Actor, kind: unknown) {
      const user = requirePermission(actor, "submissions.manage");
      if (!isSubmissionKind(kind))
        throw badRequest("Choose a submission type", { type: "Unknown submission type" });
      const rows = await db
        .selectFrom("submissions")
        .selectAll()
        .where("kind", "=", kind)
        .orderBy("createdAt", "asc")
        .orderBy("id", "asc")
        .limit(100_000)
        .execute();
      await hooks.audit.record(user, "submission.export", { type: "submission" }, { kind });
      return submissionsCsv(kind, rows.map(toSubmission));
    },

    purgeExpired: (months: number, now?: Date) => purgeExpired(db, months, now),
  };
}
/** The app's view (core) plus what only the server's jobs call. */
export interface SubmissionsAdminService extends SubmissionsService {
  purgeExpired(months: number, now?: Date): Promise<number>;
}

function nextDay(date: string) {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}
