/** /api/v1/auth: sign-in (with the two-factor step), sign-up, verification, sessions, passwords. */
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { parseInput } from "../content/validation.ts";
import type { Services } from "../services.ts";
import { AUTH_LIMITS, hitLimit, signInLimit as signInRule, type AuthLimit } from "./auth-limits.ts";
import { callerOf, json, requireJson } from "./handlers.ts";
import { clearSessionCookie, sessionCookie } from "./session.ts";

export interface AuthRouterOptions {
  secureCookies: boolean;
  signUpsPerHour: number;
  signInsPerMinute: number;
}

const scopeInput = z.object({ scope: z.enum(["local", "others", "global"]).default("local") });

/** The one answer to a sign-up, known address or not: the e-mail says what happens next. */
const SIGN_UP_ANSWER = {
  ok: true,
  message: "Check your e-mail: we have sent you a link to confirm your address.",
} as const;
/** The one answer to a reset request, known address or not. */
const RESET_ANSWER = {
  ok: true,
  message: "If an account uses this address, we have sent it a link to choose a new password.",
} as const;

export function authRouter({ auth, rateLimiter }: Services, options: AuthRouterOptions) {
  const r = Router();
  const setSession = (res: Response, token: string) =>
    res.setHeader("Set-Cookie", sessionCookie(token, options.secureCookies));
  const limit = (rule: AuthLimit) => (req: Request) => hitLimit(rateLimiter, req, rule);

  const signInLimit = limit(signInRule(options.signInsPerMinute));
  r.post(
    "/sign-in",
    json(async (req, res) => {
      requireJson(req);
      await signInLimit(req);
      const { user, stage, token } = await auth.account.signIn(req.body);
      setSession(res, token);
      return {
        user,
        stage,
        twoFactorRequired: stage === "mfa",
        enrollmentRequired: stage === "enroll",
        passwordChangeRequired: stage === "password",
      };
    }),
  );

  const signUpLimit = limit({
    name: "sign-up",
    limit: options.signUpsPerHour,
    windowSeconds: 3600,
  });
  r.post(
    "/sign-up",
    json(async (req) => {
      requireJson(req);
      await signUpLimit(req);
      await auth.account.signUp(req.body);
      return SIGN_UP_ANSWER;
    }, 202),
  );

  const verifyLimit = limit(AUTH_LIMITS.verifyEmail);
  r.post(
    "/verify-email",
    json(async (req) => {
      requireJson(req);
      await verifyLimit(req);
      const { email } = await auth.account.verifyEmail(req.body);
      return { ok: true, email };
    }),
  );

  r.post(
    "/sign-out",
    json(async (req, res) => {
      const { scope } = parseInput(scopeInput, req.body ?? {});
      await auth.sessions.signOut(callerOf(req), scope);
      if (scope !== "others")
        res.setHeader("Set-Cookie", clearSessionCookie(options.secureCookies));
      return { ok: true };
    }),
  );

  r.get(
    "/session",
    json(async (req) => {
      const s = callerOf(req);
      if (!s) return { user: null, stage: null, expired: false };
      if (s.kind === "expired") return { user: null, stage: null, expired: true };
      return {
        user: req.actor ?? null,
        stage: s.stage,
        email: s.user.email,
        twoFactorEnabled: s.user.twoFactorEnabled,
        expired: false,
      };
    }),
  );

  const codeLimit = limit(AUTH_LIMITS.code);
  r.post(
    "/two-factor/verify",
    json(async (req, res) => {
      requireJson(req);
      await codeLimit(req);
      const { user, token } = await auth.twoFactor.verify(callerOf(req), req.body);
      setSession(res, token);
      return { user, stage: "active" };
    }),
  );
  r.post(
    "/two-factor/setup",
    json(async (req) => auth.twoFactor.startEnrolment(callerOf(req))),
  );
  r.post(
    "/two-factor/enable",
    json(async (req, res) => {
      requireJson(req);
      await codeLimit(req);
      const { backupCodes, token } = await auth.twoFactor.confirmEnrolment(callerOf(req), req.body);
      setSession(res, token);
      return { backupCodes };
    }),
  );
  r.post(
    "/two-factor/disable",
    json(async (req) => {
      requireJson(req);
      await auth.twoFactor.disable(callerOf(req), req.body);
      return { ok: true };
    }),
  );

  r.put(
    "/language",
    json(async (req) => {
      requireJson(req);
      return auth.settings.setLanguage(callerOf(req), req.body);
    }),
  );

  r.get(
    "/sessions",
    json(async (req) => ({ items: await auth.sessions.list(callerOf(req)) })),
  );
  r.delete(
    "/sessions/:id",
    json(async (req) => auth.sessions.revoke(callerOf(req), String(req.params.id))),
  );
  r.post(
    "/password",
    json(async (req, res) => {
      requireJson(req);
      const { token } = await auth.passwords.change(callerOf(req), req.body);
      if (token) setSession(res, token);
      return { ok: true };
    }),
  );

  const invitationLimit = limit(AUTH_LIMITS.invitation);
  r.post(
    "/invitation/accept",
    json(async (req) => {
      requireJson(req);
      await invitationLimit(req);
      return { ok: true, ...(await auth.staff.acceptInvitation(req.body)) };
    }),
  );

  const resetLimit = limit(AUTH_LIMITS.resetRequest);
  const confirmLimit = limit(AUTH_LIMITS.resetConfirm);
  r.post(
    "/password-reset",
    json(async (req) => {
      requireJson(req);
      await resetLimit(req);
      await auth.passwords.requestReset(req.body);
      return RESET_ANSWER;
    }, 202),
  );
  r.post(
    "/password-reset/confirm",
    json(async (req) => {
      requireJson(req);
      await confirmLimit(req);
      await auth.passwords.confirmReset(req.body);
      return { ok: true };
    }),
  );
  return r;
}
