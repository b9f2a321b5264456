import { parse as parseCookies, serialize } from "cookie";
import type { NextFunction, Request, Response } from "express";
import type { User } from "../../core/services.ts";
import { SESSION_COOKIE, type AuthService, type ClientInfo } from "../auth/auth-service.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor?: User | null;
      cookies?: Record<string, string | undefined>;
    }
  }
}

export const clientInfo = (req: Request): ClientInfo => ({
  ip: req.ip ?? req.socket.remoteAddress ?? "",
  userAgent: String(req.headers["user-agent"] ?? ""),
});

const SESSION_MAX_AGE_S = 30 * 24 * 3600;

export const sessionCookie = (token: string, secure: boolean) =>
  serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_MAX_AGE_S,
  });

export const clearSessionCookie = (secure: boolean) =>
  serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });

/** Parses cookies and resolves the session into `req.actor` (null for visitors). */
export function loadActor(auth: AuthService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      req.cookies = parseCookies(req.headers.cookie ?? "");
      req.actor = await auth.userForToken(req.cookies[SESSION_COOKIE]);
      next();
    } catch (err) {
      next(err);
    }
  };
}
