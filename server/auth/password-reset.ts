/**
 * Passwords: the change by a signed-in user, the e-mailed reset link, and the operator's reset.
 * A new reset link invalidates the older ones; a link works once, even under parallel requests,
 * because the write that consumes it is conditional and runs in one transaction with the change.
 */
import { z } from "zod";
import { badRequest } from "../../core/errors.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { AccountMail } from "../mail/account-mail.ts";
import type { Lockout } from "./lockout.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { Caller, Sessions } from "./sessions.ts";
import { issueToken, spendToken, voidTokens } from "./single-use-tokens.ts";
import { type PasswordRules, requireGoodPassword, type UserStore } from "./users.ts";

const RESET_TOKEN_MS = 3600 * 1000;

const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, { error: "Enter your current password" }).max(1024),
  newPassword: z.string().min(1, { error: "Enter a new password" }).max(1024),
});
const resetRequestInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
});
const resetConfirmInput = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(1).max(1024),
});

export function createPasswords(deps: {
  db: Db;
  users: UserStore;
  sessions: Sessions;
  lockout: Lockout;
  audit: AuditService;
  mail: AccountMail;
  rules: () => Promise<PasswordRules>;
}) {
  const { db, users, sessions, lockout, audit, mail } = deps;

  /**
   * A single-use reset token valid one hour (older ones die), or null when the e-mail is unknown.
   * `alsoInside` queues the e-mail with it.
   */
  async function issueReset(
    email: string,
    alsoInside?: (trx: Db, token: string) => Promise<void>,
  ): Promise<string | null> {
    const row = await users.byEmail(email);
    if (!row) return null;
    const token = await issueToken(db, "passwordResets", row.id, RESET_TOKEN_MS, alsoInside);
    await audit.record({ id: row.id, email: row.email }, "auth.password.reset-requested");
    return token;
  }

  return {
    issueReset,

    /** Mails a reset link when the address is known; answers the same either way. */
    async requestReset(input: unknown): Promise<void> {
      const { email } = parseInput(resetRequestInput, input);
      const queue = await mail.plan("password-reset", email);
      if (await issueReset(email, queue)) mail.queued();
    },

    async confirmReset(input: unknown) {
      const { token, password } = parseInput(resetConfirmInput, input);
      requireGoodPassword(password, await deps.rules());
      const passwordHash = await hashPassword(password);
      const now = nowIso();
      const user = await db.transaction().execute(async (trx) => {
        const owner = await spendToken(trx, "passwordResets", token);
        if (owner === null) return null;
        const row = await trx
          .updateTable("users")
          .set({ passwordHash, mustChangePassword: 0, updatedAt: now })
          .where("id", "=", owner)
          .returning(["id", "email"])
          .executeTakeFirstOrThrow();
        await voidTokens(trx, "passwordResets", row.id);
        await trx.deleteFrom("sessions").where("userId", "=", row.id).execute();
        return row;
      });
      if (!user)
        throw badRequest(
          "This reset link is not valid any more. Ask for a new one.",
          undefined,
          "resetLinkInvalid",
        );
      await lockout.unlock(user.email);
      await audit.record(user, "auth.password.reset");
    },

    /**
     * A password change ends the user's other sessions. In the `password` stage (a password someone
     * else set) it is the one thing the session may do; then the session gets a new id and acts.
     */
    async change(caller: Caller, input: unknown): Promise<{ token: string | null }> {
      const s = sessions.requireStage(caller, "active", "password");
      const { currentPassword, newPassword } = parseInput(passwordChangeInput, input);
      const row = await users.byId(s.user.id);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        await lockout.fail(s.user.email, "auth.password.change-failed", s.user.id);
        throw badRequest(
          "The current password is not right",
          { currentPassword: "Not right" },
          "currentPasswordWrong",
          { currentPassword: { reason: "notRight" } },
        );
      }
      requireGoodPassword(newPassword, await deps.rules());
      if (s.stage === "password" && newPassword === currentPassword)
        throw badRequest(
          "Choose a password different from the one you were given",
          { newPassword: "Must differ from the current password" },
          "samePassword",
        );
      await db
        .updateTable("users")
        .set({
          passwordHash: await hashPassword(newPassword),
          mustChangePassword: 0,
          updatedAt: nowIso(),
        })
        .where("id", "=", row.id)
        .execute();
      await sessions.endAll(row.id, s.id);
      await audit.record(s.user, "auth.password.changed", { type: "user", id: row.id });
      return { token: s.stage === "password" ? await sessions.rotate(s, "active") : null };
    },

    /**
     * Command-line reset: always works, ends the user's sessions and lifts a lockout. A `temporary`
     * password (one the operator hands over) must be changed at the next sign-in.
     */
    async setByOperator(email: string, password: string, options: { temporary?: boolean } = {}) {
      const row = await db
        .updateTable("users")
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: options.temporary ? 1 : 0,
          updatedAt: nowIso(),
        })
        .where("email", "=", email.toLowerCase())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await sessions.endAll(row.id);
      await lockout.unlock(email);
      return true;
    },
  };
}
