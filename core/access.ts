/**
 * Who may do what (docs/decisions/0012-roles.md): the one place where roles meet rights. Small named
 * predicates, used by every service on the server (which answers 401/403) and by the admin UI only
 * to hide what the server refuses anyway.
 *
 * - admin: everything;
 * - editor: all content, media and uploads, the submissions inbox; no settings, staff, audit;
 * - author: their own blog posts and news articles, as a draft or sent for review (pending), never
 *   published or scheduled; nothing else;
 * - user: a plain verified account, no rights in the admin area.
 */
import { STAFF_ROLES, type UploadBucket } from "./constants.ts";
import type { EntityDefinition } from "./content/define.ts";
import { forbidden, type RefusalReason, unauthorized } from "./errors.ts";
import type { Actor, Role, User } from "./services.ts";

type Entity = EntityDefinition["name"];

/** Rights that do not depend on a particular item. */
export type Permission =
  /** Open the admin area at all (the dashboard, their account). */
  | "admin.enter"
  /** Create, change and trash content of any entity, any status; read unpublished items. */
  | "content.manage"
  /** Upload images and browse the uploads. */
  | "media.manage"
  /** The counters of the dashboard and the content screens. */
  | "stats.read"
  /** The submissions inbox: read, change status and notes, delete, export. */
  | "submissions.manage"
  /** Donations: the payment records, their totals and history, refunds, export (finance). */
  | "donations.manage"
  /** The newsletter: compose issues, test-send and send them to the subscribers. */
  | "newsletter.send"
  | "settings.manage"
  | "staff.manage"
  | "audit.read"
  | "backup.run";

const RIGHTS: Record<Role, readonly Permission[]> = {
  admin: [
    "admin.enter",
    "content.manage",
    "media.manage",
    "stats.read",
    "submissions.manage",
    "donations.manage",
    "newsletter.send",
    "settings.manage",
    "staff.manage",
    "audit.read",
    "backup.run",
  ],
  editor: [
    "admin.enter",
    "content.manage",
    "media.manage",
    "stats.read",
    "submissions.manage",
    "newsletter.send",
  ],
  author: ["admin.enter"],
  user: [],
};

/** What an author writes: entities with an owner (`created_by`), in these statuses only. */
export const OWNED_ENTITIES: readonly Entity[] = ["blogPosts", "newsArticles"];
export const AUTHOR_STATUSES: readonly string[] = ["draft", "pending"];
/** Where an author's images go. */
const AUTHOR_BUCKETS: readonly UploadBucket[] = ["blog-images", "news-images"];

/** Each refusal of these rules: its code (core/errors.ts) and its English message. */
export const ACCESS_MESSAGES = {
  notStaff: "You don't have access to the admin area",
  notAllowed: "Your role does not allow this",
  authorEntity: "Authors write blog posts and news articles only",
  notOwner: "Authors can change only their own posts and articles",
  authorPublished:
    "This item is published or scheduled: only an editor or an admin can change it now",
  authorStatus:
    "Authors cannot publish or schedule: save it as a draft or send it for review (pending)",
  notUploader: "Authors can change only the images they uploaded",
  authorByline: "Authors sign their own posts: the author is the name of your account",
} as const satisfies Partial<Record<RefusalReason, string>>;

/** 403 for one of the rules above, with its code for the admin to word. */
export const denied = (code: keyof typeof ACCESS_MESSAGES) =>
  forbidden(ACCESS_MESSAGES[code], code);

export const isStaffRole = (role: string | undefined): role is (typeof STAFF_ROLES)[number] =>
  (STAFF_ROLES as readonly string[]).includes(role ?? "");
export const isStaff = (actor: Actor): actor is User => isStaffRole(actor?.role);
export const isAdmin = (actor: Actor): actor is User => actor?.role === "admin";

/** Whether the actor's role carries `permission`. */
export const can = (actor: Actor, permission: Permission): boolean =>
  actor !== null && (RIGHTS[actor.role] ?? []).includes(permission);

/** The actor, or 401 without one and 403 when the role lacks `permission`. */
export function requirePermission(actor: Actor, permission: Permission): User {
  if (!actor) throw unauthorized();
  if (!can(actor, permission)) throw denied(isStaff(actor) ? "notAllowed" : "notStaff");
  return actor;
}

/** Whether the actor writes only their own items (and only drafts/pending) of this entity. */
export const writesOwnOnly = (actor: Actor, entity: Entity): boolean =>
  actor?.role === "author" && OWNED_ENTITIES.includes(entity);

/** Whether the actor sees unpublished items of every owner (lists and reads). */
export const seesAllOf = (actor: Actor, _entity: Entity) => can(actor, "content.manage");

/** Whether the actor may write this entity at all (the item decides the rest, below). */
export const canWriteEntity = (actor: Actor, entity: Entity) =>
  can(actor, "content.manage") || writesOwnOnly(actor, entity);

/** An existing item as the rules see it. */
export interface OwnedItem {
  ownerId: number | null;
  status: string;
}

/**
 * May the actor write this entity: create (`item` null) or change/trash/restore `item`, leaving it
 * in `nextStatus` when one is set? 401/403 with the reason otherwise.
 */
export function requireContentWrite(
  actor: Actor,
  entity: Entity,
  item: OwnedItem | null = null,
  nextStatus?: unknown,
): User {
  if (!actor) throw unauthorized();
  if (can(actor, "content.manage")) return actor;
  if (!isStaff(actor)) throw denied("notStaff");
  if (!writesOwnOnly(actor, entity)) throw denied("authorEntity");
  if (item && item.ownerId !== actor.id) throw denied("notOwner");
  if (item && !AUTHOR_STATUSES.includes(item.status)) throw denied("authorPublished");
  if (nextStatus !== undefined && !AUTHOR_STATUSES.includes(String(nextStatus)))
    throw denied("authorStatus");
  return actor;
}

/** The same rule as a yes or no, for the admin to offer only what the server takes. */
export function mayWriteContent(
  actor: Actor,
  entity: Entity,
  item: OwnedItem | null = null,
  nextStatus?: unknown,
): boolean {
  try {
    requireContentWrite(actor, entity, item, nextStatus);
    return true;
  } catch {
    return false;
  }
}

/** The field that names who wrote an owned item (blog posts, news articles). */
export const BYLINE_FIELD = "author";
/** An author's byline: the account's name, else its e-mail. */
export const bylineOf = (user: Pick<User, "name" | "email">) => user.name.trim() || user.email;

/**
 * Authors sign with their own byline: an item they create gets it when none is given, and any other
 * name is refused (403), except the item's `stored` byline left as it was. Others may name anyone.
 */
export function withOwnByline<T>(actor: Actor, entity: Entity, input: T, stored?: string): T {
  if (!actor || !writesOwnOnly(actor, entity) || !input || typeof input !== "object") return input;
  const raw = (input as Record<string, unknown>)[BYLINE_FIELD];
  // The byline is localized (docs/decisions/0030): the rule is on its English form; the author
  // may write their name in the other languages freely.
  const perLanguage =
    raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : null;
  const given = perLanguage ? perLanguage.en : raw;
  if (given === undefined) {
    if (stored !== undefined) return input;
    const byline = perLanguage ? { ...perLanguage, en: bylineOf(actor) } : bylineOf(actor);
    return { ...input, [BYLINE_FIELD]: byline };
  }
  const name = typeof given === "string" ? given.trim() : given;
  if (name !== bylineOf(actor) && name !== stored) throw denied("authorByline");
  return input;
}

/** May the actor upload into this bucket? Authors: the images of posts and news only. */
export function requireUpload(actor: Actor, bucket: UploadBucket): User {
  if (!actor) throw unauthorized();
  if (can(actor, "media.manage")) return actor;
  if (actor.role === "author" && AUTHOR_BUCKETS.includes(bucket)) return actor;
  throw denied(isStaff(actor) ? "notAllowed" : "notStaff");
}

/**
 * The media library: media managers see every upload, an author the images they uploaded (by the
 * e-mail recorded with the upload). 401/403 for anyone else.
 */
export function requireMediaLibrary(actor: Actor): User {
  if (!actor) throw unauthorized();
  if (can(actor, "media.manage") || actor.role === "author") return actor;
  throw denied(isStaff(actor) ? "notAllowed" : "notStaff");
}

/** May the actor change (alt text) or delete this upload? */
export const canManageUpload = (actor: Actor, upload: { uploadedBy: string | null }) =>
  can(actor, "media.manage") || (actor?.role === "author" && upload.uploadedBy === actor.email);

/** The admin screens, and who may open each (the nav shows these; each loader checks the same). */
export type AdminScreen =
  | "dashboard"
  | "inbox"
  | "donations"
  | "newsletter"
  | "blog"
  | "gallery"
  | "news"
  | "programs"
  | "store"
  | "media"
  | "settings"
  | "account"
  | "staff"
  | "audit"
  | "outbox";

const SCREEN_RULES: Record<AdminScreen, (actor: Actor) => boolean> = {
  dashboard: (a) => can(a, "admin.enter"),
  account: (a) => can(a, "admin.enter"),
  inbox: (a) => can(a, "submissions.manage"),
  donations: (a) => can(a, "donations.manage"),
  newsletter: (a) => can(a, "newsletter.send"),
  blog: (a) => canWriteEntity(a, "blogPosts"),
  news: (a) => canWriteEntity(a, "newsArticles"),
  gallery: (a) => canWriteEntity(a, "galleryItems"),
  programs: (a) => canWriteEntity(a, "programs"),
  store: (a) => canWriteEntity(a, "storeItems"),
  media: (a) => can(a, "media.manage") || a?.role === "author",
  settings: (a) => can(a, "settings.manage"),
  staff: (a) => can(a, "staff.manage"),
  audit: (a) => can(a, "audit.read"),
  outbox: (a) => can(a, "settings.manage"),
};

export const canOpenScreen = (actor: Actor, screen: AdminScreen) => SCREEN_RULES[screen](actor);

/** The screens the actor may open, in the order of the admin navigation. */
export const screensOf = (actor: Actor): AdminScreen[] =>
  (Object.keys(SCREEN_RULES) as AdminScreen[]).filter((screen) => canOpenScreen(actor, screen));
