/**
 * Cache-Control of every answer: the pages' (chosen by page-handler.ts) and the JSON API's.
 * Anonymous API GETs may be kept but are revalidated each time (Express answers 304 to a matching
 * If-None-Match from the body's ETag); signed-in answers and writes are never stored.
 */
import type { NextFunction, Request, Response } from "express";
import { hasSessionCookie } from "./page-request.ts";

/**
 * Public pages: a CDN may keep them a minute, serve a stale copy while it revalidates, and for a
 * day when the site answers with an error (RFC 5861): an outage behind the CDN is not an empty site.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";
/**
 * Public pages when a CDN is purged at every change (CDN_PROVIDER): it may keep them an hour, the
 * purge being what makes a change show (the hour bounds a purge that was lost).
 */
export const PURGED_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400";
/**
 * A page a shared cache may keep only a few seconds: a stale copy served while the database is
 * away (the fresh page replaces it soon after it is back), or a render a change overtook.
 */
export const STALE_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-if-error=86400";
/**
 * Public pages when PUBLIC_URL is not set: their absolute links (canonical, og, hreflang) come from
 * the request's Host, which anyone can write, so no shared cache may keep one for other visitors.
 * The browser keeps it and asks again with its ETag.
 */
export const HOST_DERIVED_PAGE_CACHE_CONTROL = "private, no-cache";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function apiCaching(req: Request, res: Response, next: NextFunction) {
  const readOnly = req.method === "GET" || req.method === "HEAD";
  res.setHeader(
    "Cache-Control",
    readOnly && !hasSessionCookie(req) ? "no-cache" : PRIVATE_CACHE_CONTROL,
  );
  next();
}
