/** News articles: announcements and updates, published when their status says so. */
import { DEFAULT_READ_TIME, NEWS_CATEGORIES, NEWS_STATUSES } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { seoFields, slugField } from "./permalink-fields.ts";

export const newsArticles = defineEntity({
  name: "newsArticles",
  apiPath: "news-articles",
  titleField: "title",
  fields: {
    title: {
      kind: "text",
      label: "Title",
      max: 200,
      required: true,
      localized: true,
      searchable: true,
      listColumn: true,
      wide: true,
    },
    slug: slugField,
    excerpt: {
      kind: "longText",
      label: "Excerpt",
      max: 1000,
      rows: 3,
      required: true,
      localized: true,
      searchable: true,
      wide: true,
    },
    content: {
      kind: "richText",
      label: "Content",
      // HTML (decision 0011): room for the markup of a long article.
      max: 200_000,
      bucket: "news-images",
      required: true,
      localized: true,
      wide: true,
    },
    author: {
      kind: "text",
      label: "Author",
      max: 120,
      required: true,
      // People's names in the reader's script (docs/decisions/0030).
      localized: true,
      translationOptional: true,
      searchable: true,
      listColumn: true,
    },
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
