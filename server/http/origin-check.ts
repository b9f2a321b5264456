import type { NextFunction, Request, Response } from "express";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from our own origin: a cross-site form or script cannot
 * ride on a signed-in admin's cookie. Requests without browser headers (curl, tests) pass.
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE.has(req.method)) return next();
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return refuse(res);
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    const host = req.headers["x-forwarded-host"] ?? req.headers.host;
    try {
      if (new URL(origin).host !== host) return refuse(res);
    } catch {
      return refuse(res);
    }
  } else if (origin === "null") {
    return refuse(res);
  }
  next();
}

function refuse(res: Response) {
  res.status(403).json({ error: { message: "Cross-origin requests may not change data" } });
}
