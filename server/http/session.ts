import { parse as parseCookies, serialize } from "cookie";
import type { NextFunction, Request, Response } from "express";
import type { User } from "../../core/services.ts";
import { SESSION_COOKIE, type AuthService, type Session } from "../auth/auth-service.ts";
import { runInRequestScope } from "../request-scope.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor?: User | null;
      session?: Session | null;
      cookies?: Record<string, string | undefined>;
    }
  }
}

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

/**
 * Resolves the session cookie into `req.session` and `req.actor` (null unless fully signed in),
 * and runs the rest of the request in a scope that knows the client address and browser.
 */
export function loadActor(auth: AuthService) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const scope = {
      ip: req.ip ?? req.socket.remoteAddress ?? "",
      userAgent: String(req.headers["user-agent"] ?? ""),
    };
    runInRequestScope(scope, () => {
      (async () => {
        req.cookies = parseCookies(req.headers.cookie ?? "");
        req.session = await auth.sessions.resolve(req.cookies[SESSION_COOKIE]);
        req.actor = auth.sessions.actorOf(req.session);
      })().then(() => next(), next);
    });
  };
}
