/**
 * Public pages are documents (docs/decisions/0023): React renders them on the server and the
 * browser gets HTML, the stylesheet and a small plain script (app/enhance/), with no React, no
 * route modules and no hydration data. A route whose page needs React in the browser (the admin)
 * says so in its module: `export const handle: RouteHandle = { hydrate: true }`.
 */
import type { UIMatch } from "react-router";
import { useMatches } from "react-router";

export interface RouteHandle {
  /** The page is a React application in the browser: hydration script and data are sent. */
  hydrate?: boolean;
}

const hydrates = (handle: unknown) => (handle as RouteHandle | undefined)?.hydrate === true;

/** Whether any route of the page asks for React in the browser (route modules by id). */
export function pageHydrates(routeIds: string[], handleOf: (id: string) => unknown): boolean {
  return routeIds.some((id) => hydrates(handleOf(id)));
}

/** Whether the page being rendered is a React application in the browser. */
export function usePageHydrates(): boolean {
  return useMatches().some((match: UIMatch) => hydrates(match.handle));
}
