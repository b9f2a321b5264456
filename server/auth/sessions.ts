/**
 * Database sessions. The cookie carries a random token; the database stores only its hash. A caller
 * identifies itself to every auth operation by its resolved session (`Caller`), nothing else.
 */
import { isStaffRole } from "../../core/access.ts";
import { forbidden, notFound, unauthorized } from "../../core/errors.ts";
import type { User } from "../../core/services.ts";
import type { SessionInfo } from "../../core/account-security.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import { currentClient } from "../request-scope.ts";
import { hashToken, newToken } from "./tokens.ts";
import { type AuthUser, publicUser, toUser } from "./users.ts";

export const SESSION_COOKIE = "fsid";
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** A session waiting for its two-factor code lives this long. */
const MFA_STAGE_MS = 10 * 60 * 1000;
/** Refresh last-use at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 30 * 1000;

/**
 * active: signed in; mfa: password accepted, code pending; enroll: must set up two-factor first;
 * password: must choose a new password first (it was set by someone else). `password` is never
 * stored: an active session is seen in it while the account's `must_change_password` flag is set.
 */
export type SessionStage = "active" | "mfa" | "enroll" | "password";

export interface SignedInSession {
  kind: "signed-in";
  id: string;
  stage: SessionStage;
  user: AuthUser;
}
/** The cookie named a session that ended by idleness or age (the sign-in screen says so). */
export interface ExpiredSession {
  kind: "expired";
  id: string;
}
export type Session = SignedInSession | ExpiredSession;
/** Who is calling an auth operation: a resolved session, or null without a (known) cookie. */
export type Caller = Session | null;

interface SessionRules {
  sessionTimeout: number;
  twoFactorAuth: boolean;
}

export function createSessions(deps: {
  db: Db;
  audit: AuditService;
  rules: () => Promise<SessionRules>;
}) {
  const { db, audit } = deps;

  async function start(userId: number, stage: SessionStage) {
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

  function requireStage(caller: Caller, ...stages: SessionStage[]): SignedInSession {
    if (!caller || caller.kind !== "signed-in") throw unauthorized();
    if (!stages.includes(caller.stage)) throw forbidden("Finish signing in first", "finishSignIn");
    return caller;
  }

  return {
    start,
    requireStage,

    async resolve(token: string | undefined): Promise<Session | null> {
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
          "users.language",
          "users.totpEnabled",
          "users.mustChangePassword",
          "sessions.lastUsedAt",
          "sessions.expiresAt",
          "sessions.stage",
        ])
        .where("sessions.id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const now = Date.now();
      const rules = await deps.rules();
      const lastUsed = Date.parse(row.lastUsedAt);
      if (Date.parse(row.expiresAt) <= now || now - lastUsed > rules.sessionTimeout * 60_000) {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
        return { kind: "expired", id };
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
      // A password someone else set is changed before anything else.
      if (stage === "active" && user.mustChangePassword) stage = "password";
      // Turning on "Require 2FA" applies at once to staff already signed in.
      else if (
        stage === "active" &&
        isStaffRole(user.role) &&
        rules.twoFactorAuth &&
        !user.twoFactorEnabled
      )
        stage = "enroll";
      return { kind: "signed-in", id, stage, user };
    },

    /** The acting user: only a fully signed-in session acts. */
    actorOf(caller: Caller): User | null {
      return caller?.kind === "signed-in" && caller.stage === "active"
        ? publicUser(caller.user)
        : null;
    },

    /** Replaces the session with a new id (no fixation) in the given stage. */
    async rotate(session: SignedInSession, stage: SessionStage) {
      await db.deleteFrom("sessions").where("id", "=", session.id).execute();
      return start(session.user.id, stage);
    },

    /** Ends every session of a user, or all but one. */
    async endAll(userId: number, except?: string) {
      let q = db.deleteFrom("sessions").where("userId", "=", userId);
      if (except) q = q.where("id", "!=", except);
      await q.execute();
    },

    /** Sign-out scope: local = this session, others = all but this one, global = all. */
    async signOut(caller: Caller, scope: "local" | "others" | "global" = "local") {
      if (!caller) return;
      if (caller.kind === "expired" || scope === "local") {
        await db.deleteFrom("sessions").where("id", "=", caller.id).execute();
        if (caller.kind === "expired") return;
      } else {
        await this.endAll(caller.user.id, scope === "others" ? caller.id : undefined);
      }
      await audit.record(caller.user, "auth.sign-out", {}, { scope });
    },

    async list(caller: Caller): Promise<SessionInfo[]> {
      const s = requireStage(caller, "active");
      const rows = await db
        .selectFrom("sessions")
        .select(["id", "createdAt", "lastUsedAt", "userAgent", "ipAddress"])
        .where("userId", "=", s.user.id)
        .where("stage", "=", "active")
        .orderBy("lastUsedAt", "desc")
        .execute();
      return rows.map((r) => ({ ...r, current: r.id === s.id }));
    },

    async revoke(caller: Caller, id: string) {
      const s = requireStage(caller, "active");
      const result = await db
        .deleteFrom("sessions")
        .where("id", "=", id)
        .where("userId", "=", s.user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound("No such session");
      await audit.record(s.user, "session.revoked", { type: "session", id: id.slice(0, 12) });
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
