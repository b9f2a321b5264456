/**
 * The service interfaces the app calls through the load context (it never imports server code).
 * Every call takes the acting user explicitly; the server implementation enforces the rules.
 */
import type { PublicSettings, Settings } from "./settings.ts";
import type { Locale } from "./constants.ts";
import type {
  BlogPost,
  ContactMessage,
  DashboardStats,
  FileUpload,
  GalleryItem,
  ListQuery,
  LocalizedBlogPost,
  LocalizedGalleryItem,
  LocalizedNewsArticle,
  LocalizedProgram,
  LocalizedStoreItem,
  NewsArticle,
  Page,
  Program,
  StoreItem,
} from "./schemas.ts";

export type Role = "admin" | "user";
export interface User {
  id: number;
  email: string;
  name: string;
  role: Role;
}
/** Who is acting: a signed-in user or null for an anonymous visitor. */
export type Actor = User | null;

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
  update(actor: Actor, id: number, input: unknown): Promise<L>;
  /** Moves the item to the trash; `restore` brings it back. */
  remove(actor: Actor, id: number): Promise<void>;
  restore(actor: Actor, id: number): Promise<L>;
  /** The item in one language, with the same fallback chain as `get`. */
  resolve(item: L, locale: Locale): Promise<T>;
}

export interface SettingsService {
  /** The whole object with secrets masked; admins only. */
  getForAdmin(actor: Actor): Promise<{ settings: Settings; updatedAt: string | null }>;
  save(actor: Actor, input: unknown): Promise<{ settings: Settings; updatedAt: string }>;
  /** Only what public pages render. */
  getPublic(): Promise<PublicSettings>;
  /** Server-side reads of rules (lockout, session timeout, …); never sent to a browser. */
  getEffective(): Promise<Settings>;
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
  list(actor: Actor, query?: ListQuery): Promise<Page<FileUpload>>;
}

export interface ContactMessagesService {
  /** Anyone may send a message; the input is validated (400 with field errors). */
  submit(input: unknown): Promise<{ id: number }>;
  list(actor: Actor, query?: ListQuery): Promise<Page<ContactMessage>>;
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
  contactMessages: ContactMessagesService;
}

/** What every route loader and action receives from the server. */
export interface RequestContext {
  services: AppServices;
  actor: Actor;
  /** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's own. */
  origin: string;
  /** Whether the session expired (idle too long), so the admin sign-in can say so. */
  sessionExpired: boolean;
}
