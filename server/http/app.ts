/** The Express application: security headers, sessions, API, media, static assets and the SSR handler. */
import type { RequestListener } from "node:http";
import express, { type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { requestContext as RequestContextKey } from "../../core/request-context.ts";
import type { Config } from "../config.ts";
import type { DatabaseAvailability } from "../db/availability.ts";
import type { Db } from "../db/index.ts";
import type { Services } from "../services.ts";
import type { Storage } from "../storage/storage.ts";
import { withRememberedLists } from "../content/remembered-lists.ts";
import { taggingServices } from "../cdn/cache-tags.ts";
import type { Cdn } from "../cdn/cdn.ts";
import { accountSecurityOf } from "./account-security.ts";
import { signInStepsOf } from "./sign-in-steps.ts";
import { apiRouter } from "./api.ts";
import { mediaRouter } from "./media.ts";
import { apiErrorHandler, pageErrorHandler } from "./errors.ts";
import { answerCachedPages } from "./cached-pages.ts";
import { compressResponses } from "./compression.ts";
import { apiCaching } from "./http-caching.ts";
import type { PageCache } from "./page-cache.ts";
import { PAGE_ROUTE, pageHandler } from "./page-handler.ts";
import { savesData } from "./page-request.ts";
import { ENHANCE_ENTRY } from "../../core/constants.ts";
import { builtEnhanceScript, staticAssets } from "./static-assets.ts";
import { actorOf, auditAs, callerOf, staffAs } from "./handlers.ts";
import { requestOrigin, sameOriginWrites } from "./origin-check.ts";
import { securityHeaders } from "./security-headers.ts";
import { loadActor } from "./session.ts";
import { newsViewPixel } from "./news-view-pixel.ts";
import { newsletterWebVersion } from "./newsletter-router.ts";
import { chooseLanguage } from "./language-choice.ts";
import { LANGUAGE_CHOICE_PATH } from "../../core/language-choice.ts";

export interface AppOptions {
  config: Config;
  db: Db;
  services: Services;
  storage: Storage;
  log: Logger;
  /** The React Router server build (a function in development, re-read on change). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware, when running `npm run dev`. */
  devMiddleware?: RequestHandler;
  /** Where the client build lives (production). */
  clientDir?: string;
  /** The rendered-page cache (null or absent: off). */
  pageCache?: PageCache | null;
  /** Whether the database is reachable: failures during an outage answer 503. */
  availability?: DatabaseAvailability;
  /** The CDN in front (CDN_PROVIDER): pages name their cache tags, changes purge them. */
  cdn?: Cdn | null;
}

/**
 * The process's request listener: cached anonymous pages are answered before Express
 * (http/cached-pages.ts); everything else goes to the Express application.
 */
export function createRequestListener(options: AppOptions): RequestListener {
  const app = createApp(options);
  const { pageCache, config, build, devMiddleware } = options;
  if (!pageCache || !build || devMiddleware) return app;
  return answerCachedPages(app, {
    cache: pageCache,
    https: (config.PUBLIC_URL ?? "").startsWith("https://"),
    trustProxy: app.get("trust proxy fn") as (address: string, hop: number) => boolean,
  });
}

export function createApp({
  config,
  services,
  storage,
  log,
  build,
  devMiddleware,
  clientDir,
  pageCache = null,
  availability,
  cdn = null,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-* only from the proxies the operator names (TRUST_PROXY); none by default.
  app.set("trust proxy", config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false);
  const secureCookies = (config.PUBLIC_URL ?? "").startsWith("https://");

  // Request ids, the request log and metrics: server/observability/observe-requests.ts; addresses
  // that cannot be routed are answered before the app: http/request-target.ts.
  app.use(securityHeaders({ https: secureCookies }));

  // /livez, /readyz and /healthz are answered before the app, in every phase: see lifecycle.ts.

  app.use(["/api", "/media"], compressResponses());
  app.use("/media", mediaRouter(config, storage));

  if (devMiddleware) app.use(devMiddleware);
  else if (clientDir) app.use(staticAssets(clientDir));

  app.get("/news-views/:id", newsViewPixel(services.newsViews));
  app.get("/newsletter/issues/:id", newsletterWebVersion(services.services.newsletter));
  app.get(`${LANGUAGE_CHOICE_PATH}/:locale`, chooseLanguage({ secureCookies }));
  app.use(loadActor(services.auth));
  app.use("/api", apiCaching);
  app.use(sameOriginWrites(config.PUBLIC_URL));
  app.use(
    "/api/v1",
    apiRouter(services, {
      secureCookies,
      storage,
      uploadMaxBytes: config.UPLOAD_MAX_MB * 1024 * 1024,
      writesPerMinute: config.RATE_LIMIT_WRITES_PER_MINUTE,
      signUpsPerHour: config.RATE_LIMIT_SIGN_UPS_PER_HOUR,
      signInsPerMinute: config.RATE_LIMIT_SIGN_INS_PER_MINUTE,
    }),
  );
  app.use("/api", apiErrorHandler(log, availability));

  if (!build) return app;
  const enhanceScript = devMiddleware ? `/${ENHANCE_ENTRY}` : builtEnhanceScript(clientDir);
  const loadBuild = typeof build === "function" ? build : async () => build;
  const pageServices = withRememberedLists(services.services, services.changes);
  app.all(
    PAGE_ROUTE,
    pageHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      cache: devMiddleware ? null : pageCache,
      sharedCaching: Boolean(config.PUBLIC_URL),
      purged: Boolean(cdn),
      availability,
      // What the render read (its page services, tagging), named in the CDN's header.
      cacheTags: cdn ? (res, pathname) => cdn.tagHeader(renderTags(res), pathname) : undefined,
      async getLoadContext(req, res) {
        // The key object must be the build's own copy (see app/entry.server.tsx).
        const entry = (await loadBuild()).entry.module as {
          requestContext?: typeof RequestContextKey;
        };
        if (!entry.requestContext)
          throw new Error("app/entry.server.tsx must export requestContext");
        const context = new RouterContextProvider();
        const began = Date.now();
        const tags = new Set<string>();
        res.locals.cacheTags = tags;
        context.set(entry.requestContext, {
          services: cdn ? taggingServices(pageServices, tags) : pageServices,
          actor: actorOf(req),
          staff: staffAs(services.auth.staff, callerOf(req)),
          audit: auditAs(services.audit, actorOf(req)),
          account: accountSecurityOf(services, req, res, secureCookies),
          signIn: signInStepsOf(services, req, res, {
            secureCookies,
            signInsPerMinute: config.RATE_LIMIT_SIGN_INS_PER_MINUTE,
          }),
          // Absolute links (canonical, og, hreflang) never take the host from request headers
          // when the operator set PUBLIC_URL.
          origin: config.PUBLIC_URL ?? requestOrigin(req),
          sessionExpired: req.session?.kind === "expired",
          enhanceScript,
          saveData: savesData(req.headers["save-data"]),
          log,
          databaseAway: () => availability?.outageSeenSince(began) ?? false,
        });
        return context;
      },
    }),
  );
  app.use(pageErrorHandler(log, availability));
  return app;
}

/** The cache tags a page's render collected (see getLoadContext above). */
function renderTags(res: Response): Set<string> {
  return (res.locals.cacheTags as Set<string> | undefined) ?? new Set();
}
