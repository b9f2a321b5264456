/**
 * Server rendering: the whole page is rendered before it is sent, so visitors get full HTML at once.
 * The page's CSP allows its inline scripts by hash (docs/decisions/0007), so the page and its headers
 * can be cached whole by the server's page cache.
 */
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from "react-router";
import { requestContext, type ServerLog } from "../core/request-context.ts";
import { pageCsp, scriptHashSources } from "../core/csp.ts";
import { rememberedByString } from "../core/remembered.ts";
import { pageHydrates } from "./lib/document-mode.ts";
import "./i18n/all-locales.server.ts";

/**
 * Re-exported so the server sets the per-request context with the very key object this build
 * reads it with (the build bundles its own copy of core/).
 */
export { requestContext };

export const streamTimeout = 5_000;

/**
 * The SHA-256 of an inline script, hashed once per text: pages carry the same few scripts (the
 * speculation rules on every page, the home's structured data until the settings change).
 */
const scriptHash = rememberedByString(
  (text) => createHash("sha256").update(text).digest("base64"),
  256,
);

/**
 * The page without the `<link rel="modulepreload">` React Router puts in <head> for every script of
 * the page (14 on the home page, 110 KB). Preloaded, the scripts raced the stylesheet and the first
 * image for a slow link's bandwidth, and the page showed later; without them the browser fetches
 * the scripts when it reaches the module script at the end of <body>, after the page has its text
 * and images. The page works before its scripts arrive (links, forms), so it waits for nothing it
 * needs; hydration starts about one round trip later (docs/decisions/0022).
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** A loader's or action's failure, in the server's JSON log (not a request the visitor gave up). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(requestContext).log.error({ err: error }, "page failed");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { services, log, databaseAway } = loadContext.get(requestContext);
  if (responseStatusCode >= 500 && databaseAway()) {
    responseStatusCode = 503;
    asOutage(routerContext);
  }
  const hydrates = pageHydrates(
    routerContext.staticHandlerContext.matches.map((match) => match.route.id),
    (id) => routerContext.routeModules[id]?.handle,
  );
  const html = hydrates
    ? await renderStreamed(routerContext, request.url, log, () => (responseStatusCode = 500))
    : renderDocument(routerContext, request.url);
  // No policy in development: Vite's client talks to its own socket and reloads modules.
  if (!import.meta.env.DEV) {
    // Without settings (the database is away) the page is an error page: it loads no analytics.
    const { googleAnalytics } = await services.settings
      .getPublic()
      .catch(() => ({ googleAnalytics: "" }));
    const admin = new URL(request.url).pathname.startsWith("/admin");
    const scriptHashes = scriptHashSources(html, scriptHash);
    responseHeaders.set(
      "Content-Security-Policy",
      pageCsp({ scriptHashes, admin, analytics: Boolean(googleAnalytics) }),
    );
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Bytes, not the string: a string body is checked for lone surrogates and encoded again by fetch.
  return new Response(Buffer.from(html), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A page that failed because the database is away shows "back in a moment" (503) in the error
 * boundary that caught it, not "unexpected error": React Router hands the boundaries its
 * sanitized errors, which no longer say why they failed, so the failure is restated here, where
 * the request knows it (its outage record, core/request-context.ts).
 */
function asOutage(routerContext: EntryContext) {
  const { errors } = routerContext.staticHandlerContext;
  if (!errors) return;
  for (const routeId of Object.keys(errors)) {
    errors[routeId] = new ErrorResponseImpl(503, "Service Unavailable", null);
  }
}

/**
 * A document page (no route asks for React in the browser, docs/decisions/0023): rendered to one
 * string, without the hydration data React Router streams after the page (nothing in the browser
 * would read it). Public pages suspend nowhere, so nothing is lost by not streaming, and one
 * synchronous render skips the stream's chunking, buffering and decoding.
 */
function renderDocument(routerContext: EntryContext, url: string): string {
  const context = { ...routerContext, serverHandoffStream: undefined };
  // No <Scripts />, so no module preloads to take out (server/http/page-delivery.test.ts).
  return `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={url} />)}`;
}

/** A page that hydrates (the admin): rendered whole, then sent, with React Router's data stream. */
function renderStreamed(
  context: EntryContext,
  url: string,
  log: ServerLog,
  onError: () => void,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={url} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          resolve(withoutModulePreloads(Buffer.concat(chunks).toString("utf8")));
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        onError();
        log.error({ err: error }, "page render failed");
      },
    });
  });
}
