/**
 * What the dashboard says of donations, read in its loader through the donations service as the
 * signed-in actor: this month's paid totals per currency and how many payments have been pending
 * for longer than the screen's flag. Who may see it is the service's own rule (`donations.manage`).
 */
import { PENDING_FLAG_MINUTES } from "../../../../core/donations.ts";
import type { Actor, DonationsService, DonationTotal } from "../../../../core/services.ts";
import { monthStart } from "./donation-format.ts";

export interface DonationSummary {
  /** The month's first day (UTC), the screen's `from` filter. */
  from: string;
  totals: DonationTotal[];
  /** Pending payments older than PENDING_FLAG_MINUTES. */
  overdue: number;
}

/** The pages of pending payments read at most, newest first, to count the overdue ones. */
const MAX_PAGES = 10;
const PAGE = 100;

export async function donationSummary(
  donations: DonationsService,
  actor: Actor,
  now: string,
): Promise<DonationSummary> {
  const from = monthStart(now);
  const cutoff = Date.parse(now) - PENDING_FLAG_MINUTES * 60_000;
  const [month, overdue] = await Promise.all([
    donations.list(actor, { from, pageSize: 1 }),
    countOverdue(donations, actor, cutoff),
  ]);
  return { from, totals: month.totals, overdue };
}

/**
 * Pending payments created before `cutoff`. The list is newest first, so once a page reaches
 * past the cutoff every later one is older too: the count is the total less the newer ones.
 */
async function countOverdue(donations: DonationsService, actor: Actor, cutoff: number) {
  let newer = 0;
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await donations.list(actor, { status: "pending", page, pageSize: PAGE });
    const recent = list.items.filter((d) => Date.parse(d.createdAt) >= cutoff).length;
    newer += recent;
    total = list.total;
    if (recent < list.items.length || list.items.length < PAGE) break;
  }
  // Past MAX_PAGES of recent ones (never in practice), the rest is counted as overdue.
  return Math.max(0, total - newer);
}
