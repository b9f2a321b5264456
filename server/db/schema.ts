/** Kysely's view of the tables, in camelCase (the CamelCasePlugin maps to snake_case columns). */
import type { Generated } from "kysely";
import type {
  blogPosts,
  galleryItems,
  newsArticles,
  programs,
  storeItems,
} from "../../core/content/index.ts";
import type { OwnedColumns, TableOf } from "./entity-tables.ts";
import type {
  DonationEventsTable,
  DonationsTable,
  NewsletterIssuesTable,
  NewsletterSuppressionsTable,
  NewsletterRecipientsTable,
} from "./supporter-tables.ts";

import type { SearchDocumentsTable, SearchStateTable, SearchWordsTable } from "./search-tables.ts";

export type {
  DonationEventsTable,
  DonationsTable,
  NewsletterIssuesTable,
  NewsletterRecipientsTable,
} from "./supporter-tables.ts";

type Id = Generated<number>;

// The content entities' tables come from their definitions (docs/decisions/0029).
type BlogPostsTable = TableOf<typeof blogPosts> & OwnedColumns;
type NewsArticlesTable = TableOf<typeof newsArticles> & OwnedColumns;
type ProgramsTable = TableOf<typeof programs>;
type GalleryItemsTable = TableOf<typeof galleryItems>;
type StoreItemsTable = TableOf<typeof storeItems>;

export interface FileUploadsTable {
  id: Id;
  fileName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
  bucketName: string;
  uploadedBy: string | null;
  createdAt: string;
  /** The original's pixel size and a JSON array of its variants' keys (migration 0006); null before. */
  width: number | null;
  height: number | null;
  variants: string | null;
  /** Alternative text in English, French and Russian (migration 0013); "" when not given. */
  alt: Generated<string>;
  altFr: Generated<string>;
  altRu: Generated<string>;
  /** The hash in the key of a content-hashed upload, unique: one item per image (0021). */
  contentHash: string | null;
}
export interface AdminSettingsTable {
  id: number;
  settings: string;
  updatedAt: string;
}
export interface UsersTable {
  id: Id;
  email: string;
  name: string;
  passwordHash: string;
  role: string;
  totpSecret: string | null;
  totpEnabled: Generated<number>;
  backupCodes: Generated<string>;
  totpLastStep: Generated<number>;
  /** When the owner proved the address; null until then (no privileges before). */
  emailVerifiedAt: string | null;
  /** 1: the password was set by someone else; the next sign-in changes it first (migration 0010). */
  mustChangePassword: Generated<number>;
  /** Staff notifications by e-mail: 1 yes, 0 no, null as the role says (admins yes) (0016). */
  staffNotifications: number | null;
  /** The staff member's language (en, fr, ru) for the admin and their e-mails; null follows the browser (0019). */
  language: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string;
  ipAddress: string;
  stage: Generated<string>;
}
export interface LoginThrottleTable {
  key: string;
  failures: number;
  firstFailureAt: string;
  lockedUntil: string | null;
}
export interface RateLimitsTable {
  key: string;
  windowStart: number;
  count: number;
}
export interface AuditLogTable {
  id: Id;
  createdAt: string;
  actorId: number | null;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  ipAddress: string;
  userAgent: string;
  details: string;
}
/** One saved version of a content item (migration 0012); JSON text in fields, locales, snapshot. */
export interface ContentRevisionsTable {
  id: Id;
  entityType: string;
  entityId: number;
  createdAt: string;
  actorId: number | null;
  actorEmail: string;
  action: string;
  fields: string;
  locales: string;
  snapshot: string;
}
/** The editor's autosave slot of one staff member and item (0018; `entityId` 0: a new item). */
export interface AutosavesTable {
  userId: number;
  entityType: string;
  entityId: number;
  data: string;
  savedAt: string;
}
export interface PasswordResetsTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

export interface InvitationsTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

export interface EmailVerificationsTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

export interface SubmissionsTable {
  id: Id;
  kind: string;
  status: Generated<string>;
  locale: string;
  name: string;
  email: string;
  data: string;
  notes: Generated<string>;
  searchText: Generated<string>;
  dedupeKey: string | null;
  token: string | null;
  confirmedAt: string | null;
  reference: string | null;
  paymentStatus: string | null;
  externalId: string | null;
  /** A newsletter subscriber stopped by a bounce, a complaint or staff (0023). */
  suppressed: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface MailQueueTable {
  id: Id;
  recipient: string;
  subject: string;
  body: string;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimedBy: string | null;
  claimedAt: string | null;
  lastError: Generated<string>;
  createdAt: string;
  sentAt: string | null;
  /** The Reply-To address (a staff notification: the visitor) (0016). */
  replyTo: string | null;
  /** After this the mail is given up (failed, with the reason) (0016). */
  giveUpAt: string | null;
  lastAttemptAt: string | null;
}

/** A running server process, renewed every few seconds (0015): restore refuses while one runs. */
export interface ServerProcessesTable {
  id: string;
  host: string;
  pid: number;
  address: string;
  startedAt: string;
  seenAt: string;
}

/** One row per periodic job and period: the claim that makes it run once (0007). */
export interface JobRunsTable {
  job: string;
  period: string;
  startedAt: string;
}

/** Slugs an item had before (0008): their addresses answer 301 to the current one. */
export interface SlugHistoryTable {
  entity: string;
  locale: string;
  slug: string;
  itemId: number;
  replacedAt: string;
}

/** One view of a news article per visitor and day (0014). */
export interface NewsViewsTable {
  articleId: number;
  day: string;
  visitor: string;
}

export interface Database {
  blogPosts: BlogPostsTable;
  newsArticles: NewsArticlesTable;
  programs: ProgramsTable;
  galleryItems: GalleryItemsTable;
  storeItems: StoreItemsTable;
  fileUploads: FileUploadsTable;
  adminSettings: AdminSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  submissions: SubmissionsTable;
  mailQueue: MailQueueTable;
  loginThrottle: LoginThrottleTable;
  rateLimits: RateLimitsTable;
  auditLog: AuditLogTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  invitations: InvitationsTable;
  jobRuns: JobRunsTable;
  serverProcesses: ServerProcessesTable;
  slugHistory: SlugHistoryTable;
  newsViews: NewsViewsTable;
  contentRevisions: ContentRevisionsTable;
  previewTokens: PreviewTokensTable;
  autosaves: AutosavesTable;
  donations: DonationsTable;
  donationEvents: DonationEventsTable;
  newsletterIssues: NewsletterIssuesTable;
  newsletterRecipients: NewsletterRecipientsTable;
  newsletterSuppressions: NewsletterSuppressionsTable;
  cdnPurges: CdnPurgesTable;
  searchDocuments: SearchDocumentsTable;
  searchState: SearchStateTable;
  searchWords: SearchWordsTable;
}

/** A CDN purge of some cache tags, until the CDN has taken it (0024). */
export interface CdnPurgesTable {
  id: Id;
  tags: string;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimedBy: string | null;
  claimedAt: string | null;
  lastError: Generated<string>;
  createdAt: string;
  doneAt: string | null;
}

/** Preview links of unpublished items (migration 0011): only the token's SHA-256 is kept. */
export interface PreviewTokensTable {
  tokenHash: string;
  /** The entity's table name in camelCase (blogPosts, newsArticles). */
  entity: string;
  itemId: number;
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
}
export type ContentTable =
  "blogPosts" | "newsArticles" | "programs" | "galleryItems" | "storeItems";
