/**
 * The outgoing mail as staff see it (core/mail-service.ts `MailService`): whether mail is configured
 * and how much waits (the banner of every admin page), the Outbox of admins (list, retry, discard,
 * audited), the test e-mail of the settings, and each staff member's choice of the staff
 * notifications, with the recipients that choice gives (`staffRecipients`).
 */
import { newestFirstPage } from "../db/list-queries.ts";
import { z } from "zod";
import { isStaffRole, requirePermission } from "../../core/access.ts";
import { STAFF_ROLES } from "../../core/constants.ts";
import { conflict, notFound } from "../../core/errors.ts";
import type { SettingsService } from "../../core/services.ts";
import type { MailService, MailStatus, OutboxMail, OutboxStatus } from "../../core/mail-service.ts";
import { OUTBOX_STATUSES } from "../../core/mail-service.ts";
import type { Selectable } from "kysely";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import type { Db } from "../db/index.ts";
import type { MailQueueTable } from "../db/schema.ts";
import { sendNow } from "./mailer.ts";
import { GIVE_UP_MS } from "./queue.ts";
import { smtpOptions } from "./transport.ts";

const PAGE_SIZE = 25;
const listQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: "Unknown status: queued, sent or failed" }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const testInput = z.object({
  to: z
    .union([
      z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
      z.literal(""),
    ])
    .optional(),
});
const notificationsInput = z.object({
  subscribed: z.boolean({ error: "subscribed must be true or false" }),
});

/** The queue's states as the Outbox names them (`pending` is "queued"). */
const STORED: Record<OutboxStatus, string> = { queued: "pending", sent: "sent", failed: "failed" };
const SHOWN: Record<string, OutboxStatus> = { pending: "queued", sent: "sent", failed: "failed" };

function toOutboxMail(row: Selectable<MailQueueTable>): OutboxMail {
  return {
    id: Number(row.id),
    to: row.recipient,
    subject: row.subject,
    status: SHOWN[row.status] ?? "queued",
    attempts: Number(row.attempts),
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
    giveUpAt: row.giveUpAt,
  };
}

/** Whether a staff member gets the staff notifications: their choice, else admins do. */
const subscribedBy = (role: string, choice: number | null) =>
  choice === null ? role === "admin" : choice === 1;

/**
 * The addresses of the staff who get the staff notifications (confirmed staff accounts that chose
 * them, and admins who did not refuse them). Pass the transaction that queues the mail.
 */
export async function staffRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select(["email", "role", "staffNotifications"])
    .where("role", "in", [...STAFF_ROLES])
    .where("emailVerifiedAt", "is not", null)
    .orderBy("email")
    .execute();
  return rows.filter((r) => subscribedBy(r.role, r.staffNotifications)).map((r) => r.email);
}

export function createMailService(deps: {
  db: Db;
  settings: SettingsService;
  audit: AuditService;
  /** Wakes the queue (a retried mail goes out at once). */
  wake: () => void;
}): MailService {
  const { db, audit } = deps;
  const admin = (actor: Parameters<typeof requirePermission>[0]) =>
    requirePermission(actor, "settings.manage");

  async function count(status: string) {
    const row = await db
      .selectFrom("mailQueue")
      .select(db.fn.countAll<number>().as("n"))
      .where("status", "=", status)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async function row(id: number) {
    const found = await db
      .selectFrom("mailQueue")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) throw notFound("No such e-mail in the outbox");
    return found;
  }

  return {
    async status(actor): Promise<MailStatus> {
      requirePermission(actor, "admin.enter");
      const configured = smtpOptions(await deps.settings.getEffective()) !== null;
      return { configured, waiting: await count("pending"), failed: await count("failed") };
    },

    async list(actor, query = {}) {
      admin(actor);
      const { status, page } = parseInput(listQuery, query);
      let q = db.selectFrom("mailQueue");
      if (status) q = q.where("status", "=", STORED[status]);
      const { rows, total } = await newestFirstPage(q, { page, pageSize: PAGE_SIZE });
      return { items: rows.map(toOutboxMail), total, page, pageSize: PAGE_SIZE };
    },

    async retry(actor, id) {
      const by = admin(actor);
      const before = await row(id);
      const now = new Date();
      const res = await db
        .updateTable("mailQueue")
        .set({
          status: "pending",
          attempts: 0,
          lastError: "",
          nextAttemptAt: now.toISOString(),
          giveUpAt: new Date(now.getTime() + GIVE_UP_MS).toISOString(),
        })
        .where("id", "=", id)
        .where("status", "in", ["failed", "pending"])
        .where("claimedBy", "is", null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0)
        throw conflict("This e-mail is being sent or was sent already");
      await audit.record(
        by,
        "mail.retried",
        { type: "mail", id },
        { to: before.recipient, subject: before.subject, reason: before.lastError },
      );
      deps.wake();
      return toOutboxMail(await row(id));
    },

    async discard(actor, id) {
      const by = admin(actor);
      const before = await row(id);
      const res = await db
        .deleteFrom("mailQueue")
        .where("id", "=", id)
        .where("claimedBy", "is", null)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0)
        throw conflict("This e-mail is being sent right now: try again in a moment");
      await audit.record(
        by,
        "mail.discarded",
        { type: "mail", id },
        { to: before.recipient, subject: before.subject, status: SHOWN[before.status] },
      );
    },

    async sendTest(actor, input = {}) {
      const by = admin(actor);
      const { to: typed } = parseInput(testInput, input ?? {});
      const to = typed || by.email;
      const s = await deps.settings.getEffective();
      const result = await sendNow(s, {
        to,
        subject: `${s.general.siteName}: test e-mail`,
        text: [
          `This is a test e-mail from ${s.general.siteName}, sent by ${by.email} from Settings.`,
          "If you can read it, the site can send e-mail.",
        ].join("\n"),
      });
      await audit.record(
        by,
        "mail.test-sent",
        { type: "mail" },
        { to, ok: result.ok, ...(result.ok ? {} : { error: result.error }) },
      );
      return result.ok ? { ok: true, to } : { ok: false, to, error: result.error };
    },

    async notifications(actor) {
      const user = requirePermission(actor, "admin.enter");
      const found = await db
        .selectFrom("users")
        .select(["role", "staffNotifications"])
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      return {
        subscribed: isStaffRole(found.role) && subscribedBy(found.role, found.staffNotifications),
      };
    },

    async setNotifications(actor, input) {
      const user = requirePermission(actor, "admin.enter");
      const { subscribed } = parseInput(notificationsInput, input);
      await db
        .updateTable("users")
        .set({ staffNotifications: subscribed ? 1 : 0 })
        .where("id", "=", user.id)
        .execute();
      await audit.record(user, subscribed ? "mail.notifications-on" : "mail.notifications-off", {
        type: "user",
        id: user.id,
      });
      return { subscribed };
    },
  };
}
