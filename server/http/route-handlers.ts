/**
 * React Router's request handler, run over only the routes a document page matches.
 *
 * Given the whole route table (about 110 branches: every page at its English, French and Russian
 * address, each English one twice for the optional language segment), React Router matches the
 * address twice per request (to choose document or resource, then in the query), and the render
 * rebuilds a route object for every route of the table (ServerRouter). That was a seventh of an
 * uncached page. A page only ever uses its matched routes: here the address is matched once and the
 * chain remembered (root, layout, page), and the request goes to a handler built over that chain.
 * Matched in the table or in its chain, an address gives the same routes and parameters: a chain
 * keeps its branches in the table's order, and every branch ranked before the matching one in the
 * table fails in both.
 *
 * The whole table still answers what needs more than the chain: a page that hydrates (its script
 * and manifest describe the routes for the browser's router, docs/decisions/0023), data and
 * manifest requests of the client router, writes, an address no route matches, and development,
 * where the build is read again on every change.
 */
import {
  createRequestHandler,
  createStaticHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { rememberedByString } from "../../core/remembered.ts";

type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>;
type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/** The route table as React Router builds it (children in the order of the build's manifest). */
function routeTree(
  routes: ServerBuild["routes"],
  parentId?: string,
): Parameters<typeof createStaticHandler>[0] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

const hydrates = (route: ServerRoute | undefined) =>
  (route?.module.handle as { hydrate?: unknown } | undefined)?.hydrate === true;

/** The build reduced to some routes, in the table's order. */
function reduced(build: ServerBuild, ids: Set<string>): ServerBuild {
  const keep = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id)));
  return {
    ...build,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}

/**
 * The page handler's call into React Router: `handle(request, context, pathname)`, where pathname
 * is the request URL's.
 */
export function routeHandlers(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
) {
  const whole: Handler = createRequestHandler(build, mode);
  if (typeof build === "function" || (build.basename ?? "/") !== "/") return whole;

  const table = createStaticHandler(routeTree(build.routes));
  const manifestPath =
    build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : null;
  const byChain = new Map<string, Handler>();

  /** The handler for an address, or null when only the whole table may answer it. */
  const chainHandler = rememberedByString((pathname): Handler | null => {
    if (pathname.endsWith(".data") || pathname === manifestPath) return null;
    const ids = table.match(pathname)?.map((match) => match.route.id);
    if (!ids?.length || ids.some((id) => hydrates(build.routes[id]))) return null;
    const key = ids.join("\n");
    let handler = byChain.get(key);
    if (!handler) {
      handler = createRequestHandler(reduced(build, new Set(ids)), mode);
      byChain.set(key, handler);
    }
    return handler;
  }, 1000);

  return (request: Request, context: RouterContextProvider, pathname?: string) => {
    const method = request.method;
    const handler =
      pathname !== undefined && (method === "GET" || method === "HEAD")
        ? chainHandler(pathname)
        : null;
    return (handler ?? whole)(request, context);
  };
}
