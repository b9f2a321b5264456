/**
 * Sign-up, e-mail verification and sign-in. Sign-up answers the same whether or not the address is
 * known (the owner of a known one gets a warning e-mail instead); an account signs in only once its
 * address is verified, and an ADMIN_EMAILS address becomes admin only then.
 */
import { z } from "zod";
import { isStaffRole } from "../../core/access.ts";
import { MESSAGES } from "../../core/constants.ts";
import { badRequest, forbidden, unauthorized } from "../../core/errors.ts";
import { signInInput, signUpInput } from "../../core/schemas.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { AccountMail } from "../mail/account-mail.ts";
import type { NewAccountNotices } from "../mail/staff-reports.ts";
import type { Lockout } from "./lockout.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { SessionStage, Sessions } from "./sessions.ts";
import { issueToken, spendToken } from "./single-use-tokens.ts";
import {
  type AuthUser,
  type PasswordRules,
  publicUser,
  requireGoodPassword,
  toUser,
  type UserStore,
} from "./users.ts";

const VERIFY_TOKEN_MS = 24 * 3600 * 1000;
const tokenInput = z.object({ token: z.string().min(10).max(200) });

export function createSignIn(deps: {
  db: Db;
  users: UserStore;
  sessions: Sessions;
  lockout: Lockout;
  audit: AuditService;
  mail: AccountMail;
  adminEmails: ReadonlySet<string>;
  rules: () => Promise<PasswordRules & { twoFactorAuth: boolean }>;
  newAccountNotices: NewAccountNotices;
}) {
  const { db, users, sessions, lockout, audit, mail, adminEmails } = deps;
  // A hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
  const dummyHash = hashPassword("not-a-password-of-anyone");

  /** The stage a signed-in user must be in: staff need two-factor when the settings require it. */
  async function stageAfterPassword(user: AuthUser): Promise<SessionStage> {
    if (user.twoFactorEnabled) return "mfa";
    if (isStaffRole(user.role) && (await deps.rules()).twoFactorAuth) return "enroll";
    return "active";
  }

  /** A new single-use verification link mailed to the user (queued with it); older ones stop working. */
  async function mailVerification(userId: number, email: string) {
    const queue = await mail.plan("verify-email", email);
    await issueToken(db, "emailVerifications", userId, VERIFY_TOKEN_MS, queue);
    mail.queued();
  }

  return {
    stageAfterPassword,

    async signIn(input: unknown) {
      const { email, password } = parseInput(signInInput, input);
      await lockout.assertOpen(email, "auth.sign-in.refused-locked");
      const row = await users.byEmail(email);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
      if (!row || !ok) {
        await lockout.fail(email, "auth.sign-in.failed", row?.id ?? null);
        throw unauthorized(MESSAGES.invalidCredentials, "invalidCredentials");
      }
      await lockout.succeed(email);
      if (!row.emailVerifiedAt) {
        // Only someone who knows the password learns this; a fresh link is on its way.
        await mailVerification(row.id, row.email);
        throw forbidden(
          "Confirm your e-mail address first: we have sent you a new link.",
          "emailUnconfirmed",
        );
      }
      const user = toUser(row);
      const stage = await stageAfterPassword(user);
      const token = await sessions.start(user.id, stage);
      await audit.record(user, stage === "active" ? "auth.sign-in" : `auth.sign-in.${stage}`);
      // An active session of an account whose password someone else set acts only once it is changed.
      const seen: SessionStage = stage === "active" && user.mustChangePassword ? "password" : stage;
      return { user: stage === "mfa" ? null : publicUser(user), stage: seen, token };
    },

    /**
     * Sign-up creates an unverified plain user and mails a verification link. The answer
     * never says whether the address was known; its owner gets a warning e-mail instead.
     */
    async signUp(input: unknown): Promise<void> {
      const { email, password, name } = parseInput(signUpInput, input);
      requireGoodPassword(password, await deps.rules());
      const existing = await users.byEmail(email);
      if (existing) {
        await hashPassword(password); // the same work as a creation, so timing tells nothing
        await mail.send("sign-up-attempt", email);
        await audit.record({ id: existing.id, email }, "auth.sign-up.known-address");
        return;
      }
      let user: AuthUser;
      try {
        user = await users.create({
          email,
          password,
          name: name ?? "",
          role: "user",
          verified: false,
        });
      } catch (err) {
        // A parallel sign-up with the same address won the insert: answer as for a known address.
        if (await users.byEmail(email)) return;
        throw err;
      }
      await mailVerification(user.id, email);
      await audit.record(user, "auth.sign-up", { type: "user", id: user.id });
    },

    /** Consumes a verification link once; an ADMIN_EMAILS address becomes admin now. */
    async verifyEmail(input: unknown) {
      const { token } = parseInput(tokenInput, input);
      const now = nowIso();
      const notifyStaff = await deps.newAccountNotices.plan();
      let noticeQueued = false;
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await spendToken(trx, "emailVerifications", token);
        if (owner === null) return null;
        const row = await trx
          .selectFrom("users")
          .select(["email", "name", "emailVerifiedAt"])
          .where("id", "=", owner)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("users")
          .set({
            emailVerifiedAt: row.emailVerifiedAt ?? now,
            updatedAt: now,
            ...(adminEmails.has(row.email) ? { role: "admin" } : {}),
          })
          .where("id", "=", owner)
          .execute();
        if (!row.emailVerifiedAt) noticeQueued = await notifyStaff(trx, row);
        return owner;
      });
      if (noticeQueued) deps.newAccountNotices.queued();
      if (userId === null)
        throw badRequest(
          "This confirmation link is not valid any more. Sign in to get a new one.",
          undefined,
          "confirmationLinkInvalid",
        );
      const user = toUser(await users.byId(userId));
      await audit.record(user, "auth.email-verified", { type: "user", id: user.id });
      return { email: user.email };
    },
  };
}
