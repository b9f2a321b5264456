import type { NextFunction, Request, Response } from "express";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin this request was addressed to: PUBLIC_URL when set, else the scheme and host the
 * request arrived with (X-Forwarded-* count only from a proxy named in TRUST_PROXY, which Express's
 * "trust proxy" setting enforces).
 */
export function requestOrigin(req: Request) {
  return `${req.protocol}://${req.get("host") ?? ""}`;
}

/**
 * State-changing requests must come from our own origin (scheme, host and port): a cross-site form
 * or script cannot ride on a signed-in admin's cookie. Requests without browser headers (curl,
 * tests) pass.
 */
export function sameOriginWrites(publicUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method)) return next();
    const site = req.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") return refuse(res);
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    let from: string;
    try {
      from = new URL(origin).origin;
    } catch {
      return refuse(res);
    }
    if (from === "null" || (from !== publicUrl && from !== requestOrigin(req))) return refuse(res);
    next();
  };
}

function refuse(res: Response) {
  res.status(403).json({ error: { message: "Cross-origin requests may not change data" } });
}
