/**
 * An audit entry in words: "Anna edited the blog post 'Spring camp' (title, excerpt; French)", the
 * item linked to its admin screen with the editor open (docs/decisions/0014-revisions-and-audit.md).
 */
import type { AuditAction } from "../../../../core/audit-actions.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import { SETTINGS_TEXT } from "../text/settings.ts";
import { AUDIT_WORDS as W } from "../text/security.ts";

export interface AuditEntryLike {
  actorEmail: string;
  actorName?: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
}

/** The sentence in three parts: text, the linked item (when there is one), text. */
export interface AuditSentence {
  before: string;
  link?: { text: string; href: string };
  after: string;
}

/** The admin screen of each content entity. */
const SCREENS: Record<string, string> = {
  blogPosts: "blog",
  newsArticles: "news",
  programs: "programs",
  galleryItems: "gallery",
  storeItems: "store",
};

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
const text = (v: unknown) => (typeof v === "string" ? v : "");

function listed(names: string[], max = 6) {
  if (names.length <= max) return names.join(", ");
  return `${names.slice(0, max).join(", ")} ${W.more(names.length - max)}`;
}

const languageName = (locale: string) => W.languageNames[locale] ?? locale;

function fieldLabels(entityType: string, names: string[]) {
  const definition = (ENTITIES as Record<string, { fields: Record<string, { label: string }> }>)[
    entityType
  ];
  return names.map((n) => (definition?.fields[n]?.label ?? n).toLowerCase());
}

function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

/** Who acted: the account's name, else its e-mail. */
export function actorOf(e: AuditEntryLike) {
  if (e.actorEmail === "operator") return W.operator;
  if (e.actorEmail === "system") return W.system;
  return e.actorName || e.actorEmail || W.someone;
}

function contentSentence(e: AuditEntryLike, who: string): AuditSentence {
  const kind = e.action.slice("content.".length);
  const noun = W.nouns[e.entityType] ?? e.entityType;
  const title = text(e.details.title);
  const screen = SCREENS[e.entityType];
  const restoredFrom = text(e.details.restoredFromDate);
  const verbs: Record<string, string> = {
    create: W.content.create,
    update: restoredFrom ? W.content.revision(formatDate(restoredFrom)) : W.content.update,
    "publish-scheduled": W.content.published,
    preview: W.content.preview,
  };
  // Trash, restore and purge move the item: "moved the blog post 'X' to the trash".
  const verb = verbs[kind] ?? null;
  const fields = fieldLabels(e.entityType, strings(e.details.fields));
  const locales = strings(e.details.locales).map(languageName);
  let detail = "";
  if (kind === "update")
    detail = ` (${[fields.length ? listed(fields) : W.noChanges, listed(locales)].filter(Boolean).join("; ")})`;
  else if (kind === "create" && locales.length) detail = ` (${listed(locales)})`;
  else if (kind === "publish-scheduled") detail = ` ${W.content.asScheduled}`;
  else if (kind === "preview" && text(e.details.expiresAt))
    detail = ` ${W.content.validUntil(formatDate(text(e.details.expiresAt)))}`;
  const name = title ? `'${title}'` : `#${e.entityId}`;
  const link =
    screen && e.entityId && kind !== "purge"
      ? { text: name, href: `/admin/${screen}/${e.entityId}` }
      : undefined;
  if (verb === null) {
    const { verb: moved, after } =
      kind === "delete" ? W.content.delete : kind === "purge" ? W.content.purge : W.content.restore;
    return link
      ? { before: `${who} ${moved} ${noun} `, link, after: ` ${after}` }
      : { before: `${who} ${moved} ${noun} ${name} ${after}`, after: "" };
  }
  return link
    ? { before: `${who} ${verb} ${noun} `, link, after: detail }
    : { before: `${who} ${verb} ${noun} ${name}${detail}`, after: "" };
}

function plain(who: string, words: string): AuditSentence {
  return { before: `${who} ${words}`, after: "" };
}

/** A setting's name as the settings screen labels it: "Site Description", "… (French)". */
function settingLabel(key: string) {
  const [, field = key, locale] = key.split(".");
  const label = (SETTINGS_TEXT.fields as Record<string, string>)[field] ?? key;
  return locale ? `${label} (${W.languageNames[locale] ?? locale})` : label;
}

function settingValue(value: unknown) {
  if (value === true) return W.settingOn;
  if (value === false) return W.settingOff;
  if (value === "" || value === null || value === undefined) return W.settingEmpty;
  return `“${String(value)}”`;
}

/** "changed the settings: Site Description “A” → “B”; Theme “light” → “dark”" */
function settingsSentence(e: AuditEntryLike, who: string): AuditSentence {
  const changes = Array.isArray(e.details.changes)
    ? (e.details.changes as { key?: unknown; from?: unknown; to?: unknown }[])
    : null;
  // Older entries name the changed settings only.
  const parts = changes
    ? changes.map(
        (c) => `${settingLabel(text(c.key))} ${settingValue(c.from)} → ${settingValue(c.to)}`,
      )
    : strings(e.details.changed).map(settingLabel);
  return {
    before: `${who} ${W.settingsChanged} `,
    link: { text: W.theSettings, href: "/admin/settings" },
    after: parts.length ? `: ${parts.join("; ")}` : ` (${W.noChanges})`,
  };
}

export function auditSentence(e: AuditEntryLike): AuditSentence {
  const who = actorOf(e);
  const d = e.details;
  const email = text(d.email);
  const role = text(d.role);
  const content = () => contentSentence(e, who);
  // Every action the server records has its words here: a missing one does not compile.
  const words: Record<AuditAction, () => AuditSentence | string> = {
    "content.create": content,
    "content.update": content,
    "content.delete": content,
    "content.restore": content,
    "content.purge": content,
    "content.publish-scheduled": content,
    "preview.create": () => contentSentence({ ...e, action: "content.preview" }, who),
    "media.update": () => W.media.altText(e.entityId, listed(strings(d.alt).map(languageName))),
    "media.delete": () => W.media.deleted(text(d.fileName) || `#${e.entityId}`),
    "settings.update": () => settingsSentence(e, who),
    "staff.invited": () =>
      d.invited === false ? W.staff.promoted(email, role) : W.staff.invited(email, role),
    "staff.invitation-resent": () => W.staff.resent(email),
    "staff.role-changed": () => W.staff.roleChanged(email, text(d.from), text(d.to)),
    "staff.removed": () => W.staff.removed(email),
    "staff.invitation-accepted": () => W.staff.accepted,
    "staff.created-by-operator": () => W.staff.createdByOperator(email, role),
    "staff.added": () => W.staff.added(email),
    "auth.sign-in": () => W.auth.signIn,
    "auth.sign-in.mfa": () => W.auth.signInMfa,
    "auth.sign-in.enroll": () => W.auth.signInEnroll,
    "auth.sign-in.password": () => W.auth.signInPassword,
    "auth.sign-in.failed": () => W.auth.signInFailed,
    "auth.sign-in.refused-locked": () => W.auth.refusedLocked,
    "auth.lockout": () => W.auth.lockout(d.minutes),
    "auth.sign-out": () => W.auth.signOut,
    "auth.sign-up": () => W.auth.signUp,
    "auth.sign-up.known-address": () => W.auth.knownAddress,
    "auth.email-verified": () => W.auth.verified,
    "auth.password.changed": () => W.auth.passwordChanged,
    "auth.password.change-failed": () => W.auth.passwordChangeFailed,
    "auth.password.reset-requested": () => W.auth.resetRequested,
    "auth.password.reset": () => W.auth.reset,
    "auth.two-factor.enabled": () => W.auth.twoFactorEnabled,
    "auth.two-factor.disabled": () => W.auth.twoFactorDisabled,
    "auth.two-factor.failed": () => W.auth.twoFactorFailed,
    "auth.two-factor.disable-failed": () => W.auth.twoFactorDisableFailed,
    "auth.two-factor.backup-code-used": () => W.auth.backupCodeUsed,
    "auth.language-changed": () => W.auth.languageChanged(d.to),
    "session.revoked": () => W.auth.sessionRevoked,
    "submission.update": () => W.submissions.update(e.entityId),
    "submission.delete": () => W.submissions.delete(e.entityId),
    "submission.export": () => W.submissions.export(d.kind),
    "mail.retried": () => W.mail.retried(text(d.to)),
    "mail.discarded": () => W.mail.discarded(text(d.to)),
    "mail.test-sent": () => W.mail.testSent(text(d.to), d.ok === true),
    "mail.notifications-on": () => W.mail.notificationsOn,
    "mail.notifications-off": () => W.mail.notificationsOff,
  };
  const found = Object.hasOwn(words, e.action) ? words[e.action as AuditAction]() : null;
  if (found === null) return plain(who, W.other(e.action));
  return typeof found === "string" ? plain(who, found) : found;
}

/** The sentence as plain text (titles, tests). */
export const sentenceText = (s: AuditSentence) => `${s.before}${s.link?.text ?? ""}${s.after}`;
