/**
 * Headers every response carries, and its request id (observability/request-ids.ts); the page CSP
 * (inline scripts by hash) is set in app/entry.server.tsx.
 */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { currentRequestId, REQUEST_ID_HEADER } from "../observability/request-ids.ts";

type Header = readonly [name: string, value: string];

const EVERY: readonly Header[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
const HTTPS: Header = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];
const NOT_FRAMED: Header = ["X-Frame-Options", "DENY"];

/** The four lists there are, made once, by [https][no framing]: every request reads one. */
const LISTS = [false, true].map((https) =>
  [false, true].map((deny) => [...EVERY, ...(https ? [HTTPS] : []), ...(deny ? [NOT_FRAMED] : [])]),
);

/** The security headers of a response to `path`, as name-value pairs. */
export function securityHeaderList(path: string, https: boolean): readonly Header[] {
  const deny = path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/");
  return LISTS[Number(https)]![Number(deny)]!;
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
