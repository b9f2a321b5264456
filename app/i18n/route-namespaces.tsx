/**
 * The texts a route declares once, in its handle: `export const handle = { namespaces: [...] }`
 * (admin screens build it with screenHandle, app/lib/admin-meta.ts). One mechanism reads it for
 * every use:
 * - on the server, the page carries those namespaces (app/i18n/used-namespaces.tsx), so a screen's
 *   meta and first render find them at hydration;
 * - in the browser, a navigation or revalidation waits for them in the page's language (the root
 *   loader's `locale`, the one the server decided for the request) before it shows, so the next
 *   screen's title (its meta runs before the screen renders) is never a bare key, and after a
 *   language change the next screens come in the new language at once.
 * A page loads only the namespaces of the routes it matches: never another screen's strings.
 */
import { type ReactNode, use, useContext } from "react";
import { useLocation, useMatches } from "react-router";
import { namespaceSettled } from "./i18n.ts";
import { usePageLocale } from "./page-locale.ts";
import type { Namespace } from "./resources.ts";
import { UsedNamespacesContext } from "./used-namespaces.tsx";

/** The part of a route's handle that names its texts. */
export interface TextsHandle {
  namespaces?: readonly Namespace[];
}

interface MatchLike {
  handle: unknown;
  loaderData: unknown;
}

/**
 * The namespaces declared by the routes whose screen shows, each once, outermost route first. A
 * route that declares texts has a loader: while its data is missing (its loader, or one above it,
 * failed) an error boundary above it shows instead, and its texts are not the page's.
 */
export function declaredNamespaces(matches: readonly MatchLike[]): Namespace[] {
  const all = matches.flatMap(({ handle, loaderData }) =>
    loaderData === undefined ? [] : ((handle as TextsHandle | undefined)?.namespaces ?? []),
  );
  return [...new Set(all)];
}

/** Around the routes' outlet: the page waits for its routes' declared texts (see above). */
export function RouteNamespaces({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const locale = usePageLocale();
  const { key } = useLocation();
  const used = useContext(UsedNamespacesContext);
  const namespaces = declaredNamespaces(matches);
  for (const ns of namespaces) used?.add(ns);
  // All the fetches start before the first wait: they travel together, not one after another.
  const waits = namespaces.map((ns) => namespaceSettled(locale, ns, key));
  for (const wait of waits) use(wait);
  return children;
}
