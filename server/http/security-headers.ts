/** Headers every response carries; the page CSP (inline scripts by hash) is set in app/entry.server.tsx. */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** Sets them on a response to `path` (also outside Express: cached pages, http/cached-pages.ts). */
export function setSecurityHeaders(res: ServerResponse, path: string, https: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/")) {
    res.setHeader("X-Frame-Options", "DENY");
  }
}

export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    setSecurityHeaders(res, req.path, options.https);
    next();
  };
}
