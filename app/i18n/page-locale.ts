/**
 * The one way a component knows the page's language: the root loader's `locale` (decided on the
 * server from the route's `:lang?` prefix), or the path's prefix on an error page rendered without
 * it. Loaders, which run before it, read the request's path with `localeFromPath` (locale-path.ts);
 * nothing else looks at cookies or params for it.
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
