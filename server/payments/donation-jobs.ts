/**
 * The donations' background work, safe with several processes: a pending payment the provider has
 * not confirmed within its time limit is asked for once more, then marked expired (each step an
 * event taken once); a monthly gift on a rail without pull payments (mobile money, SBP) gets its
 * monthly reminder with a one-tap pay link, each month's reminder claimed by a conditional update.
 */
import type { Logger } from "pino";
import { type Donation, PAYMENT_PROVIDERS, PENDING_LIMIT_MINUTES } from "../../core/donations.ts";
import type { SettingsService } from "../../core/services.ts";
import { type Db, nowIso } from "../db/index.ts";
import { donationReminder } from "../mail/donation-receipt.ts";
import { enqueueMail } from "../mail/queue.ts";
import { applyFact, type FactHooks, monthAfter, toDonation } from "./donation-records.ts";
import type { Rails } from "./donations-service.ts";

/** At most this many gifts per run: a backlog is worked through over the next runs. */
const BATCH = 50;

export function createDonationJobs(
  db: Db,
  o: {
    rails: Rails;
    hooks: FactHooks;
    settings: SettingsService;
    log?: Logger;
    mailQueued: () => void;
  },
) {
  return {
    /** Pending payments past their provider's limit: asked for again, then expired. */
    async checkPending(now = new Date()) {
      let expired = 0;
      for (const provider of PAYMENT_PROVIDERS) {
        const before = new Date(now.getTime() - PENDING_LIMIT_MINUTES[provider] * 60_000);
        const rows = await db
          .selectFrom("donations")
          .selectAll()
          .where("status", "=", "pending")
          .where("provider", "=", provider)
          .where("createdAt", "<", before.toISOString())
          .orderBy("id")
          .limit(BATCH)
          .execute();
        for (const d of rows.map(toDonation)) {
          const fact = await o.rails[provider].fetchStatus(d).catch((err: unknown) => {
            o.log?.warn(
              { err, provider, reference: d.reference },
              "payment status could not be fetched",
            );
            return null;
          });
          if (fact && fact.outcome !== "pending") {
            await applyFact(db, provider, fact, o.hooks);
            continue;
          }
          // Still pending at the provider (or not reachable) after its limit: the donor gave up.
          const result = await applyFact(
            db,
            provider,
            {
              eventId: `expire:${d.reference}`,
              type: "expired.by-limit",
              reference: d.reference,
              outcome: "expired",
            },
            o.hooks,
          );
          if (result.kind === "moved") expired++;
        }
      }
      return expired;
    },

    /** The monthly reminders that are due: each month's claimed once, queued in one transaction. */
    async sendReminders(now = new Date()) {
      const due = await db
        .selectFrom("donations")
        .selectAll()
        .where("planStatus", "=", "active")
        .where("nextReminderAt", "<=", now.toISOString())
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const settings = await o.settings.getEffective();
      let sent = 0;
      for (const row of due) {
        const claimed = await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable("donations")
            .set({ nextReminderAt: monthAfter(row.nextReminderAt!), updatedAt: nowIso() })
            .where("id", "=", row.id)
            .where("nextReminderAt", "=", row.nextReminderAt)
            .where("planStatus", "=", "active")
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) === 0) return false;
          await enqueueMail(
            trx,
            donationReminder(toDonation(row), settings, { token: row.stopToken ?? "" }),
          );
          return true;
        });
        if (claimed) sent++;
      }
      if (sent > 0) o.mailQueued();
      return sent;
    },
  };
}

/** A monthly plan found by its donor's link (the same secret as the stop link). */
export async function planByToken(db: Db, token: unknown): Promise<Donation | null> {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  const row = await db
    .selectFrom("donations")
    .selectAll()
    .where("stopToken", "=", token)
    .where("parentId", "is", null)
    .executeTakeFirst();
  return row ? toDonation(row) : null;
}
