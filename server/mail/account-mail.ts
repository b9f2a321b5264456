/**
 * The e-mails of the account flows (verification, a sign-up attempt on a known address, password
 * reset, a staff invitation). They are queued in the mail queue, in the transaction that stores the
 * token they carry where the flow has one, and sent by the queue's job: the request that caused
 * them answers at once, and nothing is dropped while mail is not configured (it waits, and the
 * Outbox shows it). Links are built from PUBLIC_URL (else the site URL in the settings), never from
 * request headers.
 */
import type { SettingsService } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import { enqueueMail, type QueuedMail } from "./queue.ts";
import { smtpOptions } from "./transport.ts";

export type AccountMailKind = "verify-email" | "sign-up-attempt" | "password-reset" | "invitation";
/** What some e-mails say besides the link: the role an invitation offers. */
export interface AccountMailDetails {
  role?: string;
}

export interface AccountMail {
  /**
   * Reads the settings (do it before a transaction: SQLite has one connection) and returns the step
   * that queues the e-mail inside the transaction that stores its token.
   */
  plan(
    kind: AccountMailKind,
    to: string,
    details?: AccountMailDetails,
  ): Promise<(trx: Db, token?: string) => Promise<void>>;
  /** Queues the e-mail (its own write) and wakes the queue. */
  send(
    kind: AccountMailKind,
    to: string,
    token?: string,
    details?: AccountMailDetails,
  ): Promise<void>;
  /** After a commit that queued an e-mail: wakes the queue. */
  queued(): void;
  /** Whether mail can be sent now (SMTP configured); otherwise queued mail waits. */
  configured(): Promise<boolean>;
  /** Resolves when the queue has tried what is due (tests, shutdown). */
  idle(): Promise<void>;
}

const PATHS: Record<AccountMailKind, string> = {
  "verify-email": "/admin/verify-email",
  "sign-up-attempt": "/admin/login",
  "password-reset": "/admin/reset-password",
  invitation: "/admin/accept-invitation",
};

/** The path (and token) of the page an account e-mail links to. */
export const accountLinkPath = (kind: AccountMailKind, token?: string) =>
  `${PATHS[kind]}${token ? `?token=${encodeURIComponent(token)}` : ""}`;

export function accountMailText(
  kind: AccountMailKind,
  siteName: string,
  link: string,
  to: string,
  details: AccountMailDetails = {},
): QueuedMail {
  switch (kind) {
    case "verify-email":
      return {
        to,
        subject: `${siteName}: confirm your e-mail address`,
        text: [
          "Welcome! Please confirm that this address is yours:",
          link,
          "",
          "The link works once, within 24 hours. If you did not create an account, ignore this e-mail.",
        ].join("\n"),
      };
    case "sign-up-attempt":
      return {
        to,
        subject: `${siteName}: someone tried to sign up with your address`,
        text: [
          "Someone tried to create an account with this e-mail address, which already has one.",
          "If it was you and you forgot your password, you can choose a new one here:",
          link,
          "",
          "If it was not you, nothing has changed and you can ignore this e-mail.",
        ].join("\n"),
      };
    case "password-reset":
      return {
        to,
        subject: `${siteName}: reset your password`,
        text: [
          "Someone asked to reset the password of your account.",
          "",
          "Open this link within one hour to choose a new password (it works once):",
          link,
          "",
          "If it was not you, ignore this e-mail: your password stays the same.",
        ].join("\n"),
      };
    case "invitation":
      return {
        to,
        subject: `${siteName}: you are invited to the staff`,
        text: [
          `You are invited to sign in to the admin area of ${siteName}${details.role ? ` as ${/^[aeiou]/.test(details.role) ? "an" : "a"} ${details.role}` : ""}.`,
          "",
          "Open this link within 7 days to choose your password (it works once):",
          link,
          "",
          "If you did not expect this, ignore this e-mail: no account is usable without the link.",
        ].join("\n"),
      };
  }
}

export function createAccountMail(deps: {
  db: Db;
  settings: SettingsService;
  publicUrl?: string;
  /** Wakes the mail queue after a commit that queued mail. */
  queued: () => void;
  /** Runs the mail queue once (what `idle` waits for). */
  run: () => Promise<unknown>;
}): AccountMail {
  async function plan(kind: AccountMailKind, to: string, details?: AccountMailDetails) {
    const settings = await deps.settings.getEffective();
    const base = (deps.publicUrl ?? settings.general.siteUrl).replace(/\/$/, "");
    return async (trx: Db, token?: string) => {
      const link = `${base}${accountLinkPath(kind, token)}`;
      await enqueueMail(trx, accountMailText(kind, settings.general.siteName, link, to, details));
    };
  }
  return {
    plan,
    async send(kind, to, token, details) {
      await (
        await plan(kind, to, details)
      )(deps.db, token);
      deps.queued();
    },
    queued: () => deps.queued(),
    async configured() {
      return smtpOptions(await deps.settings.getEffective()) !== null;
    },
    async idle() {
      await deps.run();
    },
  };
}
