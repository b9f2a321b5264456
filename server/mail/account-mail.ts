/**
 * The e-mails of the account flows (verification, a sign-up attempt on a known address, password
 * reset, a staff invitation). They go out in the background: the request that caused them answers at once and the
 * same way whatever happened, so neither its body nor its timing tells whether an address is known.
 * Links are built from PUBLIC_URL (else the site URL in the settings), never from request headers.
 */
import type { Logger } from "pino";
import type { SettingsService } from "../../core/services.ts";
import type { Mail, Mailer } from "./mailer.ts";

export type AccountMailKind = "verify-email" | "sign-up-attempt" | "password-reset" | "invitation";
/** What some e-mails say besides the link: the role an invitation offers. */
export interface AccountMailDetails {
  role?: string;
}

export interface AccountMail {
  /** Queues the e-mail and returns at once; delivery problems are logged, never thrown. */
  send(kind: AccountMailKind, to: string, token?: string, details?: AccountMailDetails): void;
  /** Resolves when every queued e-mail has been tried (tests, shutdown). */
  idle(): Promise<void>;
}

const PATHS: Record<AccountMailKind, string> = {
  "verify-email": "/admin/verify-email",
  "sign-up-attempt": "/admin/login",
  "password-reset": "/admin/reset-password",
  invitation: "/admin/accept-invitation",
};

export function accountMailText(
  kind: AccountMailKind,
  siteName: string,
  link: string,
  to: string,
  details: AccountMailDetails = {},
): Mail {
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
  mailer: Mailer;
  settings: SettingsService;
  publicUrl?: string;
  log?: Logger;
}): AccountMail {
  const pending = new Set<Promise<void>>();
  async function deliver(
    kind: AccountMailKind,
    to: string,
    token?: string,
    details?: AccountMailDetails,
  ) {
    const settings = await deps.settings.getEffective();
    const base = (deps.publicUrl ?? settings.general.siteUrl).replace(/\/$/, "");
    const link = `${base}${PATHS[kind]}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
    const sent = await deps.mailer.send(
      accountMailText(kind, settings.general.siteName, link, to, details),
    );
    if (!sent) deps.log?.warn({ kind }, "account e-mail not sent: mail is not configured");
  }
  return {
    send(kind, to, token, details) {
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(kind, to, token, details))
        .catch((err: unknown) => deps.log?.error({ err, kind }, "account e-mail failed"))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
