/**
 * The operator's ways in, outside the admin screens: the first admin at start-up (from the
 * environment, else a demo admin) and `npm run user` (create an account, make one an admin). Each
 * is audited under the name "operator".
 */
import type { Role, User } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { nowIso, type Db } from "../db/index.ts";
import { generatePassword } from "./tokens.ts";
import type { UserStore } from "./users.ts";

const OPERATOR = { id: null, email: "operator" } as const;

export function operatorStaffActions(deps: {
  db: Db;
  users: UserStore;
  audit: AuditService;
  adminEmails: ReadonlySet<string>;
}) {
  const { db, users, audit, adminEmails } = deps;
  return {
    /**
     * Operator: a verified account with the given role (`npm run user -- create`). A `temporary`
     * password must be changed at the first sign-in.
     */
    async createByOperator(
      email: string,
      password: string,
      role: Role,
      options: { temporary?: boolean } = {},
    ): Promise<User> {
      const user = await users.create({
        email: email.toLowerCase(),
        password,
        name: "",
        role,
        verified: true,
        mustChangePassword: options.temporary,
      });
      await audit.record(
        OPERATOR,
        "staff.created-by-operator",
        { type: "user", id: user.id },
        { email: user.email, role, temporary: Boolean(options.temporary) },
      );
      return user;
    },

    /** Operator: makes an existing account an admin (`npm run user -- make-admin`). */
    async makeAdminByOperator(email: string) {
      const row = await db
        .updateTable("users")
        .set({ role: "admin", updatedAt: nowIso() })
        .where("email", "=", email.toLowerCase())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      await audit.record(
        OPERATOR,
        "staff.added",
        { type: "user", id: row.id },
        { email: email.toLowerCase(), role: "admin" },
      );
      return true;
    },

    /**
     * First admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else a demo admin with a generated password.
     * ADMIN_EMAILS addresses become admins only once verified.
     */
    async ensureFirstAdmin(first?: { email: string; password: string; final?: boolean }) {
      if (adminEmails.size > 0) {
        await db
          .updateTable("users")
          .set({ role: "admin" })
          .where("email", "in", [...adminEmails])
          .where("emailVerifiedAt", "is not", null)
          .execute();
      }
      if (first) {
        const email = first.email.toLowerCase();
        const existing = await users.byEmail(email);
        if (!existing)
          await users.create({
            email,
            password: first.password,
            name: "",
            role: "admin",
            verified: true,
            // A password from the environment is known to whoever reads it: changed at first
            // sign-in, unless the operator says it is final (ADMIN_PASSWORD_FINAL=true).
            mustChangePassword: !first.final,
          });
        else
          await db
            .updateTable("users")
            .set({ role: "admin", emailVerifiedAt: existing.emailVerifiedAt ?? nowIso() })
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
      await users.create({ email, password, name: "Admin", role: "admin", verified: true });
      return { email, created: true, password };
    },
  };
}
