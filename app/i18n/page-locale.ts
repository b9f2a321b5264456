/**
 * The one way a component knows the page's language: the root loader's `locale` (decided on the
 * server from the route's `:lang?` prefix). Loaders, which run before it, read the request's path
 * with `localeFromPath` (locale-path.ts); nothing else looks at cookies or params for it.
 */
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "../../core/constants.ts";
import type { loader as rootLoader } from "../root.tsx";

/** The root loader's data (locale, public settings, origin), typed; undefined only outside it. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function usePageLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}
