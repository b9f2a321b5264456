/**
 * Users, database sessions, sign-in rules and two-factor. The cookie carries a random token; the
 * database stores only its hash. Every rule (lockout, idle timeout, password policy, required
 * two-factor) is read from the settings at each check, so a change applies without a restart.
 */
import crypto from "node:crypto";
import { z } from "zod";
import { MESSAGES } from "../../core/constants.ts";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from "../../core/errors.ts";
import { signInInput, signUpInput } from "../../core/schemas.ts";
import type { Actor, Role, SettingsService, User } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { requireAdmin } from "../content/access.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import { currentClient } from "../request-scope.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createThrottle } from "./throttle.ts";
import {
  enrolmentDetails,
  newBackupCodes,
  newTotpSecret,
  consumeBackupCode,
  verifyTotp,
} from "./two-factor.ts";

export const SESSION_COOKIE = "fsid";
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** A session waiting for its two-factor code lives this long. */
const MFA_STAGE_MS = 10 * 60 * 1000;
/** Refresh last-use at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 30 * 1000;
const RESET_TOKEN_MS = 3600 * 1000;

/** active: signed in; mfa: password accepted, code pending; enroll: must set up two-factor first. */
export type SessionStage = "active" | "mfa" | "enroll";

export interface ResolvedSession {
  id: string;
  stage: SessionStage;
  user: User & { twoFactorEnabled: boolean };
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string;
  ipAddress: string;
  current: boolean;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const newToken = () => crypto.randomBytes(32).toString("base64url");

type UserRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  totpEnabled: number | boolean;
};
function toUser(row: UserRow): ResolvedSession["user"] {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === "admin" ? "admin" : "user",
    twoFactorEnabled: Boolean(row.totpEnabled),
  };
}
const publicUser = ({ id, email, name, role }: User): User => ({ id, email, name, role });

export function passwordProblem(
  password: string,
  rules: { passwordMinLength: number; requireStrongPasswords: boolean },
): string | null {
  if (password.length < rules.passwordMinLength)
    return `Password must be at least ${rules.passwordMinLength} characters`;
  if (password.length > 256) return "Password must be at most 256 characters";
  if (rules.requireStrongPasswords) {
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) =>
      r.test(password),
    ).length;
    if (classes < 3)
      return "Password must mix at least three of: lower-case letters, capitals, digits, symbols";
  }
  return null;
}

const codeInput = z.object({ code: z.string().trim().min(1, { error: "Enter the code" }).max(20) });
const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, { error: "Enter your current password" }).max(1024),
  newPassword: z.string().min(1, { error: "Enter a new password" }).max(1024),
});
const disableInput = z.object({
  password: z.string().min(1).max(1024),
  code: z.string().trim().min(1).max(20),
});
const staffInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
  name: z.string().trim().max(120).optional(),
});
const resetConfirmInput = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(1).max(1024),
});

export interface AuthDeps {
  db: Db;
  settings: SettingsService;
  audit: AuditService;
  adminEmails: string[];
}

export function createAuthService({ db, settings, audit, adminEmails }: AuthDeps) {
  const admins = new Set(adminEmails.map((e) => e.toLowerCase()));
  const throttle = createThrottle(db);
  // A hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
  const dummyHash = hashPassword(crypto.randomBytes(16).toString("hex"));
  const security = async () => (await settings.getEffective()).security;

  async function startSession(userId: number, stage: SessionStage) {
    const token = newToken();
    const now = Date.now();
    const client = currentClient();
    await db
      .insertInto("sessions")
      .values({
        id: hashToken(token),
        userId,
        createdAt: new Date(now).toISOString(),
        lastUsedAt: new Date(now).toISOString(),
        expiresAt: new Date(
          now + (stage === "mfa" ? MFA_STAGE_MS : SESSION_MAX_AGE_MS),
        ).toISOString(),
        userAgent: client.userAgent.slice(0, 400),
        ipAddress: client.ip.slice(0, 100),
        stage,
      })
      .execute();
    return token;
  }

  async function createUser(email: string, password: string, name: string, role: Role) {
    const now = nowIso();
    return toUser(
      await db
        .insertInto("users")
        .values({
          email,
          name,
          passwordHash: await hashPassword(password),
          role,
          createdAt: now,
          updatedAt: now,
          totpSecret: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  async function checkPasswordRules(password: string) {
    const problem = passwordProblem(password, await security());
    if (problem) throw badRequest(problem, { password: problem });
  }

  async function userRow(id: number) {
    const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("No such user");
    return row;
  }

  async function lockedError(until: number) {
    const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
    const err = new AppError(
      429,
      `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
    return Object.assign(err, { retryAfterSeconds: Math.ceil((until - Date.now()) / 1000) });
  }

  /** Counts a failed password or code, locking when the settings say so. */
  async function failure(email: string, action: string, actorId: number | null) {
    const rules = await security();
    const locked = await throttle.recordFailure(email, currentClient().ip, rules);
    await audit.record({ id: actorId, email }, action);
    if (locked) {
      await audit.record(
        { id: actorId, email },
        "auth.lockout",
        {},
        { minutes: rules.lockoutDuration },
      );
      throw await lockedError(Date.now() + rules.lockoutDuration * 60_000);
    }
  }

  /** The stage a signed-in user must be in: admins need two-factor when the settings require it. */
  async function stageAfterPassword(user: ResolvedSession["user"]): Promise<SessionStage> {
    if (user.twoFactorEnabled) return "mfa";
    if (user.role === "admin" && (await security()).twoFactorAuth) return "enroll";
    return "active";
  }

  async function resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = await db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.userId")
      .select([
        "users.id",
        "users.email",
        "users.name",
        "users.role",
        "users.totpEnabled",
        "sessions.lastUsedAt",
        "sessions.expiresAt",
        "sessions.stage",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const now = Date.now();
    const rules = await security();
    const lastUsed = Date.parse(row.lastUsedAt);
    if (Date.parse(row.expiresAt) <= now || now - lastUsed > rules.sessionTimeout * 60_000) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
      return { id, stage: "active", user: toUser(row), expired: true } as ResolvedSession & {
        expired: true;
      };
    }
    if (now - lastUsed > TOUCH_INTERVAL_MS) {
      await db
        .updateTable("sessions")
        .set({ lastUsedAt: new Date(now).toISOString() })
        .where("id", "=", id)
        .execute();
    }
    const user = toUser(row);
    let stage = row.stage as SessionStage;
    // Turning on "Require 2FA" applies at once to admins already signed in.
    if (
      stage === "active" &&
      user.role === "admin" &&
      rules.twoFactorAuth &&
      !user.twoFactorEnabled
    )
      stage = "enroll";
    return { id, stage, user };
  }

  /** Replaces the session with a new id (no fixation) in the given stage. */
  async function rotate(session: ResolvedSession, stage: SessionStage) {
    await db.deleteFrom("sessions").where("id", "=", session.id).execute();
    return startSession(session.user.id, stage);
  }

  function requireStage(
    session: ResolvedSession | null,
    ...stages: SessionStage[]
  ): ResolvedSession {
    if (!session || "expired" in session) throw unauthorized();
    if (!stages.includes(session.stage)) throw forbidden("Finish signing in first");
    return session;
  }

  return {
    resolve,

    /** The acting user for a resolved session: only a fully signed-in one acts. */
    actorOf(session: ResolvedSession | null): User | null {
      return session && !("expired" in session) && session.stage === "active"
        ? publicUser(session.user)
        : null;
    },

    async signIn(input: unknown) {
      const { email, password } = parseInput(signInInput, input);
      const until = await throttle.lockedUntil(email, currentClient().ip);
      if (until) {
        await audit.record({ id: null, email }, "auth.sign-in.refused-locked");
        throw await lockedError(until);
      }
      const row = await db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
      if (!row || !ok) {
        await failure(email, "auth.sign-in.failed", row?.id ?? null);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await throttle.recordSuccess(email);
      const user = toUser(row);
      const stage = await stageAfterPassword(user);
      const token = await startSession(user.id, stage);
      await audit.record(user, stage === "active" ? "auth.sign-in" : `auth.sign-in.${stage}`);
      return { user: stage === "mfa" ? null : publicUser(user), stage, token };
    },

    /** Sign-up creates a plain user (SPEC §6); admin rights only through ADMIN_EMAILS or an admin. */
    async signUp(input: unknown) {
      const { email, password, name } = parseInput(signUpInput, input);
      await checkPasswordRules(password);
      const exists = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (exists) throw conflict("An account with this e-mail already exists");
      const role: Role = admins.has(email) ? "admin" : "user";
      const user = await createUser(email, password, name || email.split("@")[0], role);
      const stage = await stageAfterPassword(user);
      await audit.record(user, "auth.sign-up", { type: "user", id: user.id });
      return { user: publicUser(user), stage, token: await startSession(user.id, stage) };
    },

    /** Sign-out scope (SPEC §4): local = this session, others = all but this one, global = all. */
    async signOut(session: ResolvedSession | null, scope: "local" | "others" | "global" = "local") {
      if (!session) return;
      if (scope === "local") await db.deleteFrom("sessions").where("id", "=", session.id).execute();
      else if (scope === "others")
        await db
          .deleteFrom("sessions")
          .where("userId", "=", session.user.id)
          .where("id", "!=", session.id)
          .execute();
      else await db.deleteFrom("sessions").where("userId", "=", session.user.id).execute();
      await audit.record(session.user, "auth.sign-out", {}, { scope });
    },

    /** The code step of sign-in: a TOTP code or a backup code turns an mfa session into an active one. */
    async verifyTwoFactor(session: ResolvedSession | null, input: unknown) {
      const s = requireStage(session, "mfa");
      const { code } = parseInput(codeInput, input);
      const until = await throttle.lockedUntil(s.user.email, currentClient().ip);
      if (until) throw await lockedError(until);
      const row = await userRow(s.user.id);
      const step = row.totpSecret ? verifyTotp(row.totpSecret, code, row.totpLastStep) : null;
      if (step !== null) {
        await db
          .updateTable("users")
          .set({ totpLastStep: step })
          .where("id", "=", row.id)
          .execute();
      } else {
        const remaining = consumeBackupCode(JSON.parse(row.backupCodes) as string[], code);
        if (!remaining) {
          await failure(s.user.email, "auth.two-factor.failed", s.user.id);
          throw unauthorized("Invalid code");
        }
        await db
          .updateTable("users")
          .set({ backupCodes: JSON.stringify(remaining) })
          .where("id", "=", row.id)
          .execute();
        await audit.record(
          s.user,
          "auth.two-factor.backup-code-used",
          {},
          { remaining: remaining.length },
        );
      }
      await throttle.recordSuccess(s.user.email);
      await audit.record(s.user, "auth.sign-in");
      return { user: publicUser(s.user), token: await rotate(s, "active") };
    },

    /** Starts enrolment: a new secret (not active until confirmed), its QR code and manual key. */
    async startEnrolment(session: ResolvedSession | null) {
      const s = requireStage(session, "active", "enroll");
      if (s.user.twoFactorEnabled) throw conflict("Two-factor authentication is already on");
      const secret = newTotpSecret();
      await db
        .updateTable("users")
        .set({ totpSecret: secret })
        .where("id", "=", s.user.id)
        .execute();
      return enrolmentDetails(secret, s.user.email);
    },

    /** Confirms enrolment with a code; returns the 10 backup codes once. */
    async confirmEnrolment(session: ResolvedSession | null, input: unknown) {
      const s = requireStage(session, "active", "enroll");
      const { code } = parseInput(codeInput, input);
      const row = await userRow(s.user.id);
      if (row.totpEnabled) throw conflict("Two-factor authentication is already on");
      const step = row.totpSecret ? verifyTotp(row.totpSecret, code, row.totpLastStep) : null;
      if (step === null)
        throw badRequest("That code is not valid. Check the time on your phone and try again.", {
          code: "Invalid code",
        });
      const { codes, hashes } = newBackupCodes();
      await db
        .updateTable("users")
        .set({
          totpEnabled: 1,
          totpLastStep: step,
          backupCodes: JSON.stringify(hashes),
          updatedAt: nowIso(),
        })
        .where("id", "=", row.id)
        .execute();
      await audit.record(s.user, "auth.two-factor.enabled", { type: "user", id: s.user.id });
      return { backupCodes: codes, token: await rotate(s, "active") };
    },

    async disableTwoFactor(session: ResolvedSession | null, input: unknown) {
      const s = requireStage(session, "active");
      const { password, code } = parseInput(disableInput, input);
      const row = await userRow(s.user.id);
      if (!row.totpEnabled || !row.totpSecret)
        throw conflict("Two-factor authentication is not on");
      const passwordOk = await verifyPassword(row.passwordHash, password);
      const step = verifyTotp(row.totpSecret, code, row.totpLastStep);
      if (!passwordOk || step === null) {
        await failure(s.user.email, "auth.two-factor.disable-failed", s.user.id);
        throw unauthorized("The password or the code is not right");
      }
      await db
        .updateTable("users")
        .set({ totpEnabled: 0, totpSecret: null, backupCodes: "[]", updatedAt: nowIso() })
        .where("id", "=", row.id)
        .execute();
      await audit.record(s.user, "auth.two-factor.disabled", { type: "user", id: s.user.id });
    },

    async listSessions(session: ResolvedSession | null): Promise<SessionInfo[]> {
      const s = requireStage(session, "active");
      const rows = await db
        .selectFrom("sessions")
        .select(["id", "createdAt", "lastUsedAt", "userAgent", "ipAddress"])
        .where("userId", "=", s.user.id)
        .where("stage", "=", "active")
        .orderBy("lastUsedAt", "desc")
        .execute();
      return rows.map((r) => ({ ...r, current: r.id === s.id }));
    },

    async revokeSession(session: ResolvedSession | null, id: string) {
      const s = requireStage(session, "active");
      const result = await db
        .deleteFrom("sessions")
        .where("id", "=", id)
        .where("userId", "=", s.user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound("No such session");
      await audit.record(s.user, "session.revoked", { type: "session", id: id.slice(0, 12) });
    },

    /** A password change ends the user's other sessions. */
    async changePassword(session: ResolvedSession | null, input: unknown) {
      const s = requireStage(session, "active");
      const { currentPassword, newPassword } = parseInput(passwordChangeInput, input);
      const row = await userRow(s.user.id);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        await failure(s.user.email, "auth.password.change-failed", s.user.id);
        throw badRequest("The current password is not right", { currentPassword: "Not right" });
      }
      await checkPasswordRules(newPassword);
      await db
        .updateTable("users")
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: nowIso() })
        .where("id", "=", row.id)
        .execute();
      await db
        .deleteFrom("sessions")
        .where("userId", "=", row.id)
        .where("id", "!=", s.id)
        .execute();
      await audit.record(s.user, "auth.password.changed", { type: "user", id: row.id });
    },

    /** Staff: the admins, managed in the admin area. */
    async listStaff(actor: Actor) {
      requireAdmin(actor);
      return db
        .selectFrom("users")
        .select(["id", "email", "name", "role", "totpEnabled", "createdAt"])
        .where("role", "=", "admin")
        .orderBy("email")
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, totpEnabled: Boolean(r.totpEnabled) })));
    },

    /** Makes an existing user an admin, or creates one with a temporary password shown once. */
    async addStaff(actor: Actor, input: unknown) {
      const by = requireAdmin(actor);
      const { email, name } = parseInput(staffInput, input);
      const existing = await db
        .selectFrom("users")
        .select(["id", "role"])
        .where("email", "=", email)
        .executeTakeFirst();
      let temporaryPassword: string | undefined;
      let id: number;
      if (existing) {
        if (existing.role === "admin") throw conflict(`${email} is already an admin`);
        await db
          .updateTable("users")
          .set({ role: "admin", updatedAt: nowIso() })
          .where("id", "=", existing.id)
          .execute();
        id = existing.id;
      } else {
        temporaryPassword = generatePassword();
        id = (await createUser(email, temporaryPassword, name || email.split("@")[0], "admin")).id;
      }
      await audit.record(by, "staff.added", { type: "user", id }, { email });
      return { id, email, temporaryPassword };
    },

    /** Removes admin rights; the last admin cannot be removed. Their sessions end. */
    async removeStaff(actor: Actor, id: number) {
      const by = requireAdmin(actor);
      const target = await db
        .selectFrom("users")
        .select(["id", "email", "role"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!target || target.role !== "admin") throw notFound("No such admin");
      const { n } = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "admin")
        .executeTakeFirstOrThrow();
      if (Number(n) <= 1) throw conflict("The last admin cannot be removed");
      await db
        .updateTable("users")
        .set({ role: "user", updatedAt: nowIso() })
        .where("id", "=", id)
        .execute();
      await db.deleteFrom("sessions").where("userId", "=", id).execute();
      await audit.record(by, "staff.removed", { type: "user", id }, { email: target.email });
    },

    /** A single-use reset token valid one hour, or null when the e-mail is unknown. */
    async createPasswordReset(email: string) {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
      if (!row) return null;
      const token = newToken();
      await db
        .insertInto("passwordResets")
        .values({
          tokenHash: hashToken(token),
          userId: row.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_MS).toISOString(),
          usedAt: null,
        })
        .execute();
      await audit.record({ id: row.id, email }, "auth.password.reset-requested");
      return token;
    },

    async confirmPasswordReset(input: unknown) {
      const { token, password } = parseInput(resetConfirmInput, input);
      const reset = await db
        .selectFrom("passwordResets")
        .selectAll()
        .where("tokenHash", "=", hashToken(token))
        .executeTakeFirst();
      if (!reset || reset.usedAt || Date.parse(reset.expiresAt) <= Date.now())
        throw badRequest("This reset link is not valid any more. Ask for a new one.");
      await checkPasswordRules(password);
      const user = await userRow(reset.userId);
      await db
        .updateTable("passwordResets")
        .set({ usedAt: nowIso() })
        .where("tokenHash", "=", reset.tokenHash)
        .execute();
      await db
        .updateTable("users")
        .set({ passwordHash: await hashPassword(password), updatedAt: nowIso() })
        .where("id", "=", user.id)
        .execute();
      await db.deleteFrom("sessions").where("userId", "=", user.id).execute();
      await throttle.unlock(user.email);
      await audit.record({ id: user.id, email: user.email }, "auth.password.reset");
    },

    /** First admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else a demo admin with a generated password. */
    async ensureFirstAdmin(first?: { email: string; password: string }) {
      if (admins.size > 0) {
        await db
          .updateTable("users")
          .set({ role: "admin" })
          .where("email", "in", [...admins])
          .execute();
      }
      if (first) {
        const email = first.email.toLowerCase();
        const existing = await db
          .selectFrom("users")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirst();
        if (!existing) await createUser(email, first.password, email.split("@")[0], "admin");
        else
          await db
            .updateTable("users")
            .set({ role: "admin" })
            .where("id", "=", existing.id)
            .execute();
        return { email, created: !existing, password: undefined };
      }
      const anyAdmin = await db
        .selectFrom("users")
        .select("email")
        .where("role", "=", "admin")
        .executeTakeFirst();
      if (anyAdmin) return { email: anyAdmin.email, created: false, password: undefined };
      const email = "admin@foundation.example";
      const password = generatePassword();
      await createUser(email, password, "Admin", "admin");
      return { email, created: true, password };
    },

    /** Command-line reset: always works, ends the user's sessions and lifts a lockout. */
    async setPassword(email: string, password: string) {
      const row = await db
        .updateTable("users")
        .set({ passwordHash: await hashPassword(password), updatedAt: nowIso() })
        .where("email", "=", email.toLowerCase())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await db.deleteFrom("sessions").where("userId", "=", row.id).execute();
      await throttle.unlock(email);
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A strong random password that satisfies the default rules. */
export function generatePassword() {
  const raw = crypto.randomBytes(15).toString("base64url");
  return `${raw}-Aa7`;
}
