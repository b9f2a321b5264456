/**
 * News views, counted once per visitor and day: the article page asks for a 1 × 1 image
 * (it works without JavaScript and through the page cache); the first request of a visitor on a day
 * inserts a row and adds one to the article's `views`, in one transaction, so repeated requests and
 * parallel ones count once. The visitor is a hash of the day, address and browser: nothing that
 * identifies a person is stored, and rows older than two days are deleted.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/index.ts";

export const VIEW_PIXEL = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

export function visitorKey(day: string, address: string, userAgent: string) {
  return createHash("sha256")
    .update(`${day}\n${address}\n${userAgent}`)
    .digest("base64url")
    .slice(0, 32);
}

export function createNewsViews(db: Db) {
  return {
    /** Counts a view of a published article; false when it was counted already today or is not public. */
    async record(articleId: number, address: string, userAgent: string, now = new Date()) {
      const day = now.toISOString().slice(0, 10);
      const visitor = visitorKey(day, address, userAgent);
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("newsViews")
          .columns(["articleId", "day", "visitor"])
          .expression((eb) =>
            eb
              .selectFrom("newsArticles")
              .select(["id", sql<string>`${day}`.as("day"), sql<string>`${visitor}`.as("visitor")])
              .where("id", "=", articleId)
              .where("status", "=", "published")
              .where("deletedAt", "is", null),
          )
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable("newsArticles")
          .set((eb) => ({ views: eb("views", "+", 1) }))
          .where("id", "=", articleId)
          .execute();
        return true;
      });
    },
    /** Drops the rows of days that can no longer repeat (kept two days for time zones). */
    async purge(now = new Date()) {
      const cutoff = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
      await db.deleteFrom("newsViews").where("day", "<", cutoff).execute();
    },
  };
}
export type NewsViews = ReturnType<typeof createNewsViews>;
