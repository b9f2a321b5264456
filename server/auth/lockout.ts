/** Sign-in lockout as the auth modules use it: check, count a failure (audited), clear on success. */
import type { AuditAction } from "../../core/audit-actions.ts";
import { refused } from "../../core/errors.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { currentClient } from "../request-scope.ts";
import type { LockoutRules, Throttle } from "./throttle.ts";

export function lockedError(until: number) {
  const seconds = Math.ceil((until - Date.now()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const err = refused(
    429,
    "locked",
    `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { values: { minutes } },
  );
  return Object.assign(err, { retryAfterSeconds: seconds });
}

export function createLockout(deps: {
  throttle: Throttle;
  audit: AuditService;
  rules: () => Promise<LockoutRules>;
}) {
  const { throttle, audit } = deps;
  return {
    /** Throws 429 while the account or the client address is locked. */
    async assertOpen(email: string, auditAction?: AuditAction) {
      const until = await throttle.lockedUntil(email, currentClient().ip);
      if (!until) return;
      if (auditAction) await audit.record({ id: null, email }, auditAction);
      throw lockedError(until);
    },
    /** Counts a failed password or code; throws 429 when this failure locked the account. */
    async fail(email: string, action: AuditAction, actorId: number | null) {
      const rules = await deps.rules();
      const locked = await throttle.recordFailure(email, currentClient().ip, rules);
      await audit.record({ id: actorId, email }, action);
      if (locked) {
        await audit.record(
          { id: actorId, email },
          "auth.lockout",
          {},
          { minutes: rules.lockoutDuration },
        );
        throw lockedError(Date.now() + rules.lockoutDuration * 60_000);
      }
    },
    succeed: (email: string) => throttle.recordSuccess(email),
    unlock: (email: string) => throttle.unlock(email),
  };
}
export type Lockout = ReturnType<typeof createLockout>;
