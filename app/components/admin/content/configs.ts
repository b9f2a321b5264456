/**
 * One screen per entity: which of its fields the form edits and how its items show in the list.
 * The words are not here: labels, options and messages come from the adminContent namespace keyed
 * by the entity's name (core/content), so a new entity adds JSON keys, not code (entity-config.ts).
 */
import {
  blogPosts,
  galleryItems,
  newsArticles,
  programs,
  storeItems,
} from "../../../../core/content/index.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import { readMinutes } from "../../../../core/content/read-time.ts";
import type { Locale } from "../../../../core/constants.ts";
import { formFields } from "./form-fields.ts";
import type { ItemFormat } from "./item-format.ts";
import type { BadgeSpec, BadgeTone, EntityKey, FieldDef, Item, StatCard } from "./types.ts";

/** What a screen shows of its items, given the page language's formatting (item-format.ts). */
export interface EntityScreen {
  key: EntityKey;
  definition: EntityDefinition;
  fields: readonly FieldDef[];
  /** The field the list can be filtered by besides the category (none: no status filter). */
  statusField?: string;
  /** The item's title as stored: `{ en, fr, ru }` for a localized one (entity-config.ts picks). */
  titleValue: (item: Item) => unknown;
  imageOf?: (item: Item) => string;
  metaOf: (item: Item, f: ItemFormat) => string[];
  badgesOf: (item: Item, f: ItemFormat) => BadgeSpec[];
  statsOf?: (stats: Record<string, number>, f: ItemFormat) => StatCard[];
}

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

/** A stored "5 min read" in the staff member's language; anything else as typed. */
const readTime = (item: Item, f: ItemFormat) => {
  const minutes = readMinutes(text(item.readTime));
  return minutes === null ? text(item.readTime) : f.t("meta.readTime", { minutes });
};

const featured = (item: Item, f: ItemFormat): BadgeSpec[] =>
  item.featured ? [{ label: f.t("meta.featured"), tone: "purple" }] : [];

const blog: EntityScreen = {
  key: "blog",
  definition: blogPosts as unknown as EntityDefinition,
  fields: formFields(blogPosts, { fields: { category: { labelledRequired: true } } }),
  statusField: "status",
  titleValue: (i) => i.title,
  imageOf: (i) => text(i.image),
  metaOf: (i, f) => [
    f.t("meta.by", { author: text(i.author) }),
    f.date(i.date),
    f.option("category", i.category),
    readTime(i, f),
  ],
  badgesOf: (i, f) => [
    { label: f.option("status", i.status), tone: BLOG_TONE[text(i.status)] ?? "grey" },
  ],
};

const news: EntityScreen = {
  key: "news",
  definition: newsArticles as unknown as EntityDefinition,
  fields: formFields(newsArticles, { omit: ["views"] }),
  statusField: "status",
  titleValue: (i) => i.title,
  imageOf: (i) => text(i.image),
  metaOf: (i, f) => {
    const views = Number(i.views ?? 0);
    return [
      f.t("meta.by", { author: text(i.author) }),
      f.date(i.publishDate),
      f.option("category", i.category),
      f.t("meta.views", { count: views, value: f.number(views) }),
    ];
  },
  badgesOf: (i, f) => [
    { label: f.option("status", i.status), tone: NEWS_TONE[text(i.status)] ?? "grey" },
    ...featured(i, f),
  ],
  statsOf: (s, f) =>
    f.stats(s, {
      totalArticles: f.number,
      totalViews: f.number,
      scheduled: f.number,
      featured: f.number,
    }),
};

const programsScreen: EntityScreen = {
  key: "programs",
  definition: programs as unknown as EntityDefinition,
  fields: formFields(programs, {
    fields: {
      startDate: { labelledRequired: true },
      endDate: { labelledRequired: true },
      location: { labelledRequired: true },
    },
  }),
  statusField: "status",
  titleValue: (i) => i.title,
  imageOf: (i) => text(i.image),
  metaOf: (i, f) => [
    f.option("category", i.category),
    [f.date(i.startDate), f.date(i.endDate)].filter(Boolean).join(" – "),
    text(i.location),
    f.t("meta.participants", {
      current: f.number(Number(i.currentParticipants ?? 0)),
      max: f.number(Number(i.maxParticipants ?? 0)),
    }),
    `${f.dollars(Number(i.budget ?? 0))} · ${f.option("fundingStatus", i.fundingStatus)}`,
  ],
  badgesOf: (i, f) => [
    { label: f.option("status", i.status), tone: PROGRAM_TONE[text(i.status)] ?? "grey" },
  ],
  statsOf: (s, f) =>
    f.stats(s, {
      totalPrograms: f.number,
      totalParticipants: f.number,
      activePrograms: f.number,
      totalBudget: f.dollars,
    }),
};

const store: EntityScreen = {
  key: "store",
  definition: storeItems as unknown as EntityDefinition,
  fields: formFields(storeItems, { fields: { stockQuantity: { defaultValue: () => "0" } } }),
  statusField: "status",
  titleValue: (i) => i.name,
  imageOf: (i) => text(i.image),
  metaOf: (i, f) => [
    f.price(Number(i.price ?? 0)),
    f.option("category", i.category),
    f.t("meta.inStock", { value: f.number(Number(i.stockQuantity ?? 0)) }),
  ],
  badgesOf: (i, f) => [
    { label: f.option("status", i.status), tone: i.status === "active" ? "green" : "grey" },
    ...featured(i, f),
  ],
};

export const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Gallery items are created by the upload dialog; the editor changes these. */
const gallery: EntityScreen = {
  key: "gallery",
  definition: galleryItems as unknown as EntityDefinition,
  fields: formFields(galleryItems, { only: ["title", "description", "category", "src"] }),
  titleValue: (i) => i.title,
  imageOf: (i) => text(i.src),
  metaOf: (i, f) => [f.date(i.uploadDate), text(i.fileSize)],
  badgesOf: (i, f) => [{ label: f.option("category", i.category), tone: "blue" }],
  statsOf: (s, f) =>
    f.stats(s, {
      totalImages: f.number,
      categories: (_, stats) => f.number(stats.categoriesInUse ?? 0),
      thisMonth: f.number,
      storageUsed: (_, stats) => formatMb(stats.storageBytes ?? 0),
    }),
};

/** Every content screen by its address (`/admin/<key>`). */
export const ENTITY_SCREENS = {
  blog,
  news,
  programs: programsScreen,
  store,
  gallery,
} as const satisfies Record<EntityKey, EntityScreen>;

/**
 * A value in `locale` when it has text there, else its English (the fallback), with the language
 * it is in, so the page can mark it (`lang`). A plain value is English.
 */
export function textIn(v: unknown, locale: Locale): { text: string; lang: Locale } {
  if (v && typeof v === "object" && locale in v) {
    const own = text((v as Record<string, unknown>)[locale]);
    if (own.trim()) return { text: own, lang: locale };
  }
  return { text: text(v), lang: "en" };
}

/** A value as text; a localized field `{ en, fr, ru }` shows its English text. */
export function text(v: unknown): string {
  if (v && typeof v === "object" && "en" in v) return text(v.en);
  return typeof v === "string" ? v : v == null ? "" : String(v);
}
