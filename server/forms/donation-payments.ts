/**
 * What the payment provider's webhook and return page ask of donations: marking a checkout paid
 * (once) and reading what is recorded of it.
 */
import type { Submission, PaymentStatus } from "../../core/submissions.ts";
import { type Db, nowIso } from "../db/index.ts";
import { toSubmission } from "./submission-rows.ts";

export function donationPayments(db: Db) {
  return {
    /**
     * Stripe's signed webhook said this checkout was paid: the donation is marked paid once (a
     * conditional update, so a repeated webhook does nothing) and `onPaid` runs in the same
     * transaction (the receipt e-mail). Returns the donation when it changed.
     */
    async markPaid(externalId: string, onPaid?: (trx: Db, s: Submission) => Promise<void>) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("submissions")
          .set({ paymentStatus: "paid", updatedAt: nowIso() })
          .where("kind", "=", "donation")
          .where("externalId", "=", externalId)
          .where("paymentStatus", "!=", "paid")
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        const paid = toSubmission(row);
        await onPaid?.(trx, paid);
        return paid;
      });
    },

    /** What the donate page may say after Stripe sends the visitor back: only what is recorded. */
    async checkoutStatus(externalId: unknown) {
      if (typeof externalId !== "string" || externalId.length > 200) return null;
      const row = await db
        .selectFrom("submissions")
        .select(["paymentStatus"])
        .where("kind", "=", "donation")
        .where("externalId", "=", externalId)
        .executeTakeFirst();
      return (row?.paymentStatus as PaymentStatus | undefined) ?? null;
    },
  };
}
