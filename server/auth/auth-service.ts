/**
 * Users and database sessions. The cookie carries a random token; the database stores only its hash.
 * Admin rights come from the users table, bootstrapped from ADMIN_EMAILS.
 */
import crypto from "node:crypto";
import { MESSAGES } from "../../core/constants.ts";
import { badRequest, conflict, unauthorized } from "../../core/errors.ts";
import { signInInput, signUpInput } from "../../core/schemas.ts";
import type { Role, SettingsService, User } from "../../core/services.ts";
import { parseInput } from "../content/validation.ts";
import { nowIso, type Db } from "../db/index.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export const SESSION_COOKIE = "fsid";
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** Refresh last-use at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const newToken = () => crypto.randomBytes(32).toString("base64url");

function toUser(row: { id: number; email: string; name: string; role: string }): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === "admin" ? "admin" : "user",
  };
}

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

export function createAuthService(db: Db, settings: SettingsService, adminEmails: string[]) {
  const admins = new Set(adminEmails.map((e) => e.toLowerCase()));
  // A hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
  const dummyHash = hashPassword(crypto.randomBytes(16).toString("hex"));

  async function startSession(userId: number, client: ClientInfo) {
    const token = newToken();
    const now = new Date();
    await db
      .insertInto("sessions")
      .values({
        id: hashToken(token),
        userId,
        createdAt: now.toISOString(),
        lastUsedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS).toISOString(),
        userAgent: client.userAgent.slice(0, 400),
        ipAddress: client.ip.slice(0, 100),
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
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  return {
    async signIn(input: unknown, client: ClientInfo) {
      const { email, password } = parseInput(signInInput, input);
      const row = await db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
      if (!row || !ok) throw unauthorized(MESSAGES.invalidCredentials);
      const user = toUser(row);
      return { user, token: await startSession(user.id, client) };
    },

    /** Sign-up creates a plain user (SPEC §6); admin rights only through ADMIN_EMAILS or an admin. */
    async signUp(input: unknown, client: ClientInfo) {
      const { email, password, name } = parseInput(signUpInput, input);
      const problem = passwordProblem(password, (await settings.getEffective()).security);
      if (problem) throw badRequest(problem, { password: problem });
      const exists = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (exists) throw conflict("An account with this e-mail already exists");
      const role: Role = admins.has(email) ? "admin" : "user";
      const user = await createUser(email, password, name || email.split("@")[0], role);
      return { user, token: await startSession(user.id, client) };
    },

    async signOut(token: string | undefined) {
      if (!token) return;
      await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
    },

    /** The user behind a session cookie, or null when it is missing, expired or idle too long. */
    async userForToken(token: string | undefined): Promise<User | null> {
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
          "sessions.lastUsedAt",
          "sessions.expiresAt",
        ])
        .where("sessions.id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const now = Date.now();
      const idleLimit = (await settings.getEffective()).security.sessionTimeout * 60_000;
      const lastUsed = Date.parse(row.lastUsedAt);
      if (Date.parse(row.expiresAt) <= now || now - lastUsed > idleLimit) {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
        return null;
      }
      if (now - lastUsed > TOUCH_INTERVAL_MS) {
        await db
          .updateTable("sessions")
          .set({ lastUsedAt: new Date(now).toISOString() })
          .where("id", "=", id)
          .execute();
      }
      return toUser(row);
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

    async setPassword(email: string, password: string) {
      const hash = await hashPassword(password);
      const row = await db
        .updateTable("users")
        .set({ passwordHash: hash, updatedAt: nowIso() })
        .where("email", "=", email.toLowerCase())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await db.deleteFrom("sessions").where("userId", "=", row.id).execute();
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A strong random password that satisfies the default rules (length 20, several classes). */
export function generatePassword() {
  const raw = crypto.randomBytes(15).toString("base64url");
  return `${raw}-Aa7`;
}
