import { createRequestHandler, data, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeHandlers } from "./route-handlers.ts";

type Routes = ServerBuild["routes"];
type RouteModule = NonNullable<Routes[string]>["module"];

const page = (extra: Partial<RouteModule> = {}): RouteModule => ({ default: () => null, ...extra });

/** The site's route table in small: the same shapes (optional language, prefixes, splat, admin). */
function siteBuild(): ServerBuild {
  const routes: Routes = {};
  const add = (
    id: string,
    parentId: string | undefined,
    path: string | undefined,
    module: RouteModule,
    index?: boolean,
  ) => {
    routes[id] = { id, parentId, path, index, caseSensitive: undefined, module };
  };
  add("root", undefined, "", page({ ErrorBoundary: () => null, loader: () => ({ root: true }) }));
  // A resource route: no component.
  add("robots", "root", "robots.txt", {
    loader: () => new Response("User-agent: *"),
  } as unknown as RouteModule);
  add("admin/layout", "root", "admin", page({ handle: { hydrate: true } }));
  add("admin/news", "admin/layout", "news", page({ loader: () => ({ admin: "news" }) }));
  add("site", "root", ":lang?", page({ loader: ({ params }) => ({ lang: params.lang ?? null }) }));
  add("site/home", "site", undefined, page({ loader: () => "home" }), true);
  add("site/privacy", "site", "privacy", page());
  add(
    "site/news-article",
    "site",
    "news/:slug",
    page({
      loader: ({ params }) => {
        if (params.slug === "missing") throw data(null, { status: 404 });
        return { slug: params.slug };
      },
    }),
  );
  add("site/not-found", "site", "*", page({ loader: () => data("not found", { status: 404 }) }));
  add("site.fr", "root", "fr", page());
  add("site/privacy.fr", "site.fr", "confidentialite", page());
  add("site/not-found.fr", "site.fr", "*", page());

  const assetsRoutes = Object.fromEntries(
    Object.values(routes).map((route) => [
      route!.id,
      {
        id: route!.id,
        parentId: route!.parentId,
        path: route!.path,
        index: route!.index,
        module: `/assets/${route!.id}.js`,
        hasAction: false,
        hasLoader: Boolean(route!.module.loader),
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: Boolean(route!.module.ErrorBoundary),
      },
    ]),
  );
  return {
    entry: {
      module: {
        // The document "render": what React Router handed over, as JSON.
        default: (request, status, headers, context) =>
          Response.json(
            {
              status,
              matches: context.staticHandlerContext.matches.map((match) => ({
                id: match.route.id,
                params: match.params,
                pathname: match.pathname,
              })),
              loaderData: context.staticHandlerContext.loaderData,
              errors: Object.keys(context.staticHandlerContext.errors ?? {}),
              routeModules: Object.keys(context.routeModules).length,
              manifestRoutes: Object.keys(context.manifest.routes).length,
            },
            { status, headers },
          ),
      },
    },
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: assetsRoutes,
      url: "/assets/manifest.js",
      version: "1",
    } as unknown as ServerBuild["assets"],
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

const ADDRESSES = [
  "/",
  "/privacy",
  "/privacy/",
  "/PRIVACY",
  "/%70rivacy",
  "/de/privacy",
  "/fr",
  "/fr/confidentialite",
  "/fr/nulle-part",
  "/news/first",
  "/news/missing",
  "/nowhere/at/all",
  "/robots.txt",
  "/admin/news",
  "/admin/unknown",
  "/__manifest?paths=/privacy,/admin/news&version=1",
];

async function answer(response: Response) {
  const body = await response.text();
  let parsed: unknown = body;
  try {
    parsed = JSON.parse(body);
  } catch {
    // a text body (robots, manifest answers)
  }
  return { status: response.status, headers: [...response.headers], body: parsed };
}

describe("routeHandlers", () => {
  const build = siteBuild();
  const whole = createRequestHandler(build, "production");
  const handle = routeHandlers(build, "production");

  it.each(ADDRESSES)("answers %s as the whole route table does", async (address) => {
    for (const method of ["GET", "HEAD"]) {
      const request = () => new Request(`http://site.test${address}`, { method });
      const pathname = new URL(request().url).pathname;
      const ours = await answer(await handle(request(), new RouterContextProvider(), pathname));
      const theirs = await answer(await whole(request(), new RouterContextProvider()));
      const withoutCounts = (a: typeof ours) =>
        typeof a.body === "object"
          ? { ...a, body: { ...a.body, routeModules: 0, manifestRoutes: 0 } }
          : a;
      expect(withoutCounts(ours)).toEqual(withoutCounts(theirs));
    }
  });

  it("hands a document page only its matched routes, and a page that hydrates all of them", async () => {
    const render = async (address: string) =>
      (
        await answer(
          await handle(
            new Request(`http://site.test${address}`),
            new RouterContextProvider(),
            address,
          ),
        )
      ).body as { routeModules: number; manifestRoutes: number; matches: { id: string }[] };
    const privacy = await render("/privacy");
    expect(privacy.matches.map((m) => m.id)).toEqual(["root", "site", "site/privacy"]);
    expect(privacy).toMatchObject({ routeModules: 3, manifestRoutes: 3 });
    const admin = await render("/admin/news");
    const all = Object.keys(build.routes).length;
    expect(admin).toMatchObject({ routeModules: all, manifestRoutes: all });
  });
});
