/**
 * Anonymous page views that the page cache can answer are answered here, by the plain Node
 * request handler, before Express and its middleware: the same headers (security headers, the
 * page's own, ETag, 304 on If-None-Match, Brotli or gzip as the client accepts) for about what a
 * static file costs. Everything else — a miss, a session, a preview, any other method or path —
 * goes on to Express unchanged, where the page handler renders and stores the page.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isAdminPath } from "../../core/locale-detection.ts";
import type { PageCache } from "./page-cache.ts";
import { sendPage } from "./page-handler.ts";
import { hasSessionCookie, isPreviewUrl, pageCacheKey, savesData } from "./page-request.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/** Paths that are never rendered pages: not worth a cache look-up. */
const NOT_PAGES = /^\/(api|media|assets|news-views|language)\//;

export interface CachedPagesOptions {
  cache: PageCache;
  /** Whether PUBLIC_URL is https (Strict-Transport-Security, as for every response). */
  https: boolean;
  /** Express's compiled TRUST_PROXY test, so the scheme is read exactly as Express reads it. */
  trustProxy: (address: string, hop: number) => boolean;
}

/** A request listener that answers cache hits and hands every other request to `next`. */
export function answerCachedPages(
  next: RequestListener,
  options: CachedPagesOptions,
): RequestListener {
  const { cache, https, trustProxy } = options;
  return (req, res) => {
    if (!answered(req, res)) next(req, res);
  };

  function answered(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    if (NOT_PAGES.test(path) || isAdminPath(path)) return false;
    if (hasSessionCookie(req) || isPreviewUrl(url)) return false;
    const page = cache.get(
      pageCacheKey({
        protocol: protocolOf(req, trustProxy),
        host: req.headers.host ?? "",
        url,
        path,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
        saveData: savesData(req.headers["save-data"]),
      }),
    );
    if (!page) return false;
    setSecurityHeaders(res, path, https);
    sendPage(req, res, page, "HIT");
    return true;
  }
}

/** The scheme as Express's `req.protocol` gives it: X-Forwarded-Proto only from a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: CachedPagesOptions["trustProxy"]) {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trustProxy(req.socket.remoteAddress ?? "", 0)) return own;
  const forwarded = req.headers["x-forwarded-proto"];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(",")[0]!.trim();
}
