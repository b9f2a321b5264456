/** News articles: announcements and updates, published when their status says so. */
import { DEFAULT_READ_TIME, NEWS_CATEGORIES, NEWS_STATUSES } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { seoFields } from "./permalink-fields.ts";
import { storyTextFields } from "./story-fields.ts";

export const newsArticles = defineEntity({
  name: "newsArticles",
  apiPath: "news-articles",
  titleField: "title",
  fields: {
    ...storyTextFields("news-images"),
    publishDate: { kind: "date", label: "Publish date", default: "today", listColumn: true },
    category: {
      kind: "select",
      label: "Category",
      options: NEWS_CATEGORIES,
      default: "announcement",
      listColumn: true,
    },
    readTime: { kind: "text", label: "Read time", max: 40, default: DEFAULT_READ_TIME },
    publishAt: {
      kind: "dateTime",
      label: "Publish at",
      hint: "When a scheduled item is published by itself.",
    },
    status: {
      kind: "select",
      label: "Status",
      options: NEWS_STATUSES,
      default: "draft",
      listColumn: true,
    },
    featured: {
      kind: "boolean",
      label: "Featured",
      description: "Show this article as the featured story.",
      listColumn: true,
    },
    views: { kind: "number", label: "Views", integer: true, max: 2_000_000_000, listColumn: true },
    image: {
      kind: "image",
      label: "Featured image",
      bucket: "news-images",
      placeholder: true,
      wide: true,
    },
    ...seoFields("news-images"),
  },
  publicFilter: { field: "status", value: "published" },
  // Lists show the newest by the item's own date (migration 0011 indexes it), not by creation.
  defaultOrder: { field: "publishDate", direction: "desc" },
  schedule: { field: "publishAt" },
});
