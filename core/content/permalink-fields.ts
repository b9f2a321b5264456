/** The fields every entity with a permalink shares: its slug and its search-and-sharing overrides. */
/**
 * The field an item is listed and found by (a title, a product's name): required, in every
 * language, searchable, a column of the admin list.
 */
export function headingField<const L extends string>(label: L) {
  return {
    kind: "text",
    label,
    max: 200,
    required: true,
    localized: true,
    searchable: true,
    listColumn: true,
    wide: true,
  } as const;
}

/** The title of an entity with permalinks, which its slug is made from. */
export const titleField = headingField("Title");

/** The slug of an entity with permalinks, made from its title when left empty (decision 0016). */
export const slugField = {
  kind: "slug",
  from: "title",
  label: "Slug",
  localized: true,
  hint: "The end of the page address. Left empty, it is made from the title.",
  wide: true,
} as const;

/**
 * The optional search-and-sharing overrides of an item with a permalink, per language. Empty means
 * the page's own default in that language: the title, the excerpt (or description), the image.
 */
import type { UploadBucket } from "../constants.ts";

export function seoFields<const B extends UploadBucket>(bucket: B) {
  return {
    seoTitle: {
      kind: "text",
      label: "SEO title",
      max: 70,
      localized: true,
      fallback: false,
      hint: "Shown by search engines and in shared links. Left empty, the title is used.",
      wide: true,
    },
    seoDescription: {
      kind: "longText",
      label: "SEO description",
      max: 300,
      rows: 2,
      localized: true,
      fallback: false,
      hint: "One or two sentences for search results. Left empty, the excerpt is used.",
      wide: true,
    },
    socialImage: {
      kind: "image",
      label: "Social image",
      bucket,
      placeholder: false,
      localized: true,
      fallback: false,
      hint: "The picture of shared links (1200 × 630 works best). Left empty, the featured image is used.",
      wide: true,
    },
  } as const;
}
