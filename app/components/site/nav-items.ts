import type { TextKey } from "~/i18n/translate.ts";

/** The public navigation (labels are keys of the "nav" namespace). */
type NavKey = TextKey<"nav">;
export interface NavLinkItem {
  kind: "link";
  key: NavKey;
  href: string;
}
export interface NavGroupItem {
  kind: "group";
  key: NavKey;
  items: { key: NavKey; href: string }[];
}
export type NavItem = NavLinkItem | NavGroupItem;

export const NAV_ITEMS: NavItem[] = [
  { kind: "link", key: "home", href: "/" },
  {
    kind: "group",
    key: "about",
    items: [
      { key: "aboutUs", href: "/about" },
      { key: "services", href: "/services" },
      { key: "partner", href: "/partner" },
      { key: "gallery", href: "/gallery" },
    ],
  },
  {
    kind: "group",
    key: "projects",
    items: [
      { key: "ongoing", href: "/projects" },
      { key: "completed", href: "/projects#completed" },
    ],
  },
  { kind: "link", key: "getInvolved", href: "/get-involved" },
  { kind: "link", key: "volunteer", href: "/volunteer" },
  {
    kind: "group",
    key: "supportUs",
    items: [
      { key: "donate", href: "/donate" },
      { key: "store", href: "/store" },
    ],
  },
  { kind: "link", key: "blog", href: "/blog" },
];

/** Whether a nav target is the current page (hash targets never are; their base page is). */
export function isCurrent(href: string, barePath: string, hash: string): boolean {
  const [path, anchor] = href.split("#");
  if (path !== barePath) return false;
  return anchor ? hash === `#${anchor}` : true;
}
