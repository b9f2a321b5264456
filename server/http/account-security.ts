/**
 * The signed-in account's own security (sessions, password, two-factor) and language, bound to one request, for
 * the account screen's loader and action: the calls the /api/v1/auth routes make, with the same
 * caller, the same rate limit on codes, and the rotated session's cookie set on the response.
 */
import type { Request, Response } from "express";
import type { AccountSecurity } from "../../core/account-security.ts";
import type { Services } from "../services.ts";
import { AUTH_LIMITS, hitLimit } from "./auth-limits.ts";
import { callerOf } from "./handlers.ts";
import { sessionCookie } from "./session.ts";

export function accountSecurityOf(
  { auth, rateLimiter }: Pick<Services, "auth" | "rateLimiter">,
  req: Request,
  res: Response,
  secureCookies: boolean,
): AccountSecurity {
  const caller = callerOf(req);
  const setSession = (token: string) =>
    res.append("Set-Cookie", sessionCookie(token, secureCookies));
  return {
    twoFactorEnabled: caller?.kind === "signed-in" && caller.user.twoFactorEnabled,
    sessions: () => auth.sessions.list(caller),
    revokeSession: (id) => auth.sessions.revoke(caller, id),
    signOutOthers: () => auth.sessions.signOut(caller, "others"),
    async changePassword(input) {
      const { token } = await auth.passwords.change(caller, input);
      if (token) setSession(token);
    },
    startTwoFactor: () => auth.twoFactor.startEnrolment(caller),
    async enableTwoFactor(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.code);
      const { backupCodes, token } = await auth.twoFactor.confirmEnrolment(caller, input);
      setSession(token);
      return { backupCodes };
    },
    disableTwoFactor: (input) => auth.twoFactor.disable(caller, input),
    setLanguage: (input) => auth.settings.setLanguage(caller, input),
  };
}
