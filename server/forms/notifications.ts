/**
 * Which e-mails a stored submission sends, by the Notifications settings: the master switch
 * gates everything except the newsletter's confirmation link (without it nobody can subscribe);
 * each type switch gates the staff notification of its kind.
 */
import type { SettingsService } from "../../core/services.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import type { Submission, SubmissionKind } from "../../core/submissions.ts";
import type { Db } from "../db/index.ts";
import { enqueueMail } from "../mail/queue.ts";
import { enqueueForStaff } from "../mail/staff-reports.ts";
import { smtpOptions } from "../mail/transport.ts";
import type { MailPlan } from "./submissions.ts";
import {
  localizedUrl,
  newsletterConfirmation,
  staffNotification,
  visitorConfirmation,
} from "../mail/submission-mails.ts";

type Switch = keyof Settings["notifications"];
/** The settings switch of each kind's staff notification (newsletter sign-ups notify nobody). */
export const STAFF_SWITCH: Record<SubmissionKind, Switch | null> = {
  volunteer: "newVolunteer",
  partner: "newPartner",
  contact: "newContactMessage",
  donation: "newDonation",
  newsletter: null,
};

/** The foundation's instructions for a transfer or mobile-money donation, in the donor's language. */
export function donationInstructions(s: Settings, method: unknown, locale: string): string {
  const key =
    method === "bank"
      ? "bankTransferInstructions"
      : method === "mobile"
        ? "mobileMoneyInstructions"
        : null;
  if (!key) return "";
  const texts = s.integrations[key];
  const l = locale === "fr" || locale === "ru" ? locale : "en";
  return texts[l] || texts.en;
}

/** Reads the settings once, before the storing transaction opens (SQLite has one connection). */
export function createSubmissionMail(settings: SettingsService) {
  return async (): Promise<MailPlan> => mailPlan(await settings.getEffective());
}

export function mailPlan(s: Settings): MailPlan {
  const configured = smtpOptions(s) !== null;
  return {
    emailsVisitor: (kind) =>
      configured && (kind === "newsletter" || s.notifications.emailNotifications),
    async onStored(trx: Db, submission: Submission) {
      const n = s.notifications;
      if (!n.emailNotifications) return;
      const site = s.general.siteName;
      const toggle = STAFF_SWITCH[submission.kind];
      if (toggle && n[toggle]) {
        const inbox = `${siteAddress(s)}/admin/inbox?type=${submission.kind}&id=${submission.id}`;
        // To the staff who get the notifications; an answer goes straight to the visitor.
        await enqueueForStaff(trx, s, (locale) => ({
          ...staffNotification(submission, site, inbox, locale),
          replyTo: submission.email,
        }));
      }
      const confirmation = visitorConfirmation(submission, site, {
        instructions: donationInstructions(s, submission.data.method, submission.locale),
        cardOnline: Boolean(s.integrations.stripeSecretKey),
      });
      if (confirmation) await enqueueMail(trx, confirmation);
    },
    async onNewsletterPending(trx: Db, submission: Submission, token: string) {
      const q = `?token=${encodeURIComponent(token)}`;
      await enqueueMail(
        trx,
        newsletterConfirmation(submission, s.general.siteName, {
          confirm: localizedUrl(siteAddress(s), submission.locale, `/newsletter/confirm${q}`),
          unsubscribe: localizedUrl(
            siteAddress(s),
            submission.locale,
            `/newsletter/unsubscribe${q}`,
          ),
        }),
      );
    },
  };
}
