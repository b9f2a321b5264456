/**
 * Anonymous page views that the page cache can answer are answered here, by the plain Node
 * request handler, before Express and its middleware: the same headers (security headers, the
 * page's own, ETag, 304 on If-None-Match, Brotli or gzip as the client accepts) for about what a
 * static file costs. Everything else — a miss, a session, a preview, any other method or path —
 * goes on to Express unchanged, where the page handler renders and stores the page.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isAdminPath } from "../../core/locale-detection.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import { type Encoding, negotiateEncoding } from "./compression.ts";
import { rememberedByString } from "../../core/remembered.ts";
import { sendPage } from "./page-handler.ts";
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
  // Public pages all get the same (NOT_PAGES and admin paths never reach a hit).
  const publicSecurity = securityHeaderList("/", https);
  const wire = new WeakMap<CachedPage, Partial<Record<Encoding, string[]>>>();
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
    if (req.headers["if-none-match"]) {
      // A revalidation (maybe a 304): the general path.
      setSecurityHeaders(res, path, https);
      sendPage(req, res, page, "HIT");
      return true;
    }
    // The common hit: one writeHead with the headers made once for this page and encoding.
    const encoding = acceptedEncoding(req.headers["accept-encoding"], page);
    res.writeHead(page.status, wireHeaders(page, encoding));
    res.end(req.method === "HEAD" ? undefined : (page.bodies[encoding] ?? page.bodies.identity));
    return true;
  }

  /** Every header of a hit on `page` in `encoding`, flat, made at its first hit and kept with it. */
  function wireHeaders(page: CachedPage, encoding: Encoding): string[] {
    let byEncoding = wire.get(page);
    if (!byEncoding) wire.set(page, (byEncoding = {}));
    const known = byEncoding[encoding];
    if (known) return known;
    const body = page.bodies[encoding] ?? page.bodies.identity;
    const headers = [
      ...publicSecurity,
      ...page.headers,
      ["ETag", page.etag],
      ["X-Page-Cache", "HIT"],
      ...(encoding === "identity" ? [] : [["Content-Encoding", encoding]]),
      ["Content-Length", String(body.length)],
    ];
    return (byEncoding[encoding] = headers.flat());
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

/** The encoding a client takes, by its Accept-Encoding (a few strings, read once each). */
const takes = rememberedByString((header) => negotiateEncoding(header), 64);

/** Stored pages carry both Brotli and gzip (page-handler.ts): else their bytes as they are. */
function acceptedEncoding(header: string | undefined, page: CachedPage): Encoding {
  const wanted = header ? takes(header) : "identity";
  return page.bodies[wanted] ? wanted : "identity";
}
