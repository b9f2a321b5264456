/**
 * The text of a story (a blog post or a news article): title, slug, excerpt, body and byline, in
 * every language. Both kinds of story are written and read the same way; what differs (dates,
 * categories, album, featured flag) stays in their own definitions.
 */
import type { UploadBucket } from "../constants.ts";
import { slugField, titleField } from "./permalink-fields.ts";

export function storyTextFields<const B extends UploadBucket>(bucket: B) {
  return {
    title: titleField,
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
      bucket,
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
  } as const;
}
