/**
 * The React Router SSR handler behind Express, with HTTP caching: anonymous GETs of public pages
 * are served from the page cache (compressed bytes + ETag, 304 on If-None-Match) or rendered and
 * stored; signed-in and admin responses are `private, no-store` and never cached.
 */
import { hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import {
  COMPRESSION_THRESHOLD_BYTES,
  encode,
  isCompressibleType,
  negotiateEncoding,
} from "./compression.ts";
import { isAdminPath } from "../../core/locale-detection.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import {
  expressPageRequest,
  hasSessionCookie,
  isPreviewRequest,
  pageCacheKey,
} from "./page-request.ts";
import {
  HOST_DERIVED_PAGE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  PURGED_PAGE_CACHE_CONTROL,
  STALE_PAGE_CACHE_CONTROL,
} from "./http-caching.ts";
import { routeHandlers } from "./route-handlers.ts";
import { type DatabaseAvailability, OUTAGE_RETRY_AFTER_SECONDS } from "../db/availability.ts";

/** The route the page handler is mounted on (http/app.ts): every page, rendered or from the cache. */
export const PAGE_ROUTE = "/{*splat}";

/**
 * What the page cache keeps: pages, page data requests of client navigation (React Router's single
 * fetch), and the machine-readable resources rendered by routes (robots.txt, the sitemaps, the
 * feeds), which change with the content and are dropped with the pages.
 */
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|text\/plain|application\/(xml|rss\+xml))/i;

function toFetchRequest(req: Request, res: Response) {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return { request: new Request(url, init), pathname: url.pathname };
}

const SKIPPED_HEADERS = new Set(["content-length", "content-encoding", "etag", "cache-control"]);

function replayableHeaders(response: globalThis.Response, cacheControl: string) {
  const headers: [string, string][] = [];
  let vary = "";
  for (const [key, value] of response.headers) {
    if (SKIPPED_HEADERS.has(key)) continue;
    if (key === "vary") vary = value;
    else headers.push([key, value]);
  }
  headers.push(["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
  headers.push(["cache-control", cacheControl]);
  return headers;
}

/** Weak: the same ETag stands for the page in every encoding. */
function etagOf(body: Buffer) {
  return `W/"${hash("sha1", body, "base64url")}"`;
}

export function matchesEtag(req: IncomingMessage, etag: string) {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/** The encoding of a page the client takes, and the page's body in it. */
export function pageBodyFor(req: IncomingMessage, page: CachedPage) {
  const encoding = negotiateEncoding(
    req.headers["accept-encoding"],
    page.bodies.br ? ["br", "gzip"] : page.bodies.gzip ? ["gzip"] : [],
  );
  return { encoding, body: page.bodies[encoding] ?? page.bodies.identity };
}

/**
 * Sends a stored (or storable) page: 304 when the client has it, else the body it accepts. A
 * STALE page (the database is away) is kept by shared caches only briefly.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cacheState: "HIT" | "SHARED" | "MISS" | "BYPASS" | "STALE",
) {
  for (const [key, value] of page.headers) res.appendHeader(key, value);
  if (cacheState === "STALE" && !/private/.test(String(res.getHeader("cache-control")))) {
    res.setHeader("Cache-Control", STALE_PAGE_CACHE_CONTROL);
  }
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", cacheState);
  if (matchesEtag(req, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const { encoding, body } = pageBodyFor(req, page);
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

async function sendUncached(
  req: Request,
  res: Response,
  response: globalThis.Response,
  body: Buffer,
  privateResponse: boolean,
  status = response.status,
) {
  res.status(status);
  const headers = privateResponse
    ? replayableHeaders(response, PRIVATE_CACHE_CONTROL)
    : [...response.headers].filter(([key]) => key !== "content-length" && key !== "vary");
  for (const [key, value] of headers) res.append(key, value);
  const compressible =
    isCompressibleType(response.headers.get("content-type")) &&
    body.length >= COMPRESSION_THRESHOLD_BYTES &&
    !response.headers.has("content-encoding");
  if (!privateResponse && compressible) {
    const vary = response.headers.get("vary");
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  } else if (!privateResponse && response.headers.has("vary")) {
    res.setHeader("Vary", response.headers.get("vary") ?? "");
  }
  const encoding = compressible ? negotiateEncoding(req.get("accept-encoding")) : "identity";
  const sent = await encode(body, encoding);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  if (response.body !== null || body.length > 0) res.setHeader("Content-Length", sent.length);
  res.end(req.method === "HEAD" ? undefined : sent);
}

export function pageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => Promise<RouterContextProvider>;
  /** The page cache; null turns it off (responses are still compressed and validated). */
  cache: PageCache | null;
  /** An error page rendered while the database is away is a 503 to retry, not a 500. */
  availability?: DatabaseAvailability;
  /** Whether shared caches may keep public pages: only when PUBLIC_URL fixes their links. */
  sharedCaching: boolean;
  /** Whether a CDN is purged at every change (CDN_PROVIDER): pages may then be kept long. */
  purged?: boolean;
  /** The header naming a rendered page's cache tags for the CDN, when one is configured. */
  cacheTags?: (res: Response, pathname: string) => [string, string];
}) {
  const publicCacheControl = !options.sharedCaching
    ? HOST_DERIVED_PAGE_CACHE_CONTROL
    : options.purged
      ? PURGED_PAGE_CACHE_CONTROL
      : PUBLIC_PAGE_CACHE_CONTROL;
  const handle = routeHandlers(options.build, options.mode);
  const { cache } = options;
  /**
   * Renders under way, by cache key: a crowd arriving at a page that is not cached (at start,
   * after a publish cleared the cache, when an entry expires) waits for the one render instead of
   * rendering it once per request. Resolves to null when that render is not storable.
   */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const signedIn = hasSessionCookie(req);
      const admin = isAdminPath(req.path);
      // Previews are private like admin pages: not looked up, not stored, `private, no-store`.
      const preview = isPreviewRequest(req);
      const privatePage = signedIn || admin || preview;
      if (preview) res.setHeader("X-Robots-Tag", "noindex");
      const readOnly = req.method === "GET" || req.method === "HEAD";
      const cacheable = Boolean(cache) && readOnly && !privatePage;
      const key = cacheable ? pageCacheKey(expressPageRequest(req)) : "";
      let settle: ((page: CachedPage | null) => void) | undefined;
      if (cache && cacheable) {
        const hit = cache.get(key);
        if (hit) return sendPage(req, res, hit, "HIT");
        // The database is known to be away: the last copy now, rather than a render that fails.
        const stale = options.availability?.down ? cache.stale(key) : undefined;
        if (stale) return sendPage(req, res, stale, "STALE");
        // Keyed by generation too: a request after a publish never takes a render from before.
        const flight = `${cache.generation}\n${key}`;
        const inFlight = rendering.get(flight);
        if (inFlight) {
          const shared = await inFlight;
          if (shared) return sendPage(req, res, shared, "SHARED");
        } else {
          const render = new Promise<CachedPage | null>((resolve) => (settle = resolve));
          rendering.set(flight, render);
          void render.finally(() => rendering.delete(flight));
        }
      }
      try {
        await renderPage(req, res, key, privatePage, readOnly, (page) => settle?.(page));
      } finally {
        settle?.(null); // a failed or unstorable render: the waiting requests render for themselves
      }
    } catch (error) {
      next(error);
    }
  };

  async function renderPage(
    req: Request,
    res: Response,
    key: string,
    privatePage: boolean,
    readOnly: boolean,
    stored: (page: CachedPage) => void,
  ) {
    const generation = cache?.generation ?? 0;
    const started = Date.now();
    const { request, pathname } = toFetchRequest(req, res);
    const response = await handle(request, await options.getLoadContext(req, res), pathname);
    if (res.destroyed) {
      await response.body?.cancel();
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status >= 500 && options.availability?.outageSeenSince(started)) {
      const stale = key ? cache?.stale(key) : undefined;
      if (stale) return sendPage(req, res, stale, "STALE");
      res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      return await sendUncached(req, res, response, body, true, 503);
    }
    const storable =
      readOnly &&
      !privatePage &&
      req.method === "GET" &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      CACHEABLE_TYPE.test(response.headers.get("content-type") ?? "") &&
      !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
    if (!storable) return await sendUncached(req, res, response, body, privatePage);
    // Rendered while a change came in: it may show what was there before, and the CDN's purge
    // for that change may already be sent, so a shared cache keeps it only a few seconds.
    const straddled = cache !== null && cache !== undefined && cache.generation !== generation;
    const headers = replayableHeaders(
      response,
      straddled ? STALE_PAGE_CACHE_CONTROL : publicCacheControl,
    );
    if (options.cacheTags) headers.push(options.cacheTags(res, pathname));
    const etag = etagOf(body);
    if (!cache) {
      // No cache: compress only what this client takes.
      const encoding = negotiateEncoding(req.get("accept-encoding"));
      const bodies = { identity: body, [encoding]: await encode(body, encoding) };
      return sendPage(req, res, { status: response.status, headers, etag, bodies }, "BYPASS");
    }
    // Kept and sent many times: compressed once, as small as it gets.
    const [br, gzip] = await Promise.all([
      encode(body, "br", "best"),
      encode(body, "gzip", "best"),
    ]);
    const page: CachedPage = {
      status: response.status,
      headers,
      etag,
      bodies: { identity: body, br, gzip },
    };
    cache.set(key, page, generation);
    stored(page);
    sendPage(req, res, page, "MISS");
  }
}
