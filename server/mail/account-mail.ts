/**
 * The e-mails of the account flows (verification, a sign-up attempt on a known address, password
 * reset, a staff invitation). They are queued in the mail queue, in the transaction that stores the
 * token they carry where the flow has one, and sent by the queue's job: the request that caused
 * them answers at once, and nothing is dropped while mail is not configured (it waits, and the
 * Outbox shows it). Links are built from PUBLIC_URL (else the site URL in the settings), never from
 * request headers. Each is written in the account's language, else the site's (./account-mail-texts.ts).
 */
import type { Locale } from "../../core/constants.ts";
import type { SettingsService } from "../../core/services.ts";
import { siteAddress } from "../../core/settings.ts";
import { roleOf } from "../auth/users.ts";
import type { Db } from "../db/index.ts";
import { ACCOUNT_TEXTS, type AccountMailKind } from "./account-mail-texts.ts";
import { recipientLocale } from "./staff-language.ts";
import { siteNameIn } from "./submission-mails.ts";
import type { PerLanguage } from "../../core/in-language.ts";
import { enqueueMail, type QueuedMail } from "./queue.ts";
import { smtpOptions } from "./transport.ts";

export type { AccountMailKind };
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

/** An account e-mail in `locale`, with the foundation's name in it. */
export function accountMailText(
  kind: AccountMailKind,
  siteNames: PerLanguage,
  link: string,
  to: string,
  details: AccountMailDetails = {},
  locale: Locale = "en",
): QueuedMail {
  const t = ACCOUNT_TEXTS[locale];
  const site = siteNameIn(siteNames, locale);
  const role = details.role ? t.roles[roleOf(details.role)] : undefined;
  const lines = kind === "invitation" ? [t.invited(site, role), ...t.before[kind]] : t.before[kind];
  return {
    to,
    subject: t.subject[kind](site),
    text: [...lines, link, "", t.after[kind]].join("\n"),
  };
}

export function createAccountMail(deps: {
  db: Db;
  settings: SettingsService;
  /** Wakes the mail queue after a commit that queued mail. */
  queued: () => void;
  /** Runs the mail queue once (what `idle` waits for). */
  run: () => Promise<unknown>;
}): AccountMail {
  async function plan(kind: AccountMailKind, to: string, details?: AccountMailDetails) {
    const settings = await deps.settings.getEffective();
    const base = siteAddress(settings);
    // The account's own language when it has one (an invitee's is the inviting admin's).
    const stored = await deps.db
      .selectFrom("users")
      .select("language")
      .where("email", "=", to.toLowerCase())
      .executeTakeFirst();
    const locale = recipientLocale(stored?.language ?? null, settings);
    return async (trx: Db, token?: string) => {
      const link = `${base}${accountLinkPath(kind, token)}`;
      await enqueueMail(
        trx,
        accountMailText(kind, settings.general.siteName, link, to, details, locale),
      );
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
