/**
 * The two-factor operations of an account: the code step of sign-in, enrolment and switching it off.
 * A TOTP step and a backup code each work once even under parallel requests: the write that
 * consumes them is conditional on the value read, and a write that changed nothing is a refusal.
 */
import { z } from "zod";
import { badRequest, conflict, unauthorized } from "../../core/errors.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { Lockout } from "./lockout.ts";
import { verifyPassword } from "./passwords.ts";
import type { Caller, Sessions } from "./sessions.ts";
import {
  consumeBackupCode,
  enrolmentDetails,
  newBackupCodes,
  newTotpSecret,
  verifyTotp,
} from "./two-factor.ts";
import { publicUser, type UserStore } from "./users.ts";

const codeInput = z.object({ code: z.string().trim().min(1, { error: "Enter the code" }).max(20) });
const disableInput = z.object({
  password: z.string().min(1).max(1024),
  code: z.string().trim().min(1).max(20),
});

export function createTwoFactorSteps(deps: {
  db: Db;
  users: UserStore;
  sessions: Sessions;
  lockout: Lockout;
  audit: AuditService;
}) {
  const { db, users, sessions, lockout, audit } = deps;

  /** Accepts a TOTP step newer than the last one used, once. */
  async function claimStep(userId: number, secret: string, code: string, lastStep: number) {
    const step = verifyTotp(secret, code, lastStep);
    if (step === null) return null;
    const claimed = await db
      .updateTable("users")
      .set({ totpLastStep: step })
      .where("id", "=", userId)
      .where("totpLastStep", "<", step)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0 ? step : null;
  }

  /** Uses a backup code, once: the write only happens if nobody used one in between. */
  async function claimBackupCode(userId: number, stored: string, code: string) {
    const remaining = consumeBackupCode(JSON.parse(stored) as string[], code);
    if (!remaining) return null;
    const claimed = await db
      .updateTable("users")
      .set({ backupCodes: JSON.stringify(remaining) })
      .where("id", "=", userId)
      .where("backupCodes", "=", stored)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0 ? remaining : null;
  }

  return {
    /** The code step of sign-in: a TOTP code or a backup code turns an mfa session into an active one. */
    async verify(caller: Caller, input: unknown) {
      const s = sessions.requireStage(caller, "mfa");
      const { code } = parseInput(codeInput, input);
      await lockout.assertOpen(s.user.email);
      const row = await users.byId(s.user.id);
      const step = row.totpSecret
        ? await claimStep(row.id, row.totpSecret, code, row.totpLastStep)
        : null;
      if (step === null) {
        const remaining = await claimBackupCode(row.id, row.backupCodes, code);
        if (!remaining) {
          await lockout.fail(s.user.email, "auth.two-factor.failed", s.user.id);
          throw unauthorized("Invalid code", "invalidCode");
        }
        await audit.record(
          s.user,
          "auth.two-factor.backup-code-used",
          {},
          { remaining: remaining.length },
        );
      }
      await lockout.succeed(s.user.email);
      await audit.record(s.user, "auth.sign-in");
      return { user: publicUser(s.user), token: await sessions.rotate(s, "active") };
    },

    /** Starts enrolment: a new secret (not active until confirmed), its QR code and manual key. */
    async startEnrolment(caller: Caller) {
      const s = sessions.requireStage(caller, "active", "enroll");
      const secret = newTotpSecret();
      const started = await db
        .updateTable("users")
        .set({ totpSecret: secret })
        .where("id", "=", s.user.id)
        .where("totpEnabled", "=", 0)
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) === 0)
        throw conflict("Two-factor authentication is already on", { reason: "twoFactorOn" });
      return enrolmentDetails(secret, s.user.email);
    },

    /** Confirms enrolment with a code; returns the 10 backup codes once. */
    async confirmEnrolment(caller: Caller, input: unknown) {
      const s = sessions.requireStage(caller, "active", "enroll");
      const { code } = parseInput(codeInput, input);
      const row = await users.byId(s.user.id);
      if (row.totpEnabled)
        throw conflict("Two-factor authentication is already on", { reason: "twoFactorOn" });
      const step = row.totpSecret ? verifyTotp(row.totpSecret, code, row.totpLastStep) : null;
      if (step === null)
        throw badRequest(
          "That code is not valid. Check the time on your phone and try again.",
          { code: "Invalid code" },
          "codeNotValid",
        );
      const { codes, hashes } = newBackupCodes();
      const enabled = await db
        .updateTable("users")
        .set({
          totpEnabled: 1,
          totpLastStep: step,
          backupCodes: JSON.stringify(hashes),
          updatedAt: nowIso(),
        })
        .where("id", "=", row.id)
        .where("totpEnabled", "=", 0)
        .where("totpSecret", "=", row.totpSecret)
        .executeTakeFirst();
      if (Number(enabled.numUpdatedRows) === 0)
        throw conflict("Two-factor authentication is already on", { reason: "twoFactorOn" });
      await audit.record(s.user, "auth.two-factor.enabled", { type: "user", id: s.user.id });
      return { backupCodes: codes, token: await sessions.rotate(s, "active") };
    },

    async disable(caller: Caller, input: unknown) {
      const s = sessions.requireStage(caller, "active");
      const { password, code } = parseInput(disableInput, input);
      const row = await users.byId(s.user.id);
      if (!row.totpEnabled || !row.totpSecret)
        throw conflict("Two-factor authentication is not on", { reason: "twoFactorOff" });
      const passwordOk = await verifyPassword(row.passwordHash, password);
      const step = passwordOk
        ? await claimStep(row.id, row.totpSecret, code, row.totpLastStep)
        : null;
      if (!passwordOk || step === null) {
        await lockout.fail(s.user.email, "auth.two-factor.disable-failed", s.user.id);
        throw unauthorized("The password or the code is not right", "passwordOrCode");
      }
      await db
        .updateTable("users")
        .set({ totpEnabled: 0, totpSecret: null, backupCodes: "[]", updatedAt: nowIso() })
        .where("id", "=", row.id)
        .execute();
      await audit.record(s.user, "auth.two-factor.disabled", { type: "user", id: s.user.id });
    },
  };
}
