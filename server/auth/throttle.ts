/**
 * Sign-in lockout: after N failures an account is locked for the configured minutes; the client
 * address is locked too once it fails IP_FACTOR times as often (password spraying over accounts).
 * Counters live in the database: they survive restarts and are shared by several processes.
 */
import { sql } from "kysely";
import type { Db } from "../db/index.ts";

export const IP_FACTOR = 3;

export interface LockoutRules {
  loginAttempts: number;
  lockoutDuration: number;
}

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export function createThrottle(db: Db) {
  async function lockedUntil(key: string, now: number): Promise<number | null> {
    const row = await db
      .selectFrom("loginThrottle")
      .select("lockedUntil")
      .where("key", "=", key)
      .executeTakeFirst();
    const until = row?.lockedUntil ? Date.parse(row.lockedUntil) : 0;
    return until > now ? until : null;
  }

  /**
   * Counts one failure and locks the key at the threshold, in two atomic statements: parallel
   * failures each count (no lost update), and exactly the one that reaches the threshold locks.
   */
  async function fail(
    key: string,
    threshold: number,
    rules: LockoutRules,
    now: number,
  ): Promise<boolean> {
    const windowMs = rules.lockoutDuration * 60_000;
    const nowIsoText = new Date(now).toISOString();
    const windowStart = new Date(now - windowMs).toISOString();
    const { failures } = await db
      .insertInto("loginThrottle")
      .values({ key, failures: 1, firstFailureAt: nowIsoText, lockedUntil: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`case when login_throttle.first_failure_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
          firstFailureAt: sql<string>`case when login_throttle.first_failure_at < ${windowStart} then ${nowIsoText} else login_throttle.first_failure_at end`,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    if (failures < threshold) return false;
    const locked = await db
      .updateTable("loginThrottle")
      .set({
        failures: 0,
        firstFailureAt: nowIsoText,
        lockedUntil: new Date(now + windowMs).toISOString(),
      })
      .where("key", "=", key)
      .where("failures", ">=", threshold)
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) > 0;
  }

  return {
    /** When the account or the address is locked: the time it opens again (ms), else null. */
    async lockedUntil(email: string, ip: string, now = Date.now()) {
      const [a, b] = await Promise.all([
        lockedUntil(emailKey(email), now),
        lockedUntil(ipKey(ip), now),
      ]);
      return a || b ? Math.max(a ?? 0, b ?? 0) : null;
    },
    /** Records a failure; returns true when this failure locked the account or the address. */
    async recordFailure(email: string, ip: string, rules: LockoutRules, now = Date.now()) {
      const account = await fail(emailKey(email), rules.loginAttempts, rules, now);
      const address = await fail(ipKey(ip), rules.loginAttempts * IP_FACTOR, rules, now);
      return account || address;
    },
    async recordSuccess(email: string) {
      await db.deleteFrom("loginThrottle").where("key", "=", emailKey(email)).execute();
    },
    /** Lifts a lock (an admin action or a password reset). */
    async unlock(email: string) {
      await db.deleteFrom("loginThrottle").where("key", "=", emailKey(email)).execute();
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
