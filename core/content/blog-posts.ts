/** Blog posts: stories, published when their status says so. */
import { BLOG_CATEGORIES, BLOG_STATUSES, DEFAULT_READ_TIME } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { seoFields, slugField } from "./permalink-fields.ts";

export const blogPosts = defineEntity({
  name: "blogPosts",
  apiPath: "blog-posts",
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
      bucket: "blog-images",
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
    date: { kind: "date", label: "Date", default: "today", listColumn: true },
    category: {
      kind: "select",
      label: "Category",
      options: BLOG_CATEGORIES,
      default: "Education",
      listColumn: true,
    },
    readTime: {
      kind: "text",
      label: "Read time",
      max: 40,
      default: DEFAULT_READ_TIME,
      listColumn: true,
    },
    publishAt: {
      kind: "dateTime",
      label: "Publish at",
      hint: "When a scheduled item is published by itself.",
    },
    status: {
      kind: "select",
      label: "Status",
      options: BLOG_STATUSES,
      default: "draft",
      listColumn: true,
    },
    image: {
      kind: "image",
      label: "Featured image",
      bucket: "blog-images",
      placeholder: true,
      wide: true,
    },
    images: {
      kind: "list",
      of: "image",
      label: "Album images",
      itemLabel: "Image URL",
      bucket: "blog-images",
      max: 50,
      hint: "Optional photos shown as an album with the post.",
      wide: true,
    },
    ...seoFields("blog-images"),
  },
  publicFilter: { field: "status", value: "published" },
  // Lists show the newest by the item's own date (migration 0011 indexes it), not by creation.
  defaultOrder: { field: "date", direction: "desc" },
  schedule: { field: "publishAt" },
});
