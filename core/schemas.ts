/**
 * Zod schemas of the stored entities (SPEC §3) and their create/update rules (SPEC §5).
 * Used by the server services (authority) and by the admin forms (comfort).
 */
import { z } from "zod";
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  DEFAULT_READ_TIME,
  FUNDING_STATUSES,
  GALLERY_CATEGORIES,
  MESSAGES,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  PLACEHOLDER_IMAGE,
  PROGRAM_CATEGORIES,
  PROGRAM_STATUSES,
  STORE_CATEGORIES,
  STORE_STATUSES,
} from "./constants.ts";
import { safeUrl } from "./urls.ts";

const required = z
  .string({ error: MESSAGES.requiredFields })
  .trim()
  .min(1, { error: MESSAGES.requiredFields });
const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).default("");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format yyyy-mm-dd" });
const optionalDate = z.union([isoDate, z.literal("")]).default("");
const imageUrl = safeUrl("Image must be a site path or an http(s) URL")
  .transform((v) => v || PLACEHOLDER_IMAGE)
  .default(PLACEHOLDER_IMAGE);
const wholeNumber = z.coerce
  .number({ error: "Must be a whole number" })
  .int({ error: "Must be a whole number" })
  .min(0, { error: "Must not be negative" })
  .max(2_000_000_000);

export const today = () => new Date().toISOString().slice(0, 10);

export const blogPostInput = z.object({
  title: required.max(200),
  excerpt: required.max(1000),
  content: required.max(100_000),
  author: required.max(120),
  date: isoDate.default(() => today()),
  category: z.enum(BLOG_CATEGORIES).default("Education"),
  image: imageUrl,
  images: z
    .array(
      safeUrl("Each album image must be a site path or an http(s) URL").pipe(z.string().min(1)),
    )
    .max(50)
    .default([]),
  readTime: text(40)
    .default(DEFAULT_READ_TIME)
    .transform((v) => v || DEFAULT_READ_TIME),
  status: z.enum(BLOG_STATUSES).default("draft"),
});

export const newsArticleInput = z.object({
  title: required.max(200),
  excerpt: required.max(1000),
  content: required.max(100_000),
  author: required.max(120),
  publishDate: isoDate.default(() => today()),
  category: z.enum(NEWS_CATEGORIES).default("announcement"),
  image: imageUrl,
  readTime: text(40)
    .default(DEFAULT_READ_TIME)
    .transform((v) => v || DEFAULT_READ_TIME),
  status: z.enum(NEWS_STATUSES).default("draft"),
  featured: z.boolean().default(false),
  views: wholeNumber.default(0),
});

export const programInput = z.object({
  title: required.max(200),
  description: required.max(2000),
  longDescription: required.max(20_000),
  category: z.enum(PROGRAM_CATEGORIES).default("education"),
  startDate: optionalDate,
  endDate: optionalDate,
  location: optionalText(200),
  maxParticipants: wholeNumber.default(0),
  currentParticipants: wholeNumber.default(0),
  status: z.enum(PROGRAM_STATUSES).default("upcoming"),
  image: imageUrl,
  requirements: z.array(text(500)).max(50).default([]),
  objectives: z.array(text(500)).max(50).default([]),
  contactPerson: optionalText(120),
  contactEmail: z
    .union([z.email({ error: "Enter a valid e-mail address" }), z.literal("")])
    .default(""),
  budget: wholeNumber.default(0),
  fundingStatus: z.enum(FUNDING_STATUSES).default("seeking"),
});

export const galleryItemInput = z.object({
  src: safeUrl("Image must be a site path or an http(s) URL").pipe(
    z.string().min(1, { error: MESSAGES.selectImages }),
  ),
  title: z.string().trim().min(1, { error: MESSAGES.titleAndDescription }).max(200),
  description: z.string().trim().min(1, { error: MESSAGES.titleAndDescription }).max(2000),
  category: z.enum(GALLERY_CATEGORIES).default("education"),
  uploadDate: isoDate.default(() => today()),
  fileSize: text(20).default("0.0 MB"),
});

export const storeItemInput = z.object({
  name: required.max(200),
  description: optionalText(2000),
  price: z.coerce.number({ error: "Price must be a number" }).min(0).max(1_000_000),
  image: imageUrl,
  category: z.enum(STORE_CATEGORIES).default("Apparel"),
  featured: z.boolean().default(false),
  stockQuantity: wholeNumber.default(0),
  status: z.enum(STORE_STATUSES).default("active"),
});

/** Edit dialogs have no required-field checks (SPEC §5), but stored values stay well-formed. */
export const blogPostUpdate = blogPostInput.partial();
export const newsArticleUpdate = newsArticleInput.partial();
export const programUpdate = programInput.partial();
export const galleryItemUpdate = galleryItemInput.partial();
export const storeItemUpdate = storeItemInput.partial();

export type BlogPostInput = z.input<typeof blogPostInput>;
export type NewsArticleInput = z.input<typeof newsArticleInput>;
export type ProgramInput = z.input<typeof programInput>;
export type GalleryItemInput = z.input<typeof galleryItemInput>;
export type StoreItemInput = z.input<typeof storeItemInput>;

type WithMeta<T> = T & { id: number; createdAt: string; updatedAt: string };
export type BlogPost = WithMeta<z.output<typeof blogPostInput>>;
export type NewsArticle = WithMeta<z.output<typeof newsArticleInput>>;
export type Program = WithMeta<z.output<typeof programInput>>;
export type GalleryItem = WithMeta<z.output<typeof galleryItemInput>>;
export type StoreItem = WithMeta<z.output<typeof storeItemInput>>;

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.string().trim().max(40).optional(),
  category: z.string().trim().max(60).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.input<typeof listQuery>;
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
