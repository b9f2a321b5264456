/**
 * The service interfaces the app calls through the load context (it never imports server code).
 * Every call takes the acting user explicitly; the server implementation enforces the rules.
 */
import type { AutosaveService } from "./autosave.ts";
import type { CdnService } from "./cdn-status.ts";
import type { PublicSettings, Settings, SiteUrlStatus } from "./settings.ts";
import type { Locale, ROLES } from "./constants.ts";
import type { MailService } from "./mail-service.ts";
import type { WithStaffLanguage } from "./staff-language.ts";
import type {
  Donation,
  DonationCurrency,
  DonationEvent,
  DonationMethod,
  DonorRegion,
  PaymentProvider,
} from "./donations.ts";
import type { Submission, SubmissionKind, SubmissionReceipt } from "./submissions.ts";
import type { NewsletterService, SubscribersService } from "./newsletter-service.ts";
import type { SearchService } from "./search.ts";
import type {
  BlogPost,
  BulkResult,
  DashboardStats,
  GalleryItem,
  ListQuery,
  LocalizedBlogPost,
  LocalizedGalleryItem,
  LocalizedNewsArticle,
  LocalizedProgram,
  LocalizedStoreItem,
  MediaItem,
  NewsArticle,
  Page,
  Program,
  StoreItem,
} from "./schemas.ts";

export type Role = (typeof ROLES)[number];
export interface User extends WithStaffLanguage {
  id: number;
  email: string;
  name: string;
  role: Role;
}
/** Who is acting: a signed-in user or null for an anonymous visitor. */
export type Actor = User | null;

/** One saved version of a content item, as the History lists it (newest first). */
export interface RevisionSummary {
  id: number;
  createdAt: string;
  /** Who saved it (the name is the account's current one; empty when unknown). */
  by: { id: number | null; email: string; name: string };
  /** `create` or `update`. */
  action: string;
  fields: string[];
  locales: Locale[];
}
/** A revision with the item as it was saved, every language. */
export interface Revision<L> extends RevisionSummary {
  snapshot: L;
}

/**
 * One content entity. Reads in one language (`T`: plain values, fallback chain applied, English when
 * no locale is given) or in all (`L`: localized fields as `{ en, fr, ru }`); writes answer `L`.
 */
export interface ContentService<T, L> {
  list(actor: Actor, query?: ListQuery, locale?: Locale): Promise<Page<T>>;
  get(actor: Actor, id: number, locale?: Locale): Promise<T>;
  listLocalized(actor: Actor, query?: ListQuery): Promise<Page<L>>;
  getLocalized(actor: Actor, id: number): Promise<L>;
  create(actor: Actor, input: unknown): Promise<L>;
  /**
   * Writes the fields given. With `version` (the item's `updatedAt` when the save started: the
   * API's `If-Match`, the editor's opened version) only if nobody saved since: else 409
   * `staleVersion`, nothing written, with `details` { changedFields, current, version }.
   */
  update(actor: Actor, id: number, input: unknown, options?: { version?: string }): Promise<L>;
  /** Moves the item to the trash; `restore` brings it back. `?status=trash` lists the trash (staff). */
  remove(actor: Actor, id: number): Promise<void>;
  restore(actor: Actor, id: number): Promise<L>;
  /** The item's revisions, newest first (the last 50 saves); staff who may edit the item. */
  revisions(actor: Actor, id: number): Promise<{ items: RevisionSummary[] }>;
  revision(actor: Actor, id: number, revisionId: number): Promise<Revision<L>>;
  /** Saves the revision's content (not its status) again: a normal update, so a new revision. */
  restoreRevision(actor: Actor, id: number, revisionId: number): Promise<L>;
  /** Deletes an item in the trash for good (409 when it is not in the trash). */
  purge(actor: Actor, id: number): Promise<void>;
  /**
   * A preview link of the item (its permalink with `?preview=<token>`, valid 7 days), for staff who
   * may edit it; 404 for entities without permalinks.
   */
  preview(actor: Actor, id: number): Promise<{ url: string; expiresAt: string }>;
  /** The item a valid preview token opens at `slug` (any status but trashed), or 404. */
  getPreview(token: string, slug: string, locale?: Locale): Promise<L>;
  /**
   * Publish, unpublish or trash several items (`{ action, ids }`) in one transaction, each under the
   * rules of a single write (permission, owner, audit entry); any refusal leaves all as they were.
   */
  bulk(actor: Actor, input: unknown): Promise<BulkResult>;
  /** The item in one language, with the same fallback chain as `get`. */
  resolve(item: L, locale: Locale): Promise<T>;
  /**
   * The item a slug names (its slug in `locale`, in another language, or a replaced one), read
   * in `locale`; 404 when none is visible. A page redirects when `slug` is not the item's own.
   */
  getBySlug(actor: Actor, slug: string, locale?: Locale): Promise<T>;
  /**
   * What visitors may open at a permalink, in id order (the sitemap): each item's slug per language
   * (the fallback chain's where a language has none) and when it last changed.
   */
  permalinks(range: { offset: number; limit: number }): Promise<{
    total: number;
    /** The newest `updatedAt` among them ("" when there are none). */
    latest: string;
    items: { slugs: Record<Locale, string>; updatedAt: string }[];
  }>;
  /** The closest newer and older items by the list's date (what the actor may see). */
  neighbors(
    actor: Actor,
    id: number,
    locale?: Locale,
  ): Promise<{ newer: T | null; older: T | null }>;
}

export interface SettingsService {
  /** The whole object with secrets masked; admins only. */
  getForAdmin(actor: Actor): Promise<{ settings: Settings; updatedAt: string | null }>;
  save(actor: Actor, input: unknown): Promise<{ settings: Settings; updatedAt: string }>;
  /** Only what public pages render. */
  getPublic(): Promise<PublicSettings>;
  /** Server-side reads of rules (lockout, session timeout, …); never sent to a browser. */
  getEffective(): Promise<Settings>;
  /** The address e-mailed links use, and where it comes from (the admin warns while it is the default). */
  siteUrlStatus(): Promise<SiteUrlStatus>;
}

export interface NewsStats {
  totalArticles: number;
  totalViews: number;
  scheduled: number;
  featured: number;
}
export interface ProgramStats {
  totalPrograms: number;
  totalParticipants: number;
  activePrograms: number;
  totalBudget: number;
}
export interface GalleryStats {
  totalImages: number;
  /** How many gallery categories have at least one image. */
  categoriesInUse: number;
  /** Uploads to the gallery-images bucket in the current calendar month (UTC). */
  thisMonth: number;
  /** Sum of all recorded upload sizes, in bytes. */
  storageBytes: number;
}

export interface StatsService {
  dashboard(actor: Actor): Promise<DashboardStats>;
  news(actor: Actor): Promise<NewsStats>;
  programs(actor: Actor): Promise<ProgramStats>;
  gallery(actor: Actor, now?: Date): Promise<GalleryStats>;
}

export interface UploadsService {
  /** The media library: `q` searches names; each upload with its URL, alt texts and uses. */
  list(actor: Actor, query?: unknown): Promise<Page<MediaItem>>;
  get(actor: Actor, id: number): Promise<MediaItem>;
  /** Sets the alt text of any subset of languages. */
  update(actor: Actor, id: number, input: unknown): Promise<MediaItem>;
  /** Deletes an unused upload with its variants; 409 naming the uses otherwise. */
  remove(actor: Actor, id: number): Promise<void>;
  /** Public pages: the alt text of each URL in `locale`, else English ("" when none). */
  altTexts(urls: readonly string[], locale: Locale): Promise<Record<string, string>>;
}

export interface SubmissionsService {
  /** Anyone may submit a form of `kind`; 400 with field codes, 429 past the address's budget. */
  submit(kind: unknown, input: unknown): Promise<SubmissionReceipt>;
  list(actor: Actor, query?: unknown): Promise<Page<Submission>>;
  /** Per kind: total and unread (status new); admins only. */
  counts(actor: Actor): Promise<Record<SubmissionKind, { total: number; unread: number }>>;
  get(actor: Actor, id: number): Promise<Submission>;
  /** Status and internal notes. */
  update(actor: Actor, id: number, input: unknown): Promise<Submission>;
  remove(actor: Actor, id: number): Promise<void>;
  /** One kind as CSV text (UTF-8 with BOM). */
  exportCsv(actor: Actor, kind: unknown): Promise<string>;
  confirmNewsletter(token: unknown): Promise<boolean>;
  unsubscribe(token: unknown): Promise<boolean>;
  /** The unsubscribe page's "another language": the subscription's language; false for a bad link. */
  changeNewsletterLanguage(token: unknown, locale: unknown): Promise<boolean>;
}

/** What the donate page offers in one currency: its ways to pay (online through a provider, or a pledge) and presets. */
export interface DonationOffer {
  currency: DonationCurrency;
  methods: { method: DonationMethod; provider: PaymentProvider | null }[];
  /** Preset amounts in major units (Settings → Integrations). */
  presets: number[];
}

export interface DonationTotal {
  currency: DonationCurrency;
  /** Paid and not refunded, in minor units. */
  paidMinor: number;
  paidCount: number;
  refundedMinor: number;
  pendingCount: number;
}

export interface DonationPage extends Page<Donation> {
  /** Per currency, over the same filters. */
  totals: DonationTotal[];
}

export interface DonationsService {
  /** What the donate page offers a region with the providers configured now. */
  offer(region: DonorRegion): Promise<DonationOffer[]>;
  /** The donor back from a checkout: the record's state (asked of the provider while pending). */
  returnStatus(reference: unknown): Promise<Donation | null>;
  /** The link in a monthly gift's receipts: stops the plan (and the provider's subscription). */
  stopMonthly(token: unknown): Promise<"stopped" | "already" | "invalid">;
  /** The monthly reminder's link: this month's payment (a checkout address), or why not. */
  renewMonthly(
    token: unknown,
  ): Promise<
    { status: "checkout"; url: string } | { status: "invalid" | "stopped" | "unavailable" }
  >;
  /** The monthly gift a reminder's link is for (its amount), or null for an unknown link. */
  monthlyPlan(
    token: unknown,
  ): Promise<{ amountMinor: number; currency: DonationCurrency; active: boolean } | null>;
  /** Admins (donations.manage) only. */
  list(actor: Actor, query?: unknown): Promise<DonationPage>;
  get(actor: Actor, id: number): Promise<Donation & { events: DonationEvent[] }>;
  refund(actor: Actor, id: number): Promise<Donation & { events: DonationEvent[] }>;
  exportCsv(actor: Actor, query?: unknown): Promise<string>;
}

export interface AppServices {
  blogPosts: ContentService<BlogPost, LocalizedBlogPost>;
  newsArticles: ContentService<NewsArticle, LocalizedNewsArticle>;
  programs: ContentService<Program, LocalizedProgram>;
  galleryItems: ContentService<GalleryItem, LocalizedGalleryItem>;
  storeItems: ContentService<StoreItem, LocalizedStoreItem>;
  uploads: UploadsService;
  stats: StatsService;
  settings: SettingsService;
  submissions: SubmissionsService;
  donations: DonationsService;
  newsletter: NewsletterService;
  subscribers: SubscribersService;
  mail: MailService;
  autosaves: AutosaveService;
  /** Where the CDN's purges stand (CDN_PROVIDER set), for admins; null without a CDN. */
  cdn: CdnService | null;
  search: SearchService;
}

/** One entry of the audit log: who did what and when, from which address and browser. */
export interface AuditEntry {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorEmail: string;
  /** The actor's current account name ("" when none or unknown), for the log's sentences. */
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  ipAddress: string;
  userAgent: string;
  details: Record<string, unknown>;
}

/**
 * The audit log, bound to the request's actor: the call /api/v1/audit-log makes. `query` is the
 * page, page size, action prefix and actor e-mail (strings, as in a URL); admins only.
 */
export interface AuditLog {
  list(query: unknown): Promise<Page<AuditEntry>>;
}
