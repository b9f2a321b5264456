/** Gallery items: uploaded photos with a caption, all public. */
import { GALLERY_CATEGORIES, MESSAGES } from "../constants.ts";
import { defineEntity } from "./define.ts";

export const galleryItems = defineEntity({
  name: "galleryItems",
  apiPath: "gallery-items",
  titleField: "title",
  fields: {
    title: {
      kind: "text",
      label: "Title",
      max: 200,
      required: MESSAGES.titleAndDescription,
      localized: true,
      searchable: true,
      listColumn: true,
      wide: true,
    },
    description: {
      kind: "longText",
      label: "Description",
      max: 2000,
      rows: 3,
      required: MESSAGES.titleAndDescription,
      localized: true,
      searchable: true,
      wide: true,
    },
    category: {
      kind: "select",
      label: "Category",
      options: GALLERY_CATEGORIES,
      default: "education",
      listColumn: true,
    },
    src: {
      kind: "image",
      label: "Image",
      bucket: "gallery-images",
      placeholder: false,
      required: MESSAGES.selectImages,
      wide: true,
    },
    uploadDate: { kind: "date", label: "Upload date", default: "today", listColumn: true },
    fileSize: { kind: "text", label: "File size", max: 20, default: "0.0 MB", listColumn: true },
  },
  defaultOrder: { field: "createdAt", direction: "desc" },
});
