/**
 * Fixed-window request counters kept in the database, so several processes share them and they
 * survive restarts.
 */
import { sql } from "kysely";
import { AppError, type RefusalReason } from "../../core/errors.ts";
import type { Db } from "../db/index.ts";

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export class RateLimitError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, undefined, {
      reason: "tooManyRequests" satisfies RefusalReason,
      seconds: retryAfterSeconds,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function createRateLimiter(db: Db) {
  let calls = 0;
  return {
    /** Counts one request for `key`; throws RateLimitError (429) past the limit. */
    async hit(key: string, rule: RateRule, now = Date.now()) {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const row = await db
        .insertInto("rateLimits")
        .values({ key, windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            windowStart: sql<number>`excluded.window_start`,
          }),
        )
        .returning(["count", "windowStart"])
        .executeTakeFirstOrThrow();
      if (++calls % 500 === 0) {
        await db
          .deleteFrom("rateLimits")
          .where("windowStart", "<", now - 24 * 3600 * 1000)
          .execute();
      }
      if (Number(row.count) > rule.limit) {
        throw new RateLimitError(
          Math.max(1, Math.ceil((Number(row.windowStart) + windowMs - now) / 1000)),
        );
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
