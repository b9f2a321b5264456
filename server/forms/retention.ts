/** How long visitor submissions are kept (the retention setting) and the daily purge. */
import type { Db } from "../db/index.ts";

export const NEWSLETTER_UNCONFIRMED_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Retention: submissions older than `months` go (0 keeps everything); newsletter sign-ups never
 * confirmed go after seven days. Returns how many rows were deleted.
 */
export async function purgeExpired(db: Db, months: number, now = new Date()) {
  let deleted = 0;
  const unconfirmedBefore = new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_DAYS * DAY_MS);
  const a = await db
    .deleteFrom("submissions")
    .where("kind", "=", "newsletter")
    .where("confirmedAt", "is", null)
    .where("status", "!=", "archived")
    .where("createdAt", "<", unconfirmedBefore.toISOString())
    .executeTakeFirst();
  deleted += Number(a.numDeletedRows);
  if (months > 0) {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
    const b = await db
      .deleteFrom("submissions")
      .where("createdAt", "<", cutoff.toISOString())
      .executeTakeFirst();
    deleted += Number(b.numDeletedRows);
  }
  return deleted;
}
