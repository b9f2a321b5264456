import type { GalleryItem } from "../../../../core/schemas.ts";
import type { TextKey } from "~/i18n/translate.ts";

/** The gallery tabs and the stored category each one shows. */
export const GALLERY_TABS = [
  { value: "all", category: null },
  { value: "education", category: "education" },
  { value: "training", category: "sport" },
  { value: "outreach", category: "projects" },
  { value: "events", category: "others" },
] as const satisfies readonly { value: string; category: GalleryItem["category"] | null }[];

export type GalleryTab = (typeof GALLERY_TABS)[number]["value"];

/** Translation key of each tab label in the gallery namespace. */
export const TAB_LABEL_KEY = {
  all: "tabs.all",
  education: "tabs.education",
  training: "tabs.sport",
  outreach: "tabs.projects",
  events: "tabs.others",
} as const satisfies Record<GalleryTab, TextKey<"gallery">>;
