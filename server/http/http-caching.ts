/**
 * Cache-Control of the JSON API. Anonymous GETs may be kept but are revalidated each time (Express
 * answers 304 to a matching If-None-Match from the body's ETag); signed-in answers and writes are
 * never stored. Pages get theirs in page-handler.ts.
 */
import type { NextFunction, Request, Response } from "express";
import { PRIVATE_CACHE_CONTROL } from "./page-handler.ts";
import { hasSessionCookie } from "./page-request.ts";

export function apiCaching(req: Request, res: Response, next: NextFunction) {
  const readOnly = req.method === "GET" || req.method === "HEAD";
  res.setHeader(
    "Cache-Control",
    readOnly && !hasSessionCookie(req) ? "no-cache" : PRIVATE_CACHE_CONTROL,
  );
  next();
}
