/**
 * Headers every response carries, and its request id (observability/request-ids.ts); the page CSP
 * (inline scripts by hash) is set in app/entry.server.tsx.
 */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { currentRequestId, REQUEST_ID_HEADER } from "../observability/request-ids.ts";

/** The security headers of a response to `path`, as name-value pairs. */
export function securityHeaderList(path: string, https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/")) {
    headers.push(["X-Frame-Options", "DENY"]);
  }
  return headers;
}

/** Sets them, and the request id, on a response to `path` (also outside Express). */
export function setSecurityHeaders(res: ServerResponse, path: string, https: boolean) {
  res.setHeader(REQUEST_ID_HEADER, currentRequestId() ?? "");
  for (const [name, value] of securityHeaderList(path, https)) res.setHeader(name, value);
}

/** The first middleware: every answer Express writes carries them. */
export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    setSecurityHeaders(res, req.path, options.https);
    next();
  };
}
