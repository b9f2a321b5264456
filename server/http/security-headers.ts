/** Headers every response carries; the page CSP (inline scripts by hash) is set in app/entry.server.tsx. */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** The headers for a response to `path`, as [name, value] pairs. */
export function securityHeaderList(path: string, https: boolean): [string, string][] {
  const list: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/")) {
    list.push(["X-Frame-Options", "DENY"]);
  }
  return list;
}

/** Sets them on a response to `path` (also outside Express: cached pages, http/cached-pages.ts). */
export function setSecurityHeaders(res: ServerResponse, path: string, https: boolean) {
  for (const [name, value] of securityHeaderList(path, https)) res.setHeader(name, value);
}

export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    setSecurityHeaders(res, req.path, options.https);
    next();
  };
}
