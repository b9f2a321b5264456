/**
 * Shared zod schemas (list queries, contact form, sign-in). The content entities' schemas and types
 * are derived from their definitions in `core/content/` and re-exported here.
 */
import { z } from "zod";
import { LOCALES, type Locale, MESSAGES } from "./constants.ts";

export {
  type BlogPost,
  type BlogPostInput,
  type GalleryItem,
  type GalleryItemInput,
  type LocalizedBlogPost,
  type LocalizedGalleryItem,
  type LocalizedNewsArticle,
  type LocalizedProgram,
  type LocalizedStoreItem,
  type NewsArticle,
  type NewsArticleInput,
  type Program,
  type ProgramInput,
  type StoreItem,
  type StoreItemInput,
} from "./content/index.ts";
export { today } from "./content/schemas.ts";

export const listQuery = z.object({
  /** Items that lack this language in a localized field that English has (admin lists). */
  missing: z.enum(["fr", "ru"], { error: "missing must be fr or ru" }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.string().trim().max(40).optional(),
  category: z.string().trim().max(60).optional(),
  q: z.string().trim().max(200).optional(),
  /** A field of the entity: checked against its definition by the service (400 otherwise). */
  sort: z.string().trim().max(40).optional(),
  dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).optional(),
});
export type ListQuery = z.input<typeof listQuery>;
/** The page sizes the admin lists offer. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** POST /api/v1/<entity>/bulk: one action over several items of a page. */
export const BULK_ACTIONS = ["publish", "unpublish", "trash"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const bulkInput = z.strictObject({
  action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(", ")}` }),
  ids: z
    .array(z.number().int().positive(), { error: "ids must be a list of item ids" })
    .min(1, { error: "Choose at least one item" })
    .max(100, { error: "At most 100 items at once" }),
});
export interface BulkResult {
  action: BulkAction;
  /** The ids changed, in the order given. */
  done: number[];
  /** Ids left as they were (already in that state). */
  unchanged: number[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface FileUpload {
  id: number;
  fileName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
  bucketName: string;
  uploadedBy: string | null;
  createdAt: string;
  /** Pixel size of the original, null for uploads made before variants existed. */
  width: number | null;
  height: number | null;
  /** Storage keys (same bucket) of the responsive variants; empty until made (decision 0010). */
  variants: string[];
  /** Alternative text per language ("" when not given; migration 0013). */
  alt: Record<Locale, string>;
  /** The hash of the stored bytes (its key's, see contentHashOf): one item per image (0021). */
  contentHash: string | null;
}

/** A content item whose image field, image list or rich text refers to an upload. */
export interface MediaUse {
  entity: "blogPosts" | "newsArticles" | "programs" | "galleryItems" | "storeItems";
  id: number;
  /** The item's title (English). */
  title: string;
  /** Its title in each language it has one ("" where it has none). */
  titles: Partial<Record<Locale, string>>;
  /** In the trash: still a use, since restoring it would bring the image back. */
  trashed: boolean;
}

/** An upload as the media library shows it: its public URL and where it is used. */
export interface MediaItem extends FileUpload {
  url: string;
  uses: MediaUse[];
}

export const ALT_MAX = 500;
const altText = z
  .string()
  .trim()
  .max(ALT_MAX, { error: `At most ${ALT_MAX} characters` });
/** PUT /api/v1/uploads/:id: any subset of the languages. */
export const mediaUpdateInput = z.strictObject({
  alt: z.strictObject(
    Object.fromEntries(LOCALES.map((l) => [l, altText.optional()])) as Record<
      Locale,
      z.ZodOptional<typeof altText>
    >,
  ),
});
export const mediaQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  q: z.string().trim().max(200).optional(),
  /** Only the actor's own uploads. */
  mine: z.enum(["1", "true"]).optional(),
  /** The upload an image URL names (its bucket and key), wherever the image is used (decision 0028). */
  url: z.string().trim().max(2000).optional(),
});

/** Live content items, and how many of them are complete in each language. */
export interface TranslationCoverage {
  items: number;
  complete: Record<"en" | "fr" | "ru", number>;
}

export interface DashboardStats {
  totalBlogs: number;
  totalGallery: number;
  totalNews: number;
  totalPrograms: number;
  publishedBlogs: number;
  publishedNews: number;
  activePrograms: number;
  totalViews: number;
  translations: TranslationCoverage;
}

/** The public contact form (/contact). Messages are stored for staff; no e-mail is required to work. */
export const contactMessageInput = z.object({
  name: z.string().trim().min(1, { error: "required" }).max(120),
  email: z.email({ error: "email" }).trim().max(254),
  subject: z.string().trim().max(200).default(""),
  message: z.string().trim().min(1, { error: "required" }).max(5000),
  locale: z.enum(["en", "fr", "ru"]).default("en"),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;
export interface ContactMessage extends z.output<typeof contactMessageInput> {
  id: number;
  createdAt: string;
}

export const signInInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase().max(254),
  password: z.string().min(1, { error: MESSAGES.requiredFields }).max(1024),
});
export const signUpInput = signInInput.extend({
  name: z.string().trim().max(120).optional(),
});
