/**
 * What the page cache reads of a request, the same for the page handler (Express) and the plain
 * handler that answers cache hits before it (cached-pages.ts): whether it may be cached at all
 * (no session, no preview) and the key it is stored under.
 */
import type { IncomingMessage } from "node:http";
import type { Request } from "express";
import { LOCALES, PREVIEW_PARAM } from "../../core/constants.ts";
import { readSearchParams, searchQueryString } from "../../core/search.ts";
import { localizedHref } from "../../core/site-paths.ts";
import { resolveRequestLocale } from "../../core/locale-detection.ts";
import { SESSION_COOKIE } from "../auth/auth-service.ts";
/** A preview link (`?preview=<token>`): shows an unpublished item, so never cached or shared. */
export const isPreviewUrl = (url: string) => {
  const query = url.indexOf("?");
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has(PREVIEW_PARAM);
};
export const isPreviewRequest = (req: Request) => isPreviewUrl(req.originalUrl);
export const hasSessionCookie = (req: IncomingMessage & { cookies?: Record<string, unknown> }) =>
  Boolean(req.cookies?.[SESSION_COOKIE] ?? req.headers.cookie?.includes(`${SESSION_COOKIE}=`));

/** The search page's address in each language ("/search", "/fr/recherche", "/ru/poisk"). */
const SEARCH_PATHS = new Set(LOCALES.map((locale) => localizedHref("/search", locale)));

/** The address a page is kept under: a search by its normalized query (core/search.ts). */
function keyedUrl(req: PageRequest): string {
  if (!SEARCH_PATHS.has(req.path)) return req.url;
  const at = req.url.indexOf("?");
  const params = readSearchParams(new URLSearchParams(at === -1 ? "" : req.url.slice(at + 1)));
  return `${req.path}?${searchQueryString(params)}`;
}

/**
 * What the HTML depends on: scheme, host, path and query; on an unprefixed path also the language
 * the visitor asked for, as the pages themselves decide it (the root route's middleware calls the
 * same resolveRequestLocale). Keyed by that answer, not the raw headers: browsers send hundreds of
 * different Accept-Language strings, which would store the same page once for each. (The admin's
 * default language, which fills a missing answer, is the same for every request until a settings
 * change empties the cache.)
 */
export function pageCacheKey(req: PageRequest) {
  const base = `${req.protocol}://${req.host}${keyedUrl(req)}${req.saveData ? "\nsave-data" : ""}`;
  const { asked } = resolveRequestLocale({
    path: req.path,
    cookie: req.cookie,
    host: req.host,
    acceptLanguage: req.acceptLanguage,
  });
  return `${base}\n${asked ?? ""}`;
}

/** What the page cache reads of a request, whether Express or the plain handler has it. */
export interface PageRequest {
  protocol: string;
  /** The Host header as sent. */
  host: string;
  /** Path and query. */
  url: string;
  path: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Save-Data: on (a lighter page). */
  saveData: boolean;
}

/** Whether a request's Save-Data header asks for a lighter page. */
export const savesData = (header: string | string[] | undefined) =>
  typeof header === "string" && /^\s*on\b/i.test(header);

export const expressPageRequest = (req: Request): PageRequest => ({
  protocol: req.protocol,
  host: req.get("host") ?? "",
  url: req.originalUrl,
  path: req.path,
  cookie: req.get("cookie"),
  acceptLanguage: req.get("accept-language"),
  saveData: savesData(req.headers["save-data"]),
});
