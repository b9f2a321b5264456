/** Business constants, shared by server and app. */

export const LOCALES = ["en", "fr", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
export const DEFAULT_LOCALE: Locale = "en";
/** Each language named in itself: how a language choice offers it, to anyone. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ru: "Русский",
};
/** The cookie that remembers a visitor's language choice (read by the server on unprefixed paths). */
export const LANG_COOKIE = "lang";

/** Staff roles and a plain account (docs/decisions/0012-roles.md); what each may do is core/access.ts. */
export const ROLES = ["admin", "editor", "author", "user"] as const;
/** The roles that sign in to the admin area. */
export const STAFF_ROLES = ["admin", "editor", "author"] as const;

export const BLOG_CATEGORIES = [
  "Education",
  "Sports",
  "Culture",
  "Youth",
  "Healthcare",
  "Volunteers",
] as const;
export const BLOG_STATUSES = ["draft", "pending", "scheduled", "published"] as const;

export const NEWS_CATEGORIES = ["breaking", "announcement", "update", "event"] as const;
export const NEWS_STATUSES = ["draft", "pending", "scheduled", "published"] as const;

export const PROGRAM_CATEGORIES = [
  "education",
  "sports",
  "healthcare",
  "community",
  "youth",
] as const;
export const PROGRAM_STATUSES = ["upcoming", "ongoing", "completed", "cancelled"] as const;
export const FUNDING_STATUSES = ["funded", "partial", "seeking"] as const;

export const GALLERY_CATEGORIES = ["education", "sport", "projects", "others"] as const;

export const STORE_CATEGORIES = ["Apparel", "Accessories"] as const;
export const STORE_STATUSES = ["active", "inactive"] as const;

export const UPLOAD_BUCKETS = [
  "blog-images",
  "gallery-images",
  "news-images",
  "program-images",
  "store-images",
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** Items in the trash longer than this are deleted for good by the background job. */
export const TRASH_RETENTION_DAYS = 30;
/** How long a preview link of an unpublished item works. */
export const PREVIEW_TOKEN_DAYS = 7;
/** The query parameter of a preview link (`/blog/<slug>?preview=<token>`). */
export const PREVIEW_PARAM = "preview";

export const DEFAULT_READ_TIME = "5 min read";
export const PLACEHOLDER_IMAGE = "/placeholder.svg";
/**
 * Whether an image field holds a picture of its own: an item saved without one stores the
 * placeholder (its field's default), and then shows no picture (decision 0028).
 */
export const hasOwnImage = (image: string | null | undefined): image is string =>
  !!image && image.trim() !== "" && image !== PLACEHOLDER_IMAGE;

export const HOME_PROJECT_COUNT = 3;
export const HOME_STORY_COUNT = 3;
export const HOME_NEWS_COUNT = 4;
export const HOME_NEWS_SIDE_COUNT = 3;
export const COUNTER_DURATION_MS = 2500;
export const PROJECT_HERO_ROTATION_MS = 5000;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Messages the server returns (validation, sign-in, access); the app translates them by key. */
export const MESSAGES = {
  requiredFields: "Please fill in all required fields",
  selectImages: "Please select images to upload",
  titleAndDescription: "Please fill in title and description",
  invalidCredentials: "Invalid credentials",
  accessDenied: "You don't have admin privileges",
  signInRequired: "Please sign in",
  notFound: "Not found",
} as const;

/** The script of the public pages, from the project's root (built by vite.enhance.config.ts). */
export const ENHANCE_ENTRY = "app/enhance/site.ts";
