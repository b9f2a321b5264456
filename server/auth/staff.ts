/**
 * Staff: the admins, managed in the admin area, and the operator's ways in (first admin at start-up,
 * `npm run user`). The last admin can never lose the role: the count and the change happen in one
 * transaction that locks the admin rows (PostgreSQL) or holds the only connection (SQLite).
 */
import { z } from "zod";
import { conflict, notFound } from "../../core/errors.ts";
import type { Role } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { requireAdmin } from "../content/access.ts";
import { parseInput } from "../content/validation.ts";
import { isPostgres, nowIso, type Db } from "../db/index.ts";
import type { Caller, Sessions } from "./sessions.ts";
import { generatePassword } from "./tokens.ts";
import type { UserStore } from "./users.ts";

const staffInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
  name: z.string().trim().max(120).optional(),
});

export function createStaff(deps: {
  db: Db;
  users: UserStore;
  sessions: Sessions;
  audit: AuditService;
  adminEmails: ReadonlySet<string>;
}) {
  const { db, users, sessions, audit, adminEmails } = deps;
  const actor = (caller: Caller) => requireAdmin(sessions.actorOf(caller));

  return {
    async list(caller: Caller) {
      actor(caller);
      const rows = await db
        .selectFrom("users")
        .select(["id", "email", "name", "role", "totpEnabled", "createdAt"])
        .where("role", "=", "admin")
        .orderBy("email")
        .execute();
      return rows.map((r) => ({ ...r, totpEnabled: Boolean(r.totpEnabled) }));
    },

    /** Makes an existing user an admin, or creates one with a temporary password shown once. */
    async add(caller: Caller, input: unknown) {
      const by = actor(caller);
      const { email, name } = parseInput(staffInput, input);
      const existing = await users.byEmail(email);
      let temporaryPassword: string | undefined;
      let id: number;
      if (existing) {
        const promoted = await db
          .updateTable("users")
          .set({ role: "admin", emailVerifiedAt: existing.emailVerifiedAt ?? nowIso() })
          .where("id", "=", existing.id)
          .where("role", "!=", "admin")
          .executeTakeFirst();
        if (Number(promoted.numUpdatedRows) === 0) throw conflict(`${email} is already an admin`);
        id = existing.id;
      } else {
        temporaryPassword = generatePassword();
        // An admin vouches for the address they typed.
        id = (
          await users.create({
            email,
            password: temporaryPassword,
            name: name ?? "",
            role: "admin",
            verified: true,
          })
        ).id;
      }
      await audit.record(by, "staff.added", { type: "user", id }, { email });
      return { id, email, temporaryPassword };
    },

    /** Removes admin rights; the last admin cannot be removed. Their sessions end. */
    async remove(caller: Caller, id: number) {
      const by = actor(caller);
      const removed = await db.transaction().execute(async (trx) => {
        let admins = trx.selectFrom("users").select(["id", "email"]).where("role", "=", "admin");
        if (isPostgres(db)) admins = admins.forUpdate();
        const rows = await admins.execute();
        const target = rows.find((r) => r.id === id);
        if (!target) throw notFound("No such admin");
        if (rows.length <= 1) throw conflict("The last admin cannot be removed");
        await trx
          .updateTable("users")
          .set({ role: "user", updatedAt: nowIso() })
          .where("id", "=", id)
          .execute();
        await trx.deleteFrom("sessions").where("userId", "=", id).execute();
        return target;
      });
      await audit.record(by, "staff.removed", { type: "user", id }, { email: removed.email });
    },

    /** Operator: a verified account with the given role (`npm run user -- create`). */
    async createByOperator(email: string, password: string, role: Role) {
      const user = await users.create({
        email: email.toLowerCase(),
        password,
        name: "",
        role,
        verified: true,
      });
      await audit.record(
        { id: null, email: "operator" },
        "staff.created-by-operator",
        {
          type: "user",
          id: user.id,
        },
        { email: user.email, role },
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
        { id: null, email: "operator" },
        "staff.added",
        {
          type: "user",
          id: row.id,
        },
        { email: email.toLowerCase() },
      );
      return true;
    },

    /**
     * First admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else a demo admin with a generated password.
     * ADMIN_EMAILS addresses become admins only once verified.
     */
    async ensureFirstAdmin(first?: { email: string; password: string }) {
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
