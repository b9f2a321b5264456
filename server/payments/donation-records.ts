/**
 * The donation record and its state machine (core/donations.ts) applied to what a provider said:
 * each fact is taken once (its event row is unique per provider and event id), and the record moves
 * only along the machine's arrows, in one transaction with its event and its receipt.
 */
import type { Selectable } from "kysely";
import {
  canMove,
  type Donation,
  type DonationStatus,
  type PaymentProvider,
} from "../../core/donations.ts";
import { type Db, nowIso } from "../db/index.ts";
import type { DonationsTable } from "../db/schema.ts";
import type { PaymentFact } from "./rail.ts";

type Row = Selectable<DonationsTable>;

export function toDonation(row: Row): Donation {
  return {
    id: Number(row.id),
    reference: row.reference,
    status: row.status as Donation["status"],
    frequency: row.frequency as Donation["frequency"],
    planStatus: row.planStatus as Donation["planStatus"],
    parentId: row.parentId === null ? null : Number(row.parentId),
    provider: row.provider as Donation["provider"],
    providerRef: row.providerRef,
    subscriptionRef: row.subscriptionRef,
    method: row.method as Donation["method"],
    currency: row.currency as Donation["currency"],
    amountMinor: Number(row.amountMinor),
    region: row.region as Donation["region"],
    locale: row.locale,
    name: row.name,
    email: row.email,
    submissionId: row.submissionId === null ? null : Number(row.submissionId),
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The record a fact is about: by our reference, the provider's payment id, or the subscription. */
async function findFor(trx: Db, provider: PaymentProvider, fact: PaymentFact) {
  const byRef = await trx
    .selectFrom("donations")
    .selectAll()
    .where("provider", "=", provider)
    .where((eb) =>
      eb.or([eb("reference", "=", fact.reference), eb("providerRef", "=", fact.reference)]),
    )
    .orderBy("id", "asc")
    .executeTakeFirst();
  if (byRef || !fact.subscriptionRef) return byRef;
  // A subscription's facts are about its first payment (the plan).
  return trx
    .selectFrom("donations")
    .selectAll()
    .where("provider", "=", provider)
    .where("subscriptionRef", "=", fact.subscriptionRef)
    .where("parentId", "is", null)
    .executeTakeFirst();
}

/** Records the event once; null when this provider event was taken before, else its row id. */
async function takeEvent(
  trx: Db,
  donationId: number,
  provider: PaymentProvider,
  fact: PaymentFact,
  from: string | null,
  to: string | null,
) {
  const inserted = await trx
    .insertInto("donationEvents")
    .values({
      donationId,
      provider,
      eventId: fact.eventId.slice(0, 300),
      type: fact.type.slice(0, 100),
      fromStatus: from,
      toStatus: to,
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(["provider", "eventId"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted === undefined ? null : Number(inserted.id);
}

export type FactResult =
  | { kind: "unknown" }
  | { kind: "replayed"; donation: Donation }
  | { kind: "kept"; donation: Donation; reason?: string }
  | { kind: "moved"; donation: Donation; from: DonationStatus }
  | { kind: "renewed"; donation: Donation; plan: Donation }
  | { kind: "cancelled"; donation: Donation };

export interface FactHooks {
  /** A payment became paid (a first payment or a renewal): its receipt, in the same transaction. */
  onPaid(trx: Db, donation: Donation): Promise<void>;
  /** After the commit of a fact that made a payment paid (wakes the mail job). */
  afterPaid?: () => void;
}

/** A month after `iso`, the same day (or the month's last). */
export function monthAfter(iso: string) {
  const d = new Date(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

/**
 * Where a one-off or monthly gift goes when it is paid: a monthly plan becomes active, and on a
 * rail without pull payments (mobile money, SBP, and cards outside Stripe) its first reminder is
 * due a month later.
 */
function paidChanges(row: Row, fact: PaymentFact, now: string) {
  const plan = row.frequency === "monthly" && row.parentId === null;
  const subscriptionRef = fact.subscriptionRef ?? row.subscriptionRef;
  return {
    status: "paid",
    paidAt: now,
    planStatus: plan ? "active" : row.planStatus,
    nextReminderAt: plan && !subscriptionRef ? monthAfter(now) : row.nextReminderAt,
    subscriptionRef,
    providerRef: fact.providerRef ?? row.providerRef,
  };
}

/** Applies one verified fact from `provider`, in a transaction of its own. */
export async function applyFact(
  db: Db,
  provider: PaymentProvider,
  fact: PaymentFact,
  hooks: FactHooks,
): Promise<FactResult> {
  const result = await applyInTransaction(db, provider, fact, hooks);
  if (result.kind === "renewed" || (result.kind === "moved" && result.donation.status === "paid"))
    hooks.afterPaid?.();
  return result;
}

function applyInTransaction(
  db: Db,
  provider: PaymentProvider,
  fact: PaymentFact,
  hooks: FactHooks,
): Promise<FactResult> {
  return db.transaction().execute(async (trx): Promise<FactResult> => {
    const row = await findFor(trx, provider, fact);
    if (!row) return { kind: "unknown" };
    const id = Number(row.id);
    const now = nowIso();

    if (fact.outcome === "renewed") {
      if ((await takeEvent(trx, id, provider, fact, null, "paid")) === null)
        return { kind: "replayed", donation: toDonation(row) };
      const payment = await trx
        .insertInto("donations")
        .values({
          reference: `${row.reference}-${fact.providerRef ?? fact.eventId}`.slice(0, 120),
          status: "paid",
          frequency: "monthly",
          parentId: id,
          provider,
          providerRef: fact.providerRef ?? null,
          subscriptionRef: row.subscriptionRef,
          method: row.method,
          currency: row.currency,
          amountMinor: fact.amountMinor ?? Number(row.amountMinor),
          region: row.region,
          locale: row.locale,
          name: row.name,
          email: row.email,
          stopToken: row.stopToken,
          submissionId: row.submissionId,
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const renewal = toDonation(payment);
      await hooks.onPaid(trx, renewal);
      return { kind: "renewed", donation: renewal, plan: toDonation(row) };
    }

    if (fact.outcome === "cancelled") {
      const taken = await takeEvent(trx, id, provider, fact, row.planStatus, "cancelled");
      if (taken === null) return { kind: "replayed", donation: toDonation(row) };
      const updated = await trx
        .updateTable("donations")
        .set({ planStatus: "cancelled", nextReminderAt: null, updatedAt: now })
        .where("id", "=", id)
        .where("planStatus", "=", "active")
        .returningAll()
        .executeTakeFirst();
      return updated
        ? { kind: "cancelled", donation: toDonation(updated) }
        : { kind: "kept", donation: toDonation(row), reason: "not an active plan" };
    }

    const from = row.status as DonationStatus;
    const to = fact.outcome;
    const mismatch =
      to === "paid" &&
      ((fact.amountMinor !== undefined && fact.amountMinor !== Number(row.amountMinor)) ||
        (fact.currency !== undefined && fact.currency.toUpperCase() !== row.currency));
    const moves = !mismatch && to !== from && canMove(from, to);
    const eventRow = await takeEvent(trx, id, provider, fact, from, moves ? to : from);
    if (eventRow === null) return { kind: "replayed", donation: toDonation(row) };
    if (!moves)
      return {
        kind: "kept",
        donation: toDonation(row),
        reason: mismatch ? "amount or currency differs from the record" : undefined,
      };
    const updated = await trx
      .updateTable("donations")
      .set({
        ...(to === "paid" ? paidChanges(row, fact, now) : { status: to }),
        updatedAt: now,
      })
      .where("id", "=", id)
      // The read and the move are one conditional update: a parallel fact finds it moved.
      .where("status", "=", from)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      await trx
        .updateTable("donationEvents")
        .set({ toStatus: null })
        .where("id", "=", eventRow)
        .execute();
      return { kind: "kept", donation: toDonation(row), reason: "moved meanwhile" };
    }
    const donation = toDonation(updated);
    if (to === "paid") await hooks.onPaid(trx, donation);
    return { kind: "moved", donation, from };
  });
}
