/**
 * The Donations screen's and API's reads and acts (admins: `donations.manage`): the list with its
 * filters and totals per currency, one gift with its event history, a refund through the provider,
 * the CSV export, and the donor's "stop my monthly gift" link.
 */
import { sql } from "kysely";
import { z } from "zod";
import { requirePermission } from "../../core/access.ts";
import {
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_STATUSES,
  type DonationCurrency,
  type DonationEvent,
  fromMinorUnits,
  PAYMENT_PROVIDERS,
} from "../../core/donations.ts";
import { notFound, refused } from "../../core/errors.ts";
import type { Actor, DonationTotal } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { containsPattern, newestFirstPage } from "../db/list-queries.ts";
import { csvCell } from "../forms/submissions-csv.ts";
import { planByToken } from "./donation-jobs.ts";
import { applyFact, type FactHooks, toDonation } from "./donation-records.ts";
import type { Rails } from "./donations-service.ts";
import { ProviderError } from "./rail.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format yyyy-mm-dd" });
export const donationQuery = z.object({
  status: z.enum(DONATION_STATUSES, { error: "Unknown status" }).optional(),
  provider: z.enum([...PAYMENT_PROVIDERS, "none"], { error: "Unknown provider" }).optional(),
  currency: z.enum(DONATION_CURRENCIES, { error: "Unknown currency" }).optional(),
  frequency: z.enum(DONATION_FREQUENCIES, { error: "Unknown frequency" }).optional(),
  q: z.string().trim().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
type Query = z.output<typeof donationQuery>;

function nextDay(date: string) {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function filtered(db: Db, q: Query) {
  let base = db.selectFrom("donations");
  if (q.status) base = base.where("status", "=", q.status);
  if (q.provider)
    base =
      q.provider === "none"
        ? base.where("provider", "is", null)
        : base.where("provider", "=", q.provider);
  if (q.currency) base = base.where("currency", "=", q.currency);
  if (q.frequency) base = base.where("frequency", "=", q.frequency);
  if (q.from) base = base.where("createdAt", ">=", q.from);
  if (q.to) base = base.where("createdAt", "<", nextDay(q.to));
  if (q.q) {
    const pattern = containsPattern(q.q);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref("name")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref("email")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref("reference")}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return base;
}

/** Per currency over the filters: paid (and not refunded) sums and counts, refunds, pending. */
async function totalsOf(db: Db, q: Query): Promise<DonationTotal[]> {
  const rows = await filtered(db, { ...q, status: undefined })
    .select((eb) => [
      "currency",
      eb.fn
        .sum<number>(
          sql<number>`case when ${eb.ref("status")} = 'paid' then ${eb.ref("amountMinor")} else 0 end`,
        )
        .as("paid"),
      eb.fn
        .sum<number>(sql<number>`case when ${eb.ref("status")} = 'paid' then 1 else 0 end`)
        .as("paidCount"),
      eb.fn
        .sum<number>(
          sql<number>`case when ${eb.ref("status")} = 'refunded' then ${eb.ref("amountMinor")} else 0 end`,
        )
        .as("refunded"),
      eb.fn
        .sum<number>(sql<number>`case when ${eb.ref("status")} = 'pending' then 1 else 0 end`)
        .as("pending"),
    ])
    .groupBy("currency")
    .orderBy("currency")
    .execute();
  return rows.map((r) => ({
    currency: r.currency as DonationCurrency,
    paidMinor: Number(r.paid ?? 0),
    paidCount: Number(r.paidCount ?? 0),
    refundedMinor: Number(r.refunded ?? 0),
    pendingCount: Number(r.pending ?? 0),
  }));
}

async function eventsOf(db: Db, donationId: number): Promise<DonationEvent[]> {
  const rows = await db
    .selectFrom("donationEvents")
    .select(["id", "provider", "eventId", "type", "fromStatus", "toStatus", "createdAt"])
    .where("donationId", "=", donationId)
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export function createDonationsAdmin(
  db: Db,
  o: { rails: Rails; audit: AuditService; hooks: FactHooks },
) {
  async function withEvents(id: number) {
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound("No such donation");
    return { ...toDonation(row), events: await eventsOf(db, id) };
  }

  return {
    async list(actor: Actor, raw: unknown = {}) {
      requirePermission(actor, "donations.manage");
      const q = parseInput(donationQuery, raw);
      const [{ rows, ...paging }, totals] = await Promise.all([
        newestFirstPage(filtered(db, q), q),
        totalsOf(db, q),
      ]);
      return { items: rows.map(toDonation), ...paging, totals };
    },

    async get(actor: Actor, id: number) {
      requirePermission(actor, "donations.manage");
      return withEvents(id);
    },

    /** A full refund of a paid payment, through its provider; recorded as the provider answers. */
    async refund(actor: Actor, id: number) {
      const user = requirePermission(actor, "donations.manage");
      const d = await withEvents(id);
      if (d.status !== "paid" || !d.provider)
        throw refused(409, "notRefundable", "Only a paid online payment can be refunded");
      const provider = d.provider;
      const fact = await o.rails[provider].refund(d).catch((err: unknown) => {
        if (!(err instanceof ProviderError)) throw err;
        throw refused(
          409,
          "providerRefused",
          `The payment provider did not accept this: ${err.message}`,
          {
            values: { detail: err.message },
          },
        );
      });
      if (fact.outcome === "refunded") await applyFact(db, provider, fact, o.hooks);
      await o.audit.record(
        user,
        "donation.refund",
        { type: "donation", id },
        {
          reference: d.reference,
          outcome: fact.outcome,
        },
      );
      return withEvents(id);
    },

    /** The list's rows as CSV (UTF-8 with BOM, formula-safe cells), at most 100 000. */
    async exportCsv(actor: Actor, raw: unknown = {}) {
      const user = requirePermission(actor, "donations.manage");
      const q = parseInput(donationQuery, raw);
      const rows = await filtered(db, q)
        .selectAll()
        .orderBy("createdAt", "asc")
        .orderBy("id", "asc")
        .limit(100_000)
        .execute();
      const header = [
        "id",
        "createdAt",
        "reference",
        "status",
        "frequency",
        "plan",
        "provider",
        "method",
        "currency",
        "amount",
        "name",
        "email",
        "paidAt",
      ];
      const lines = [header.map(csvCell).join(",")];
      for (const d of rows.map(toDonation))
        lines.push(
          [
            d.id,
            d.createdAt,
            d.reference,
            d.status,
            d.frequency,
            d.planStatus,
            d.provider,
            d.method,
            d.currency,
            fromMinorUnits(d.amountMinor, d.currency),
            d.name,
            d.email,
            d.paidAt,
          ]
            .map(csvCell)
            .join(","),
        );
      await o.audit.record(user, "donation.export", { type: "donation" }, { rows: rows.length });
      return `\uFEFF${lines.join("\r\n")}\r\n`;
    },

    /** The receipt's link: the plan stops (and its subscription at the provider). */
    async stopMonthly(token: unknown): Promise<"stopped" | "already" | "invalid"> {
      const d = await planByToken(db, token);
      if (!d) return "invalid";
      if (d.planStatus !== "active") return d.planStatus === "cancelled" ? "already" : "invalid";
      if (d.subscriptionRef && d.provider)
        await o.rails[d.provider].cancelSubscription?.(d.subscriptionRef);
      const result = await applyFact(
        db,
        d.provider ?? "stripe",
        {
          eventId: `stop:${d.reference}`,
          type: "donor.stopped",
          reference: d.reference,
          outcome: "cancelled",
        },
        o.hooks,
      );
      // A pledge-only plan has no provider: it is found by reference under the fallback above.
      if (result.kind === "unknown") {
        await db
          .updateTable("donations")
          .set({ planStatus: "cancelled", nextReminderAt: null, updatedAt: nowIso() })
          .where("id", "=", d.id)
          .execute();
      }
      return "stopped";
    },
  };
}
