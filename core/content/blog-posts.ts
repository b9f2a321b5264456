/** Blog posts: stories, published when their status says so. */
import { BLOG_CATEGORIES, BLOG_STATUSES, DEFAULT_READ_TIME } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { seoFields } from "./permalink-fields.ts";
import { storyTextFields } from "./story-fields.ts";

export const blogPosts = defineEntity({
  name: "blogPosts",
  apiPath: "blog-posts",
  titleField: "title",
  fields: {
    ...storyTextFields("blog-images"),
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
