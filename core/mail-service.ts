/**
 * The outgoing mail as the staff pages see it (the server implements it in server/mail/outbox.ts):
 * the queue's states, its e-mails, and the service over them.
 */
import type { Page } from "./schemas.ts";
import type { Actor } from "./services.ts";

/** How the Outbox names a queued e-mail's state: waiting or being retried, sent, given up. */
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail of the queue, as the Outbox lists it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** Why the last attempt failed, or why it was given up ("" when none). */
  lastError: string;
  createdAt: string;
  sentAt: string | null;
  lastAttemptAt: string | null;
  /** A queued mail: when it is tried next, and when it is given up. */
  nextAttemptAt: string;
  giveUpAt: string | null;
}

/** Whether the site can send e-mail, and how many wait or failed (the admin banner, the Outbox). */
export interface MailStatus {
  configured: boolean;
  waiting: number;
  failed: number;
}

/**
 * The outgoing mail: its state for every staff page's banner, the Outbox (admins: list, retry,
 * discard), the admin's test e-mail and each staff member's choice of the staff notifications.
 */
export interface MailService {
  /** Staff: configured, and the counts. */
  status(actor: Actor): Promise<MailStatus>;
  /** Admins: `{ status?, page? }`, newest first. */
  list(actor: Actor, query?: unknown): Promise<Page<OutboxMail>>;
  /** Admins: a failed (or waiting) e-mail is tried again soon, with its attempts reset. */
  retry(actor: Actor, id: number): Promise<OutboxMail>;
  /** Admins: deletes the e-mail from the queue. */
  discard(actor: Actor, id: number): Promise<void>;
  /**
   * Admins: sends a test e-mail now, to `{ to }` or the admin's own address, and answers what the
   * SMTP server said.
   */
  sendTest(actor: Actor, input: unknown): Promise<{ ok: boolean; to: string; error?: string }>;
  /** Staff: whether they get the staff notifications by e-mail (new submissions, accounts, reports). */
  notifications(actor: Actor): Promise<{ subscribed: boolean }>;
  setNotifications(actor: Actor, input: unknown): Promise<{ subscribed: boolean }>;
}
