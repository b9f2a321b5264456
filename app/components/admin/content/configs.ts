/** One configuration per entity for the generic content screen (SPEC §3 fields, §4 statuses). */
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  FUNDING_STATUSES,
  GALLERY_CATEGORIES,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  PROGRAM_CATEGORIES,
  PROGRAM_STATUSES,
  STORE_CATEGORIES,
  STORE_STATUSES,
} from "../../../../core/constants.ts";
import {
  blogText,
  fieldLabels as L,
  galleryText,
  newsText,
  optionLabels,
  programsText,
  statLabels,
  storeText,
} from "../text/content.ts";
import type { BadgeTone, EntityConfig, FieldDef } from "./types.ts";

const today = () => new Date().toISOString().slice(0, 10);
const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const num = new Intl.NumberFormat("en-US");
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const formatDate = (v: unknown) => {
  const s = str(v);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${s}T00:00:00Z`),
  );
};

function options<K extends string>(values: readonly K[], labels?: Record<K, string>) {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}
const labelOf = <K extends string>(labels: Record<K, string>, v: unknown) =>
  labels[str(v) as K] ?? str(v);

const blogCategories = options(BLOG_CATEGORIES);
const blogStatuses = options(BLOG_STATUSES, optionLabels.blogStatus);
const newsCategories = options(NEWS_CATEGORIES, optionLabels.newsCategory);
const newsStatuses = options(NEWS_STATUSES, optionLabels.newsStatus);
const programCategories = options(PROGRAM_CATEGORIES, optionLabels.programCategory);
const programStatuses = options(PROGRAM_STATUSES, optionLabels.programStatus);
const fundingStatuses = options(FUNDING_STATUSES, optionLabels.fundingStatus);
const storeCategories = options(STORE_CATEGORIES);
const storeStatuses = options(STORE_STATUSES, optionLabels.storeStatus);
export const galleryCategories = options(GALLERY_CATEGORIES, optionLabels.galleryCategory);

const BLOG_TONE: Record<string, BadgeTone> = {
  published: "green",
  draft: "yellow",
  pending: "blue",
};
const NEWS_TONE: Record<string, BadgeTone> = {
  published: "green",
  draft: "yellow",
  scheduled: "blue",
};
const PROGRAM_TONE: Record<string, BadgeTone> = {
  completed: "green",
  ongoing: "blue",
  upcoming: "yellow",
  cancelled: "gray",
};

const blogFields: FieldDef[] = [
  { kind: "text", name: "title", label: L.title, required: true, wide: true },
  { kind: "textarea", name: "excerpt", label: L.excerpt, required: true, rows: 3, wide: true },
  { kind: "textarea", name: "content", label: L.content, required: true, rows: 8, wide: true },
  { kind: "text", name: "author", label: L.author, required: true },
  { kind: "date", name: "date", label: L.date, defaultValue: today },
  {
    kind: "select",
    name: "category",
    label: L.category,
    labelledRequired: true,
    options: blogCategories,
    defaultValue: "Education",
  },
  { kind: "text", name: "readTime", label: L.readTime, placeholder: "5 min read" },
  {
    kind: "select",
    name: "status",
    label: L.status,
    options: blogStatuses,
    defaultValue: "draft",
  },
  { kind: "image", name: "image", label: L.image, bucket: "blog-images", wide: true },
  {
    kind: "imageList",
    name: "images",
    label: L.images,
    bucket: "blog-images",
    itemLabel: "Image URL",
    hint: "Optional photos shown as an album with the post.",
    wide: true,
  },
];

const newsFields: FieldDef[] = [
  { kind: "text", name: "title", label: L.title, required: true, wide: true },
  { kind: "textarea", name: "excerpt", label: L.excerpt, required: true, rows: 3, wide: true },
  { kind: "textarea", name: "content", label: L.content, required: true, rows: 8, wide: true },
  { kind: "text", name: "author", label: L.author, required: true },
  { kind: "date", name: "publishDate", label: L.publishDate, defaultValue: today },
  {
    kind: "select",
    name: "category",
    label: L.category,
    options: newsCategories,
    defaultValue: "announcement",
  },
  { kind: "text", name: "readTime", label: L.readTime, placeholder: "5 min read" },
  {
    kind: "select",
    name: "status",
    label: L.status,
    options: newsStatuses,
    defaultValue: "draft",
  },
  {
    kind: "switch",
    name: "featured",
    label: L.featured,
    description: "Show this article as the featured story.",
  },
  { kind: "image", name: "image", label: L.image, bucket: "news-images", wide: true },
];

const programFields: FieldDef[] = [
  { kind: "text", name: "title", label: L.title, required: true, wide: true },
  {
    kind: "textarea",
    name: "description",
    label: L.description,
    required: true,
    rows: 3,
    wide: true,
  },
  {
    kind: "textarea",
    name: "longDescription",
    label: L.longDescription,
    required: true,
    rows: 6,
    wide: true,
  },
  {
    kind: "select",
    name: "category",
    label: L.category,
    options: programCategories,
    defaultValue: "education",
  },
  {
    kind: "select",
    name: "status",
    label: L.status,
    options: programStatuses,
    defaultValue: "upcoming",
  },
  { kind: "date", name: "startDate", label: L.startDate, labelledRequired: true },
  { kind: "date", name: "endDate", label: L.endDate, labelledRequired: true },
  { kind: "text", name: "location", label: L.location, labelledRequired: true, wide: true },
  { kind: "integer", name: "maxParticipants", label: L.maxParticipants },
  { kind: "integer", name: "currentParticipants", label: L.currentParticipants },
  { kind: "integer", name: "budget", label: L.budget },
  {
    kind: "select",
    name: "fundingStatus",
    label: L.fundingStatus,
    options: fundingStatuses,
    defaultValue: "seeking",
  },
  { kind: "text", name: "contactPerson", label: L.contactPerson },
  { kind: "email", name: "contactEmail", label: L.contactEmail },
  {
    kind: "list",
    name: "requirements",
    label: L.requirements,
    itemLabel: "Requirement",
    wide: true,
  },
  { kind: "list", name: "objectives", label: L.objectives, itemLabel: "Objective", wide: true },
  { kind: "image", name: "image", label: L.image, bucket: "program-images", wide: true },
];

const storeFields: FieldDef[] = [
  { kind: "text", name: "name", label: L.name, required: true, wide: true },
  { kind: "textarea", name: "description", label: L.description, rows: 3, wide: true },
  { kind: "number", name: "price", label: L.price, required: true, step: "0.01" },
  { kind: "integer", name: "stockQuantity", label: L.stockQuantity, defaultValue: () => "0" },
  {
    kind: "select",
    name: "category",
    label: L.category,
    options: storeCategories,
    defaultValue: "Apparel",
  },
  {
    kind: "select",
    name: "status",
    label: L.status,
    options: storeStatuses,
    defaultValue: "active",
  },
  {
    kind: "switch",
    name: "featured",
    label: L.featured,
    description: "Highlight this item in the store.",
  },
  { kind: "image", name: "image", label: L.image, bucket: "store-images", wide: true },
];

const galleryEditFields: FieldDef[] = [
  { kind: "text", name: "title", label: L.title, wide: true },
  { kind: "textarea", name: "description", label: L.description, rows: 3, wide: true },
  {
    kind: "select",
    name: "category",
    label: L.category,
    options: galleryCategories,
    defaultValue: "education",
  },
  { kind: "image", name: "src", label: L.src, bucket: "gallery-images", wide: true },
];

export const blogConfig: EntityConfig = {
  key: "blog",
  apiPath: "blog-posts",
  text: blogText,
  fields: blogFields,
  categoryOptions: blogCategories,
  statusOptions: blogStatuses,
  titleOf: (i) => str(i.title),
  imageOf: (i) => str(i.image),
  metaOf: (i) => [`${L.by} ${str(i.author)}`, formatDate(i.date), str(i.category), str(i.readTime)],
  badgesOf: (i) => [
    {
      label: labelOf(optionLabels.blogStatus, i.status),
      tone: BLOG_TONE[str(i.status)] ?? "gray",
    },
  ],
};

export const newsConfig: EntityConfig = {
  key: "news",
  apiPath: "news-articles",
  text: newsText,
  fields: newsFields,
  categoryOptions: newsCategories,
  statusOptions: newsStatuses,
  titleOf: (i) => str(i.title),
  imageOf: (i) => str(i.image),
  metaOf: (i) => [
    `${L.by} ${str(i.author)}`,
    formatDate(i.publishDate),
    labelOf(optionLabels.newsCategory, i.category),
    `${num.format(Number(i.views ?? 0))} ${L.views}`,
  ],
  badgesOf: (i) => [
    { label: labelOf(optionLabels.newsStatus, i.status), tone: NEWS_TONE[str(i.status)] ?? "gray" },
    ...(i.featured ? [{ label: L.featured, tone: "purple" as const }] : []),
  ],
  statsOf: (s) => [
    { label: statLabels.news.totalArticles, value: num.format(s.totalArticles ?? 0) },
    { label: statLabels.news.totalViews, value: num.format(s.totalViews ?? 0) },
    { label: statLabels.news.scheduled, value: num.format(s.scheduled ?? 0) },
    { label: statLabels.news.featured, value: num.format(s.featured ?? 0) },
  ],
};

export const programsConfig: EntityConfig = {
  key: "programs",
  apiPath: "programs",
  text: programsText,
  fields: programFields,
  categoryOptions: programCategories,
  statusOptions: programStatuses,
  titleOf: (i) => str(i.title),
  imageOf: (i) => str(i.image),
  metaOf: (i) => [
    labelOf(optionLabels.programCategory, i.category),
    [formatDate(i.startDate), formatDate(i.endDate)].filter(Boolean).join(" – "),
    str(i.location),
    `${num.format(Number(i.currentParticipants ?? 0))} / ${num.format(Number(i.maxParticipants ?? 0))} participants`,
    `${usd.format(Number(i.budget ?? 0))} · ${labelOf(optionLabels.fundingStatus, i.fundingStatus)}`,
  ],
  badgesOf: (i) => [
    {
      label: labelOf(optionLabels.programStatus, i.status),
      tone: PROGRAM_TONE[str(i.status)] ?? "gray",
    },
  ],
  statsOf: (s) => [
    { label: statLabels.programs.totalPrograms, value: num.format(s.totalPrograms ?? 0) },
    { label: statLabels.programs.totalParticipants, value: num.format(s.totalParticipants ?? 0) },
    { label: statLabels.programs.activePrograms, value: num.format(s.activePrograms ?? 0) },
    { label: statLabels.programs.totalBudget, value: usd.format(s.totalBudget ?? 0) },
  ],
};

export const storeConfig: EntityConfig = {
  key: "store",
  apiPath: "store-items",
  text: storeText,
  fields: storeFields,
  categoryOptions: storeCategories,
  statusOptions: storeStatuses,
  titleOf: (i) => str(i.name),
  imageOf: (i) => str(i.image),
  metaOf: (i) => [
    usdCents.format(Number(i.price ?? 0)),
    str(i.category),
    `${num.format(Number(i.stockQuantity ?? 0))} in stock`,
  ],
  badgesOf: (i) => [
    {
      label: labelOf(optionLabels.storeStatus, i.status),
      tone: i.status === "active" ? "green" : "gray",
    },
    ...(i.featured ? [{ label: L.featured, tone: "purple" as const }] : []),
  ],
};

export const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const galleryConfig: EntityConfig = {
  key: "gallery",
  apiPath: "gallery-items",
  text: galleryText,
  fields: galleryEditFields,
  categoryOptions: galleryCategories,
  titleOf: (i) => str(i.title),
  imageOf: (i) => str(i.src),
  metaOf: (i) => [formatDate(i.uploadDate), str(i.fileSize)],
  badgesOf: (i) => [{ label: labelOf(optionLabels.galleryCategory, i.category), tone: "blue" }],
  statsOf: (s) => [
    { label: statLabels.gallery.totalImages, value: num.format(s.totalImages ?? 0) },
    { label: statLabels.gallery.categories, value: num.format(s.categoriesInUse ?? 0) },
    { label: statLabels.gallery.thisMonth, value: num.format(s.thisMonth ?? 0) },
    { label: statLabels.gallery.storageUsed, value: formatMb(s.storageBytes ?? 0) },
  ],
};
