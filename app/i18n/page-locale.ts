/**
 * The one way a component knows the page's language: the root loader's `locale`, which the root
 * route's middleware decided for the request (request-locale.ts: the path's prefix on public
 * pages, the staff member's language or the browser's on /admin), or the path's prefix on an error
 * page rendered without it. Loaders and actions read the same decision from the router context
 * (`requestLocale(context)`); nothing else looks at paths, cookies or headers for it.
 */
import { useLocation, useRouteLoaderData } from "react-router";
import type { Locale } from "../../core/constants.ts";
import type { loader as rootLoader } from "../root.tsx";
import { localeFromPath } from "./locale-path.ts";

/** The root loader's data (locale, public settings, origin), typed; undefined only outside it. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function usePageLocale(): Locale {
  const { pathname } = useLocation();
  return useRootData()?.locale ?? localeFromPath(pathname);
}
