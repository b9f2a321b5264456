/**
 * Sign-in lockout: after N failures an account is locked for the configured minutes; the client
 * address is locked too once it fails IP_FACTOR times as often (password spraying over accounts).
 * Counters live in the database: they survive restarts and are shared by several processes.
 */
import { nowIso, type Db } from "../db/index.ts";

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

  async function fail(
    key: string,
    threshold: number,
    rules: LockoutRules,
    now: number,
  ): Promise<boolean> {
    const windowMs = rules.lockoutDuration * 60_000;
    const row = await db
      .selectFrom("loginThrottle")
      .selectAll()
      .where("key", "=", key)
      .executeTakeFirst();
    const fresh = !row || now - Date.parse(row.firstFailureAt) > windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const locked = failures >= threshold;
    const values = {
      failures: locked ? 0 : failures,
      firstFailureAt: fresh || locked ? new Date(now).toISOString() : row.firstFailureAt,
      lockedUntil: locked ? new Date(now + windowMs).toISOString() : (row?.lockedUntil ?? null),
    };
    await db
      .insertInto("loginThrottle")
      .values({ key, ...values })
      .onConflict((oc) => oc.column("key").doUpdateSet(values))
      .execute();
    return locked;
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
      return nowIso();
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
