/**
 * Staff: the accounts with a staff role (admin, editor, author: core/access.ts), managed by admins,
 * and the operator's ways in (first admin at start-up, `npm run user`: staff-operator.ts).
 *
 * - An admin invites a colleague by e-mail with a role: the account is created without a usable
 *   password and a single-use link (7 days) lets them choose their own. No password is ever shown.
 * - The last admin can never lose the role (demotion or removal): the count and the change happen in
 *   one transaction that locks the admin rows (PostgreSQL) or holds the only connection (SQLite).
 */
import { z } from "zod";
import { bylineOf, isStaffRole, requirePermission } from "../../core/access.ts";
import { ROLES, STAFF_ROLES } from "../../core/constants.ts";
import { badRequest, conflict, notFound } from "../../core/errors.ts";
import type { Role } from "../../core/services.ts";
import type { InvitationDelivery, StaffMember } from "../../core/staff-service.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { isPostgres, nowIso, type Db } from "../db/index.ts";
import { type AccountMail, accountLinkPath } from "../mail/account-mail.ts";
import { hashPassword } from "./passwords.ts";
import type { Caller, Sessions } from "./sessions.ts";
import { operatorStaffActions } from "./staff-operator.ts";
import { issueToken, spendToken, voidTokens } from "./single-use-tokens.ts";
import {
  languageOf,
  type PasswordRules,
  requireGoodPassword,
  roleOf,
  type UserStore,
} from "./users.ts";

/** How long an invitation link works. */
export const INVITATION_MS = 7 * 24 * 3600 * 1000;
export const LAST_ADMIN_MESSAGE = "The last admin cannot be removed or lose the admin role";

const inviteInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
  name: z.string().trim().max(120).optional(),
  role: z.enum(STAFF_ROLES, { error: "Choose a role: admin, editor or author" }).default("editor"),
});
const roleInput = z.object({
  role: z.enum(ROLES, { error: "Choose a role: admin, editor, author or user" }),
});
const acceptInput = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(1).max(1024),
});

export function createStaff(deps: {
  db: Db;
  users: UserStore;
  sessions: Sessions;
  audit: AuditService;
  mail: AccountMail;
  adminEmails: ReadonlySet<string>;
  rules: () => Promise<PasswordRules>;
}) {
  const { db, users, sessions, audit, mail } = deps;
  const admin = (caller: Caller) => requirePermission(sessions.actorOf(caller), "staff.manage");

  /**
   * Gives the account `role`. Refused (409) when it would leave no admin: the admin rows are read and
   * changed in one transaction, with the rows locked on PostgreSQL, so parallel demotions of the
   * last two admins cannot both succeed. A change away from staff ends the account's sessions.
   */
  async function changeRole(id: number, role: Role) {
    return db.transaction().execute(async (trx) => {
      let rows = trx
        .selectFrom("users")
        .select(["id", "email", "role"])
        .where((eb) => eb.or([eb("role", "=", "admin"), eb("id", "=", id)]))
        // One lock order for every transaction, so parallel changes wait instead of deadlocking.
        .orderBy("id");
      if (isPostgres(db)) rows = rows.forUpdate();
      const found = await rows.execute();
      const target = found.find((r) => r.id === id);
      if (!target) throw notFound("No such account");
      const from = roleOf(target.role);
      if (from === role) return { email: target.email, from, changed: false };
      const admins = found.filter((r) => r.role === "admin").length;
      if (from === "admin" && admins <= 1)
        throw conflict(LAST_ADMIN_MESSAGE, { reason: "lastAdmin" });
      await trx
        .updateTable("users")
        .set({ role, updatedAt: nowIso() })
        .where("id", "=", id)
        .where("role", "=", target.role)
        .execute();
      if (!isStaffRole(role)) {
        await trx.deleteFrom("sessions").where("userId", "=", id).execute();
        await voidTokens(trx, "invitations", id);
      }
      return { email: target.email, from, changed: true };
    });
  }

  /**
   * A new invitation link (older ones stop working), its e-mail queued with it. While mail is not
   * configured the answer carries the link, for the admin to hand over: it is not mailed then.
   */
  async function sendInvitation(
    userId: number,
    email: string,
    role: Role,
  ): Promise<InvitationDelivery> {
    const queue = await mail.plan("invitation", email, { role });
    const mailed = await mail.configured();
    const token = await issueToken(db, "invitations", userId, INVITATION_MS, queue);
    mail.queued();
    return mailed ? { mailed } : { mailed, link: accountLinkPath("invitation", token) };
  }

  return {
    async list(caller: Caller): Promise<StaffMember[]> {
      admin(caller);
      const rows = await db
        .selectFrom("users")
        .select([
          "id",
          "email",
          "name",
          "role",
          "language",
          "totpEnabled",
          "emailVerifiedAt",
          "createdAt",
        ])
        .where("role", "in", [...STAFF_ROLES])
        .orderBy("email")
        .execute();
      return rows.map(({ emailVerifiedAt, ...r }) => ({
        ...r,
        role: roleOf(r.role),
        language: languageOf(r.language),
        totpEnabled: Boolean(r.totpEnabled),
        pending: emailVerifiedAt === null,
      }));
    },

    /** The names staff sign stories with, for admins and editors to pick a story's author. */
    async bylines(caller: Caller): Promise<string[]> {
      requirePermission(sessions.actorOf(caller), "content.manage");
      const rows = await db
        .selectFrom("users")
        .select(["email", "name"])
        .where("role", "in", [...STAFF_ROLES])
        .where("emailVerifiedAt", "is not", null)
        .execute();
      return [...new Set(rows.map((r) => bylineOf({ name: r.name ?? "", email: r.email })))].sort(
        (a, b) => a.localeCompare(b),
      );
    },

    /**
     * Invites a colleague with a role. A new address gets an account without a usable password and
     * an e-mailed single-use link (7 days) to choose one; an existing plain account gets the role
     * (and, if its address is not confirmed yet, the link). Staff already: 409.
     */
    async invite(caller: Caller, input: unknown) {
      const by = admin(caller);
      const { email, name, role } = parseInput(inviteInput, input);
      const existing = await users.byEmail(email);
      let id: number;
      let invited = true;
      if (existing) {
        if (isStaffRole(existing.role))
          throw conflict(`${email} is already on the staff: change the role in the list`, {
            reason: "alreadyStaff",
          });
        const promoted = await db
          .updateTable("users")
          .set({ role, updatedAt: nowIso() })
          .where("id", "=", existing.id)
          .where("role", "=", existing.role)
          .executeTakeFirst();
        if (Number(promoted.numUpdatedRows) === 0)
          throw conflict(`${email} changed meanwhile`, { reason: "changedMeanwhile" });
        id = existing.id;
        invited = existing.emailVerifiedAt === null;
      } else {
        try {
          id =
            // The invitation (and the admin, until they choose) speaks the inviting admin's language.
            (
              await users.create({
                email,
                password: null,
                name: name ?? "",
                role,
                verified: false,
                language: by.language,
              })
            ).id;
        } catch (err) {
          if (await users.byEmail(email))
            throw conflict(`${email} is already invited`, { reason: "alreadyInvited" });
          throw err;
        }
      }
      const delivery = invited ? await sendInvitation(id, email, role) : undefined;
      await audit.record(
        by,
        "staff.invited",
        { type: "user", id },
        { email, role, invited, ...(delivery ? { mailed: delivery.mailed } : {}) },
      );
      return { id, email, role, invited, ...(delivery ? { delivery } : {}) };
    },

    /** A pending colleague's new invitation link, mailed (or shown while mail is not configured). */
    async resendInvitation(caller: Caller, id: number) {
      const by = admin(caller);
      const row = await users.byId(id);
      if (!isStaffRole(row.role) || row.emailVerifiedAt !== null)
        throw conflict("Only a pending invitation can be sent again", { reason: "notPending" });
      const delivery = await sendInvitation(row.id, row.email, roleOf(row.role));
      await audit.record(
        by,
        "staff.invitation-resent",
        { type: "user", id },
        { email: row.email, mailed: delivery.mailed },
      );
      return delivery;
    },

    /** Changes a staff member's role; `user` takes the staff rights away. Never the last admin's. */
    async setRole(caller: Caller, id: number, input: unknown) {
      const by = admin(caller);
      const { role } = parseInput(roleInput, input);
      const result = await changeRole(id, role);
      if (result.changed)
        await audit.record(
          by,
          "staff.role-changed",
          { type: "user", id },
          { email: result.email, from: result.from, to: role },
        );
      return { id, email: result.email, role };
    },

    /** Takes the staff rights away (the account stays a plain one); never the last admin. */
    async remove(caller: Caller, id: number) {
      const by = admin(caller);
      const result = await changeRole(id, "user");
      await audit.record(
        by,
        "staff.removed",
        { type: "user", id },
        { email: result.email, from: result.from },
      );
    },

    /** The invitation link: sets the password once, confirms the address; the colleague signs in. */
    async acceptInvitation(input: unknown) {
      const { token, password } = parseInput(acceptInput, input);
      requireGoodPassword(password, await deps.rules());
      const passwordHash = await hashPassword(password);
      const now = nowIso();
      const user = await db.transaction().execute(async (trx) => {
        const owner = await spendToken(trx, "invitations", token);
        if (owner === null) return null;
        const row = await trx
          .updateTable("users")
          .set((eb) => ({
            passwordHash,
            mustChangePassword: 0,
            emailVerifiedAt: eb.fn.coalesce("emailVerifiedAt", eb.val(now)),
            updatedAt: now,
          }))
          .where("id", "=", owner)
          .returning(["id", "email", "role"])
          .executeTakeFirstOrThrow();
        await voidTokens(trx, "invitations", row.id);
        await trx.deleteFrom("sessions").where("userId", "=", row.id).execute();
        return row;
      });
      if (!user)
        throw badRequest(
          "This invitation link is not valid any more. Ask an admin for a new one.",
          undefined,
          "invitationLinkInvalid",
        );
      await audit.record(user, "staff.invitation-accepted", { type: "user", id: user.id });
      return { email: user.email, role: roleOf(user.role) };
    },

    ...operatorStaffActions(deps),
  };
}
