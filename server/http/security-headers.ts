/** Headers every response carries; the page CSP (inline scripts by hash) is set in app/entry.server.tsx. */
import type { NextFunction, Request, Response } from "express";

export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (req.path === "/admin" || req.path.startsWith("/admin/") || req.path.startsWith("/api/")) {
      res.setHeader("X-Frame-Options", "DENY");
    }
    next();
  };
}
