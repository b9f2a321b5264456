/** Kysely's view of the tables, in camelCase (the CamelCasePlugin maps to snake_case columns). */
import type { ColumnType, Generated } from "kysely";

type Id = Generated<number>;
/** Booleans are stored as 0/1 so SQLite and PostgreSQL share one migration. */
type Bool = ColumnType<number | boolean, number, number>;
type Timestamps = { createdAt: string; updatedAt: string; deletedAt: string | null };
/** The French and Russian columns of localized fields (migration 0003); the plain column is English. */
type InOtherLanguages<K extends string> = { [C in `${K}${"Fr" | "Ru"}`]: Generated<string> };
type PostTexts = "title" | "slug" | "excerpt" | "content" | "author"; // author: migration 0017
/** SEO overrides (0014): English columns here, the others through InOtherLanguages. */
type SeoColumns = InOtherLanguages<"seoTitle" | "seoDescription" | "socialImage"> & {
  seoTitle: Generated<string>;
  seoDescription: Generated<string>;
  socialImage: Generated<string>;
};

export interface BlogPostsTable extends Timestamps, InOtherLanguages<PostTexts>, SeoColumns {
  id: Id;
  title: string;
  slug: Generated<string>;
  excerpt: string;
  content: string;
  author: string;
  date: string;
  category: string;
  image: string;
  images: string;
  readTime: string;
  status: string;
  /** Who created it (migration 0010); null for older items. Authors change only their own. */
  createdBy: number | null;
  /** When a scheduled item is published, UTC ISO (migration 0011); null when not set. */
  publishAt: string | null;
}
export interface NewsArticlesTable extends Timestamps, InOtherLanguages<PostTexts>, SeoColumns {
  id: Id;
  title: string;
  slug: Generated<string>;
  excerpt: string;
  content: string;
  author: string;
  publishDate: string;
  category: string;
  image: string;
  readTime: string;
  status: string;
  featured: Bool;
  views: number;
  /** Who created it (migration 0010); null for older items. Authors change only their own. */
  createdBy: number | null;
  /** When a scheduled item is published, UTC ISO (migration 0011); null when not set. */
  publishAt: string | null;
}
export interface ProgramsTable
  extends
    Timestamps,
    InOtherLanguages<
      | "title"
      | "slug"
      | "description"
      | "longDescription"
      | "location"
      | "requirements"
      | "objectives"
      | "contactPerson"
    >,
    SeoColumns {
  id: Id;
  title: string;
  slug: Generated<string>;
  description: string;
  longDescription: string;
  category: string;
  startDate: string;
  endDate: string;
  location: string;
  maxParticipants: number;
  currentParticipants: number;
  status: string;
  image: string;
  requirements: string;
  objectives: string;
  contactPerson: string;
  contactEmail: string;
  budget: number;
  fundingStatus: string;
}
export interface GalleryItemsTable extends Timestamps, InOtherLanguages<"title" | "description"> {
  id: Id;
  src: string;
  title: string;
  description: string;
  category: string;
  uploadDate: string;
  fileSize: string;
}
export interface StoreItemsTable extends Timestamps, InOtherLanguages<"name" | "description"> {
  id: Id;
  name: string;
  description: string;
  price: number;
  image: string;
  category: string;
  featured: Bool;
  stockQuantity: number;
  status: string;
}
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
