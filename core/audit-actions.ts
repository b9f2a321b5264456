/**
 * Every action the server writes to the audit log. `audit.record` takes only these, and the admin's
 * audit log has a sentence for each (app/components/admin/security/audit-sentence.ts), so an action
 * added here without its sentence does not compile.
 */
export const AUDIT_ACTIONS = [
  "content.create",
  "content.update",
  "content.delete",
  "content.restore",
  "content.purge",
  "content.publish-scheduled",
  "preview.create",
  "media.update",
  "media.delete",
  "settings.update",
  "staff.invited",
  "staff.invitation-resent",
  "staff.role-changed",
  "staff.removed",
  "staff.invitation-accepted",
  "staff.created-by-operator",
  "staff.added",
  "auth.sign-in",
  "auth.sign-in.mfa",
  "auth.sign-in.enroll",
  "auth.sign-in.password",
  "auth.sign-in.failed",
  "auth.sign-in.refused-locked",
  "auth.lockout",
  "auth.sign-out",
  "auth.sign-up",
  "auth.sign-up.known-address",
  "auth.email-verified",
  "auth.password.changed",
  "auth.password.change-failed",
  "auth.password.reset-requested",
  "auth.password.reset",
  "auth.two-factor.enabled",
  "auth.two-factor.disabled",
  "auth.two-factor.failed",
  "auth.two-factor.disable-failed",
  "auth.two-factor.backup-code-used",
  "auth.language-changed",
  "session.revoked",
  "submission.update",
  "submission.delete",
  "submission.export",
  "mail.retried",
  "mail.discarded",
  "mail.test-sent",
  "mail.notifications-on",
  "mail.notifications-off",
  "donation.refund",
  "donation.export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type ContentVerbOf<A> = A extends `content.${infer Verb}` ? Verb : never;
/** What a content service does to an item: "create", "update", … (recorded as `content.<verb>`). */
export type ContentVerb = ContentVerbOf<AuditAction>;
