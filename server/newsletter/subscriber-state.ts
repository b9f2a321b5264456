/**
 * A subscriber's state, read from their row (a newsletter sign-up among the form submissions): one
 * rule, in its two forms side by side, for a row in hand (`statusOf`) and for a query
 * (`whereSubscriberStatus`). Stopped (bounced, complained) before anything else; then left
 * (unsubscribed, the row archived); then confirmed or still pending.
 */
import type { SelectQueryBuilder } from "kysely";
import type { SubscriberStatus } from "../../core/subscribers.ts";
import type { Db } from "../db/index.ts";
import type { Database, SubmissionsTable } from "../db/schema.ts";

/** Every subscriber's row, in any state. */
export const subscriberRows = (db: Pick<Db, "selectFrom">) =>
  db.selectFrom("submissions").where("kind", "=", "newsletter");

export function statusOf(
  row: Pick<SubmissionsTable, "confirmedAt" | "suppressed"> & { status: string },
): SubscriberStatus {
  if (row.suppressed === "bounced" || row.suppressed === "complained") return row.suppressed;
  if (row.status === "archived") return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "pending";
}

/** The rows of `qb` whose state is `status` (the confirmed ones are who a send reaches). */
export function whereSubscriberStatus<O>(
  qb: SelectQueryBuilder<Database, "submissions", O>,
  status: SubscriberStatus,
) {
  if (status === "bounced" || status === "complained") return qb.where("suppressed", "=", status);
  const open = qb.where("suppressed", "is", null);
  if (status === "unsubscribed") return open.where("status", "=", "archived");
  return open
    .where("status", "!=", "archived")
    .where("confirmedAt", status === "confirmed" ? "is not" : "is", null);
}

/** Confirmed subscribers who have not left and whose address is not stopped: who a send reaches. */
export const confirmedSubscribers = (db: Pick<Db, "selectFrom">) =>
  whereSubscriberStatus(subscriberRows(db), "confirmed");
