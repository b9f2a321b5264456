/**
 * An admin screen's meta: "<screen> | Admin" in the page's language (the staff member's, or the
 * browser's on the sign-in screens), and never indexed.
 *
 *   export function meta({ matches }: Route.MetaArgs) {
 *     return adminMeta(matches, (locale) => metaT(locale, "adminInbox")("pageTitle"));
 *   }
 */
import type { MetaDescriptor } from "react-router";
import { isLocale, type Locale } from "../../core/constants.ts";
import { loadNamespaces } from "../i18n/i18n.ts";
import type { Namespace } from "../i18n/resources.ts";
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

/**
 * A screen's `clientLoader`: on a navigation in the browser its texts arrive with its data, so its
 * title (meta runs before the screen renders) is never a bare key. The first page carries its texts
 * (app/i18n/used-namespaces.tsx), so this does not run on hydration. A failed fetch of the texts is
 * left to the screen, which asks for them again when it renders.
 *
 *   export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
 *     return withScreenTexts(["adminInbox"], serverLoader());
 *   }
 */
export async function withScreenTexts<T>(namespaces: Namespace[], data: Promise<T>): Promise<T> {
  const lang = document.documentElement.lang;
  const texts = isLocale(lang)
    ? loadNamespaces(lang, ["adminShell", ...namespaces]).catch(() => undefined)
    : undefined;
  const [answer] = await Promise.all([data, texts]);
  return answer;
}
