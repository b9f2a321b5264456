/**
 * An audit entry in words: "Anna edited the blog post 'Spring camp' (title, excerpt; French)", the
 * item linked to its admin screen with the editor open (docs/decisions/0014-revisions-and-audit.md).
 */
import { ENTITIES } from "../../../../core/content/index.ts";
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
  return e.actorName || e.actorEmail || W.someone;
}

function contentSentence(e: AuditEntryLike, who: string): AuditSentence {
  const kind = e.action.slice("content.".length);
  const noun = W.nouns[e.entityType] ?? e.entityType;
  const title = text(e.details.title);
  const screen = SCREENS[e.entityType];
  const restoredFrom = text(e.details.restoredFromDate);
  const verb =
    kind === "update" && restoredFrom
      ? W.content.revision(formatDate(restoredFrom))
      : kind === "create"
        ? W.content.create
        : kind === "update"
          ? W.content.update
          : kind === "delete" || kind === "restore"
            ? null
            : kind;
  const fields = fieldLabels(e.entityType, strings(e.details.fields));
  const locales = strings(e.details.locales).map((l) => W.languageNames[l] ?? l);
  let detail = "";
  if (kind === "update")
    detail = ` (${[fields.length ? listed(fields) : W.noChanges, listed(locales)].filter(Boolean).join("; ")})`;
  else if (kind === "create" && locales.length) detail = ` (${listed(locales)})`;
  const name = title ? `'${title}'` : `#${e.entityId}`;
  const link =
    screen && e.entityId ? { text: name, href: `/admin/${screen}?edit=${e.entityId}` } : undefined;
  if (verb === null) {
    const { verb: moved, after } = kind === "delete" ? W.content.delete : W.content.restore;
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

export function auditSentence(e: AuditEntryLike): AuditSentence {
  const who = actorOf(e);
  const d = e.details;
  const email = text(d.email);
  const role = text(d.role);
  if (e.action.startsWith("content.")) return contentSentence(e, who);
  if (e.action === "settings.update") {
    const changed = strings(d.changed);
    return {
      before: `${who} changed the `,
      link: { text: W.theSettings, href: "/admin/settings" },
      after: changed.length ? ` (${listed(changed)})` : ` (${W.noChanges})`,
    };
  }
  const words: Record<string, () => string> = {
    "staff.invited": () =>
      d.invited === false ? W.staff.promoted(email, role) : W.staff.invited(email, role),
    "staff.invitation-resent": () => W.staff.resent(email),
    "staff.role-changed": () => W.staff.roleChanged(email, text(d.from), text(d.to)),
    "staff.removed": () => W.staff.removed(email),
    "staff.invitation-accepted": () => W.staff.accepted,
    "staff.created-by-operator": () => W.staff.createdByOperator(email, role),
    "staff.added": () => W.staff.added(email),
    "auth.sign-in": () => W.auth.signIn,
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
    "session.revoked": () => W.auth.sessionRevoked,
    "submission.update": () => W.submissions.update(e.entityId),
    "submission.delete": () => W.submissions.delete(e.entityId),
    "submission.export": () => W.submissions.export(d.kind),
  };
  const found = words[e.action];
  if (found) return plain(who, found());
  if (e.action.startsWith("auth.sign-in."))
    return plain(who, W.auth.signInStage(e.action.slice("auth.sign-in.".length)));
  return plain(who, W.other(e.action));
}

/** The sentence as plain text (titles, tests). */
export const sentenceText = (s: AuditSentence) => `${s.before}${s.link?.text ?? ""}${s.after}`;
