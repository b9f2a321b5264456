/**
 * An admin screen's meta: "<screen> | Admin" in the page's language (the staff member's, or the
 * browser's on the sign-in screens), and never indexed.
 *
 *   export function meta({ matches }: Route.MetaArgs) {
 *     return adminMeta(matches, (locale) => metaT(locale, "adminInbox")("pageTitle"));
 *   }
 */
import type { MetaDescriptor } from "react-router";
import type { Locale } from "../../core/constants.ts";
import { metaT, rootMeta } from "./seo.ts";

export function adminMeta(
  matches: Parameters<typeof rootMeta>[0],
  title: (locale: Locale) => string,
): MetaDescriptor[] {
  const { locale } = rootMeta(matches);
  return [
    { title: `${title(locale)} | ${metaT(locale, "adminShell")("titleSuffix")}` },
    { name: "robots", content: "noindex" },
  ];
}
