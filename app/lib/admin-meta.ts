/**
 * An admin screen names its texts once, in its handle, and its title from them:
 *
 *   export const handle = screenHandle(["adminInbox"]);
 *   export const meta = adminMeta(handle, (t) => t("pageTitle"));
 *
 * The handle's namespaces (with "adminShell", which words the title's suffix and the shell) are
 * what the page carries and what a navigation waits for (app/i18n/route-namespaces.tsx); the title
 * is worded from the first one. The title reads "<screen> | Admin" in the page's language (the
 * staff member's, or the browser's on the sign-in screens), and the page is never indexed.
 */
import type { MetaDescriptor } from "react-router";
import type { Locale } from "../../core/constants.ts";
import type { TextsHandle } from "../i18n/route-namespaces.tsx";
import type { Namespace } from "../i18n/resources.ts";
import type { TFunction } from "../i18n/translate.ts";
import type { RouteHandle } from "./document-mode.ts";
import { metaT, rootMeta } from "./seo.ts";

type Matches = Parameters<typeof rootMeta>[0];

/** An admin route's handle: its namespaces, the first one wording its title. */
export interface ScreenHandle<N extends Namespace> extends RouteHandle, TextsHandle {
  namespaces: readonly [N, ...Namespace[]];
}

export function screenHandle<N extends Namespace>(
  namespaces: readonly [N, ...Namespace[]],
  handle: RouteHandle = {},
): ScreenHandle<N> {
  return { ...handle, namespaces: [...namespaces, "adminShell"] };
}

/** "<title> | Admin" in the page's language, not indexed (for a route without a screen handle). */
export function adminTitle(matches: Matches, title: (locale: Locale) => string): MetaDescriptor[] {
  const { locale } = rootMeta(matches);
  return [
    { title: `${title(locale)} | ${metaT(locale, "adminShell")("titleSuffix")}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * A screen's `meta`, worded from its handle's first namespace. `title` may read the meta arguments
 * (the loader's data); it answers undefined when there is nothing to name (the screen failed).
 */
export function adminMeta<N extends Namespace, Args extends { matches: Matches }>(
  handle: ScreenHandle<N>,
  title: (t: TFunction<N>, args: Args) => string | undefined,
) {
  return (args: Args): MetaDescriptor[] =>
    adminTitle(
      args.matches,
      (locale) =>
        title(metaT(locale, handle.namespaces[0]), args) ??
        metaT(locale, "adminShell")("errorTitle"),
    );
}
