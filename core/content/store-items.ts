/** Store items: merchandise, visible to visitors while active. */
import { STORE_CATEGORIES, STORE_STATUSES } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { headingField } from "./permalink-fields.ts";

export const storeItems = defineEntity({
  name: "storeItems",
  apiPath: "store-items",
  titleField: "name",
  fields: {
    name: headingField("Name"),
    description: {
      kind: "longText",
      label: "Description",
      max: 2000,
      rows: 3,
      localized: true,
      searchable: true,
      wide: true,
    },
    price: {
      kind: "number",
      label: "Price (USD)",
      integer: false,
      max: 1_000_000,
      required: true,
      listColumn: true,
    },
    stockQuantity: {
      kind: "number",
      label: "Stock quantity",
      integer: true,
      max: 2_000_000_000,
      listColumn: true,
    },
    category: {
      kind: "select",
      label: "Category",
      options: STORE_CATEGORIES,
      default: "Apparel",
      listColumn: true,
    },
    status: {
      kind: "select",
      label: "Status",
      options: STORE_STATUSES,
      default: "active",
      listColumn: true,
    },
    featured: {
      kind: "boolean",
      label: "Featured",
      description: "Highlight this item in the store.",
      listColumn: true,
    },
    image: {
      kind: "image",
      label: "Featured image",
      bucket: "store-images",
      placeholder: true,
      wide: true,
    },
  },
  publicFilter: { field: "status", value: "active" },
  defaultOrder: { field: "createdAt", direction: "desc" },
});
