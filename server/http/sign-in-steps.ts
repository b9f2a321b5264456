/**
 * The sign-in pages' steps bound to one request, for the admin sign-in routes' actions: the calls
 * the /api/v1/auth routes make, with the same rate limits, and the session cookie set (or cleared)
 * on the response as the API does. Each step that starts a session answers the stage it is in,
 * read back the way the next request will read it.
 */
import type { Request, Response } from "express";
import type { SignInStage, SignInSteps } from "../../core/account-security.ts";
import type { Session } from "../auth/auth-service.ts";
import type { Services } from "../services.ts";
import { AUTH_LIMITS, hitLimit, signInLimit } from "./auth-limits.ts";
import { callerOf } from "./handlers.ts";
import { clearSessionCookie, sessionCookie } from "./session.ts";

const sessionOf = (s: Session | null) =>
  s?.kind === "signed-in"
    ? { stage: s.stage, user: { email: s.user.email, role: s.user.role } }
    : null;

export function signInStepsOf(
  { auth, rateLimiter }: Pick<Services, "auth" | "rateLimiter">,
  req: Request,
  res: Response,
  options: { secureCookies: boolean; signInsPerMinute: number },
): SignInSteps {
  /** The request's session, then the one a step of this request started. */
  let caller = callerOf(req);
  /** Sets the new session's cookie and answers its stage as the next request will see it. */
  async function start(token: string): Promise<SignInStage> {
    res.append("Set-Cookie", sessionCookie(token, options.secureCookies));
    caller = await auth.sessions.resolve(token);
    return sessionOf(caller)?.stage ?? "active";
  }
  return {
    session: sessionOf(callerOf(req)),
    async signIn(input) {
      await hitLimit(rateLimiter, req, signInLimit(options.signInsPerMinute));
      const { user, token } = await auth.account.signIn(input);
      return { user: user && { email: user.email, role: user.role }, stage: await start(token) };
    },
    async verifyCode(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.code);
      const { user, token } = await auth.twoFactor.verify(caller, input);
      return { user: { email: user.email, role: user.role }, stage: await start(token) };
    },
    // A session this request started (a plain user's sign-in, refused by the admin) ends too.
    async signOut() {
      await auth.sessions.signOut(caller, "local");
      res.append("Set-Cookie", clearSessionCookie(options.secureCookies));
    },
    async requestReset(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.resetRequest);
      await auth.passwords.requestReset(input);
    },
    async confirmReset(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.resetConfirm);
      await auth.passwords.confirmReset(input);
    },
    async verifyEmail(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.verifyEmail);
      return auth.account.verifyEmail(input);
    },
    async acceptInvitation(input) {
      await hitLimit(rateLimiter, req, AUTH_LIMITS.invitation);
      return auth.staff.acceptInvitation(input);
    },
  };
}
