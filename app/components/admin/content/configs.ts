/** One configuration per entity for the generic content screen: its fields and its statuses. */
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  GALLERY_CATEGORIES,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  PROGRAM_CATEGORIES,
  PROGRAM_STATUSES,
  STORE_CATEGORIES,
  STORE_STATUSES,
} from "../../../../core/constants.ts";
import {
  blogPosts,
  galleryItems,
  newsArticles,
  programs,
  storeItems,
} from "../../../../core/content/index.ts";
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
import { formFields } from "./form-fields.ts";
import type { BadgeTone, EntityConfig, EntityKey } from "./types.ts";

/** A value as text; a localized field `{ en, fr, ru }` shows its English text. */
const str = (v: unknown): string => {
  if (v && typeof v === "object" && "en" in v) return str(v.en);
  return typeof v === "string" ? v : v == null ? "" : String(v);
};
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
  pending: "purple",
  scheduled: "blue",
};
const PROGRAM_TONE: Record<string, BadgeTone> = {
  completed: "green",
  ongoing: "blue",
  upcoming: "yellow",
  cancelled: "grey",
};

const blogFields = formFields(blogPosts, {
  fields: {
    category: { labelledRequired: true },
    status: { labels: optionLabels.blogStatus },
  },
});

const newsFields = formFields(newsArticles, {
  omit: ["views"],
  fields: {
    category: { labels: optionLabels.newsCategory },
    status: { labels: optionLabels.newsStatus },
  },
});

const programFields = formFields(programs, {
  fields: {
    category: { labels: optionLabels.programCategory },
    status: { labels: optionLabels.programStatus },
    fundingStatus: { labels: optionLabels.fundingStatus },
    startDate: { labelledRequired: true },
    endDate: { labelledRequired: true },
    location: { labelledRequired: true },
  },
});

const storeFields = formFields(storeItems, {
  fields: {
    stockQuantity: { defaultValue: () => "0" },
    status: { labels: optionLabels.storeStatus },
  },
});

/** Gallery items are created by the upload dialog; the edit dialog changes these. */
const galleryEditFields = formFields(galleryItems, {
  only: ["title", "description", "category", "src"],
  fields: { category: { labels: optionLabels.galleryCategory } },
});

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
      tone: BLOG_TONE[str(i.status)] ?? "grey",
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
    { label: labelOf(optionLabels.newsStatus, i.status), tone: NEWS_TONE[str(i.status)] ?? "grey" },
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
      tone: PROGRAM_TONE[str(i.status)] ?? "grey",
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
      tone: i.status === "active" ? "green" : "grey",
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

/** The configuration of each screen's full-page editor (app/routes/admin/content-editor.tsx). */
export const EDITOR_CONFIGS = {
  blog: blogConfig,
  news: newsConfig,
  programs: programsConfig,
  store: storeConfig,
  gallery: galleryConfig,
} as const satisfies Record<EntityKey, EntityConfig>;
