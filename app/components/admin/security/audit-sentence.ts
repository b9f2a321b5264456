/**
 * An audit entry in words: "Anna edited the blog post 'Spring camp' (title, excerpt; French)", the
 * item linked to its admin screen with the editor open (docs/decisions/0014-revisions-and-audit.md).
 * Each sentence is one translation with the actor in it (adminAudit `words`), so every language
 * builds it its own way: Russian names the action ("Анна: изменение записи блога «…»"), which
 * spares the past tense its gender.
 */
import type { AuditAction } from "../../../../core/audit-actions.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import { adminDateTimeFormat, adminNumberFormat } from "../shell/admin-format.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { fieldText } from "../content/item-format.ts";
import type { TFunction } from "../../../i18n/translate.ts";
import { newsletterSentences } from "./audit-newsletter-words.ts";

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

/** The translations and the language a sentence is written in. */
export interface AuditWords {
  t: TFunction<"adminAudit">;
  /** The settings' labels, as the settings screen shows them. */
  settings: TFunction<"adminSettings">;
  /** The content fields' labels, as the editor shows them. */
  content: TFunction<"adminContent">;
  locale: string;
}

/** The admin screen of each content entity. */
const SCREENS: Record<string, string> = {
  blogPosts: "blog",
  newsArticles: "news",
  programs: "programs",
  galleryItems: "gallery",
  storeItems: "store",
};

/** Where a translation leaves the item's place, for the link (never filled in). */
const ITEM = "{{item}}";

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
const text = (v: unknown) => (typeof v === "string" ? v : "");

/** A translated sentence around its item: the link when there is one, else the item as text. */
function around(
  sentence: string,
  item: string,
  link?: { text: string; href: string },
): AuditSentence {
  const at = sentence.indexOf(ITEM);
  if (at < 0) return { before: sentence, after: "" };
  const [before, after] = [sentence.slice(0, at), sentence.slice(at + ITEM.length)];
  return link ? { before, link, after } : { before: `${before}${item}${after}`, after: "" };
}

function helpers({ t, settings, content, locale }: AuditWords) {
  const separator = t("words.groupSeparator");
  const listed = (names: string[], max = 6) =>
    names.length <= max
      ? names.join(", ")
      : `${names.slice(0, max).join(", ")} ${t("words.more", {
          count: names.length - max,
          n: adminNumberFormat(locale).format(names.length - max),
        })}`;
  const languageName = (code: string) => textForCode(t, "words.languageNames", code, code);
  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime())
      ? iso
      : adminDateTimeFormat(locale, {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "UTC",
        }).format(d);
  };
  /** A setting's name as the settings screen labels it: "Site Description", "… (French)". */
  const settingLabel = (key: string) => {
    const [, field = key, language] = key.split(".");
    const label = textForCode(settings, "fields", field, key);
    return language ? `${label} (${languageName(language)})` : label;
  };
  const settingValue = (value: unknown) => {
    if (value === true) return t("words.settings.on");
    if (value === false) return t("words.settings.off");
    if (value === "" || value === null || value === undefined) return t("words.settings.empty");
    return t("words.settings.value", { value: String(value) });
  };
  /** A content field's name as the editor labels it, in running text ("title", "SEO title"). */
  const fieldLabel = (entityType: string, name: string) => {
    const definition = (ENTITIES as Record<string, { fields: Record<string, { label: string }> }>)[
      entityType
    ];
    const english = definition?.fields[name]?.label ?? name;
    const label = fieldText(content, entityType, name, "label", english);
    // Lower-case its first letter, unless it starts an abbreviation ("SEO").
    return /^\p{Lu}\p{Lu}/u.test(label)
      ? label
      : label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
  };
  /** The item's title in the page's language when the entry has it, else in English. */
  const titleOf = (details: Record<string, unknown>) => {
    const titles = details.titles as Record<string, unknown> | undefined;
    return text(titles?.[locale]) || text(details.title);
  };
  return {
    t,
    separator,
    listed,
    languageName,
    date,
    settingLabel,
    settingValue,
    fieldLabel,
    titleOf,
  };
}
type Helpers = ReturnType<typeof helpers>;

/** Who acted: the account's name, else its e-mail. */
export function actorOf(e: AuditEntryLike, t: TFunction<"adminAudit">) {
  if (e.actorEmail === "operator") return t("words.operator");
  if (e.actorEmail === "system") return t("words.system");
  return e.actorName || e.actorEmail || t("words.someone");
}

function contentSentence(e: AuditEntryLike, who: string, h: Helpers): AuditSentence {
  const { t } = h;
  const kind = e.action.slice("content.".length);
  const title = h.titleOf(e.details);
  const screen = SCREENS[e.entityType];
  const restoredFrom = text(e.details.restoredFromDate);
  const expiresAt = text(e.details.expiresAt);
  const fields = strings(e.details.fields).map((n) => h.fieldLabel(e.entityType, n));
  const locales = strings(e.details.locales).map(h.languageName);
  let detail = "";
  if (kind === "update")
    detail = ` (${[fields.length ? h.listed(fields) : t("words.noChanges"), h.listed(locales)].filter(Boolean).join(h.separator)})`;
  else if (kind === "create" && locales.length) detail = ` (${h.listed(locales)})`;
  const keys = {
    create: "create",
    update: restoredFrom ? "revision" : "update",
    delete: "delete",
    restore: "restore",
    purge: "purge",
    "publish-scheduled": "published",
    preview: expiresAt ? "previewUntil" : "preview",
  } as const;
  const key = keys[kind as keyof typeof keys] ?? "update";
  const item = title ? t("words.title", { title }) : t("words.number", { id: e.entityId });
  const link =
    screen && e.entityId && kind !== "purge"
      ? { text: item, href: `/admin/${screen}/${e.entityId}` }
      : undefined;
  const noun = textForCode(t, "words.nouns", e.entityType, e.entityType);
  const date = h.date(key === "revision" ? restoredFrom : expiresAt);
  return around(t(`words.content.${key}`, { who, noun, detail, date }), item, link);
}

/** "changed the settings: Site Description “A” → “B”; Theme “light” → “dark”" */
function settingsSentence(e: AuditEntryLike, who: string, h: Helpers): AuditSentence {
  const changes = Array.isArray(e.details.changes)
    ? (e.details.changes as { key?: unknown; from?: unknown; to?: unknown }[])
    : null;
  // Older entries name the changed settings only.
  const parts = changes
    ? changes.map(
        (c) => `${h.settingLabel(text(c.key))} ${h.settingValue(c.from)} → ${h.settingValue(c.to)}`,
      )
    : strings(e.details.changed).map(h.settingLabel);
  const sentence = parts.length
    ? h.t("words.settings.changed", { who, changes: parts.join(h.separator) })
    : h.t("words.settings.unchanged", { who });
  const link = { text: h.t("words.settings.link"), href: "/admin/settings" };
  return around(sentence, link.text, link);
}

export function auditSentence(e: AuditEntryLike, language: AuditWords): AuditSentence {
  const h = helpers(language);
  const { t } = h;
  const who = actorOf(e, t);
  const d = e.details;
  const email = text(d.email);
  const role = text(d.role);
  const roleName = (r: string) => textForCode(t, "words.roleNames", r, r);
  const roleAs = (r: string) => textForCode(t, "words.roleAs", r, r);
  const content = () => contentSentence(e, who, h);
  const alt = h.listed(strings(d.alt).map(h.languageName));
  const kind = text(d.kind);
  // Every action the server records has its words here: a missing one does not compile.
  const words: Record<AuditAction, () => AuditSentence | string> = {
    "content.create": content,
    "content.update": content,
    "content.delete": content,
    "content.restore": content,
    "content.purge": content,
    "content.publish-scheduled": content,
    "preview.create": () => contentSentence({ ...e, action: "content.preview" }, who, h),
    "media.update": () =>
      t("words.media.altText", { who, id: e.entityId, detail: alt ? ` (${alt})` : "" }),
    "media.delete": () =>
      t("words.media.deleted", { who, name: text(d.fileName) || `#${e.entityId}` }),
    "settings.update": () => settingsSentence(e, who, h),
    "staff.invited": () =>
      d.invited === false
        ? t("words.staff.promoted", { who, email, role: roleName(role) })
        : t("words.staff.invited", { who, email, role: roleAs(role) }),
    "staff.invitation-resent": () => t("words.staff.resent", { who, email }),
    "staff.role-changed": () =>
      t("words.staff.roleChanged", {
        who,
        email,
        from: roleName(text(d.from)),
        to: roleName(text(d.to)),
      }),
    "staff.removed": () => t("words.staff.removed", { who, email }),
    "staff.invitation-accepted": () => t("words.staff.accepted", { who }),
    "staff.created-by-operator": () =>
      t("words.staff.createdByOperator", { who, email, role: roleName(role) }),
    "staff.added": () => t("words.staff.added", { who, email }),
    "auth.sign-in": () => t("words.auth.signIn", { who }),
    "auth.sign-in.mfa": () => t("words.auth.signInMfa", { who }),
    "auth.sign-in.enroll": () => t("words.auth.signInEnroll", { who }),
    "auth.sign-in.password": () => t("words.auth.signInPassword", { who }),
    "auth.sign-in.failed": () => t("words.auth.signInFailed", { who }),
    "auth.sign-in.refused-locked": () => t("words.auth.refusedLocked", { who }),
    "auth.lockout": () =>
      typeof d.minutes === "number"
        ? t("words.auth.lockout", { who, count: d.minutes })
        : t("words.auth.lockoutPlain", { who }),
    "auth.sign-out": () => t("words.auth.signOut", { who }),
    "auth.sign-up": () => t("words.auth.signUp", { who }),
    "auth.sign-up.known-address": () => t("words.auth.knownAddress", { who }),
    "auth.email-verified": () => t("words.auth.verified", { who }),
    "auth.password.changed": () => t("words.auth.passwordChanged", { who }),
    "auth.password.change-failed": () => t("words.auth.passwordChangeFailed", { who }),
    "auth.password.reset-requested": () => t("words.auth.resetRequested", { who }),
    "auth.password.reset": () => t("words.auth.reset", { who }),
    "auth.two-factor.enabled": () => t("words.auth.twoFactorEnabled", { who }),
    "auth.two-factor.disabled": () => t("words.auth.twoFactorDisabled", { who }),
    "auth.two-factor.failed": () => t("words.auth.twoFactorFailed", { who }),
    "auth.two-factor.disable-failed": () => t("words.auth.twoFactorDisableFailed", { who }),
    "auth.two-factor.backup-code-used": () => t("words.auth.backupCodeUsed", { who }),
    "auth.language-changed": () =>
      typeof d.to === "string" && d.to
        ? t("words.auth.languageChanged", { who, language: h.languageName(d.to) })
        : t("words.auth.languageFollowsBrowser", { who }),
    "session.revoked": () => t("words.auth.sessionRevoked", { who }),
    "submission.update": () => t("words.submissions.update", { who, id: e.entityId }),
    "submission.delete": () => t("words.submissions.delete", { who, id: e.entityId }),
    "submission.export": () =>
      kind
        ? t("words.submissions.export", {
            who,
            kind: textForCode(t, "words.submissions.kinds", kind, kind),
          })
        : t("words.submissions.exportAll", { who }),
    "mail.retried": () => t("words.mail.retried", { who, to: text(d.to) }),
    "mail.discarded": () => t("words.mail.discarded", { who, to: text(d.to) }),
    "mail.test-sent": () =>
      t(d.ok === true ? "words.mail.testSent" : "words.mail.testFailed", { who, to: text(d.to) }),
    "mail.notifications-on": () => t("words.mail.notificationsOn", { who }),
    "mail.notifications-off": () => t("words.mail.notificationsOff", { who }),
    "donation.refund": () =>
      t(d.outcome === "refunded" ? "words.donations.refunded" : "words.donations.refundAsked", {
        who,
        reference: text(d.reference),
      }),
    "donation.export": () => t("words.donations.export", { who }),
    ...newsletterSentences(t, who, d),
  };
  const found = Object.hasOwn(words, e.action)
    ? words[e.action as AuditAction]()
    : t("words.other", { who, action: e.action });
  return typeof found === "string" ? { before: found, after: "" } : found;
}

/** The sentence as plain text (titles, tests). */
export const sentenceText = (s: AuditSentence) => `${s.before}${s.link?.text ?? ""}${s.after}`;
