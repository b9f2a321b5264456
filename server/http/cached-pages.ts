/**
 * Anonymous page views that the page cache can answer are answered here, by the plain Node
 * request handler, before Express and its middleware: the same headers (security headers, the
 * page's own, ETag, 304 on If-None-Match, Brotli or gzip as the client accepts) for about what a
 * static file costs. Everything else — a miss, a session, a preview, any other method or path —
 * goes on to Express unchanged, where the page handler renders and stores the page.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isAdminPath } from "../../core/locale-detection.ts";
import { currentRequestId, REQUEST_ID_HEADER } from "../observability/request-ids.ts";
import type { Encoding } from "./compression.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import { matchesEtag, pageBodyFor, sendPage } from "./page-handler.ts";
import { hasSessionCookie, isPreviewUrl, pageCacheKey, savesData } from "./page-request.ts";
import { securityHeaderList, setSecurityHeaders } from "./security-headers.ts";

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
    sendHit(req, res, page, path);
    return true;
  }

  /**
   * A hit: the whole answer in one `writeHead` of headers made once per page and encoding (Node
   * takes that path only when no header was set before). A 304 or a HEAD takes the usual way.
   */
  function sendHit(req: IncomingMessage, res: ServerResponse, page: CachedPage, path: string) {
    if (req.method !== "GET" || matchesEtag(req, page.etag)) {
      setSecurityHeaders(res, path, https);
      return sendPage(req, res, page, "HIT");
    }
    const { encoding, body } = pageBodyFor(req, page);
    let made = hitHeaders.get(page);
    if (!made) hitHeaders.set(page, (made = {}));
    const headers = (made[encoding] ??= [
      ...securityHeaderList(path, https),
      ...page.headers,
      ["ETag", page.etag],
      ["X-Page-Cache", "HIT"],
      ...(encoding === "identity" ? [] : [["Content-Encoding", encoding]]),
      ["Content-Length", String(body.length)],
    ].flat());
    res.writeHead(page.status, [REQUEST_ID_HEADER, currentRequestId() ?? "", ...headers]);
    res.end(body);
  }
}

/** The headers of a page's hits, by encoding: kept as long as the page is. */
const hitHeaders = new WeakMap<CachedPage, Partial<Record<Encoding, string[]>>>();

/** The scheme as Express's `req.protocol` gives it: X-Forwarded-Proto only from a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: CachedPagesOptions["trustProxy"]) {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trustProxy(req.socket.remoteAddress ?? "", 0)) return own;
  const forwarded = req.headers["x-forwarded-proto"];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own;
  return header.split(",")[0]!.trim();
}
