/** The users table as the auth modules see it: rows, the public shape, creation and password rules. */
import type { Selectable } from "kysely";
import { isLocale, ROLES } from "../../core/constants.ts";
import type { StaffLanguage } from "../../core/staff-language.ts";
import { badRequest, type FieldRefusal, notFound } from "../../core/errors.ts";
import type { Role, User } from "../../core/services.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { UsersTable } from "../db/schema.ts";
import { hashPassword } from "./passwords.ts";

export type UserRow = Selectable<UsersTable>;
export type AuthUser = User & { twoFactorEnabled: boolean; mustChangePassword: boolean };

/** A stored role as a known one; anything else is a plain account. */
export const roleOf = (stored: string): Role =>
  (ROLES as readonly string[]).includes(stored) ? (stored as Role) : "user";

/** A stored language as a known one; anything else (and null) follows the browser. */
export const languageOf = (stored: string | null): StaffLanguage =>
  isLocale(stored) ? stored : null;

export interface PasswordRules {
  passwordMinLength: number;
  requireStrongPasswords: boolean;
}

export function toUser(
  row: Pick<
    UserRow,
    "id" | "email" | "name" | "role" | "language" | "totpEnabled" | "mustChangePassword"
  >,
): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row.role),
    language: languageOf(row.language),
    twoFactorEnabled: Boolean(row.totpEnabled),
    mustChangePassword: Boolean(row.mustChangePassword),
  };
}

export const publicUser = ({ id, email, name, role, language }: User): User => ({
  id,
  email,
  name,
  role,
  language,
});

/** What is wrong with a new password, in English and as a code (core/errors.ts), or null. */
export function passwordProblem(
  password: string,
  rules: PasswordRules,
): { message: string; field: FieldRefusal } | null {
  const min = rules.passwordMinLength;
  if (password.length < min)
    return {
      message: `Password must be at least ${min} characters`,
      field: { reason: "passwordTooShort", values: { min } },
    };
  if (password.length > 256)
    return {
      message: "Password must be at most 256 characters",
      field: { reason: "passwordTooLong", values: { max: 256 } },
    };
  if (rules.requireStrongPasswords) {
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) =>
      r.test(password),
    ).length;
    if (classes < 3)
      return {
        message:
          "Password must mix at least three of: lower-case letters, capitals, digits, symbols",
        field: { reason: "passwordWeak" },
      };
  }
  return null;
}

export function requireGoodPassword(password: string, rules: PasswordRules, field = "password") {
  const problem = passwordProblem(password, rules);
  if (problem)
    throw badRequest(problem.message, { [field]: problem.message }, "weakPassword", {
      [field]: problem.field,
    });
}

/** Stored for an account without a password: no argon2 hash, so no password ever matches it. */
export const NO_PASSWORD = "!";

export function createUserStore(db: Db) {
  return {
    /** A new account; `password` null: none usable yet (an invitation sets it). */
    async create(input: {
      email: string;
      password: string | null;
      name: string;
      role: Role;
      verified: boolean;
      mustChangePassword?: boolean;
      /** The staff e-mails' and admin's language; none: the browser's. */
      language?: StaffLanguage;
    }): Promise<AuthUser> {
      const now = nowIso();
      const row = await db
        .insertInto("users")
        .values({
          email: input.email,
          name: input.name || input.email.split("@")[0],
          passwordHash: input.password === null ? NO_PASSWORD : await hashPassword(input.password),
          mustChangePassword: input.mustChangePassword ? 1 : 0,
          role: input.role,
          createdAt: now,
          updatedAt: now,
          totpSecret: null,
          emailVerifiedAt: input.verified ? now : null,
          language: input.language ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },
    async byId(id: number): Promise<UserRow> {
      const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound("No such user");
      return row;
    },
    byEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
    },
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
