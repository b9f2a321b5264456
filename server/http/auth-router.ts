/** /api/v1/auth: sign-in (with the two-factor step), sign-up, sign-out, sessions, password. */
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { parseInput } from "../content/validation.ts";
import type { Services } from "../services.ts";
import { json, requireJson } from "./handlers.ts";
import { clearSessionCookie, sessionCookie } from "./session.ts";

export interface AuthRouterOptions {
  secureCookies: boolean;
  signUpsPerHour: number;
  signInsPerMinute: number;
  /** Sends the password-reset e-mail; false when mail is not configured. */
  sendResetEmail: (email: string, token: string) => Promise<boolean>;
}

const scopeInput = z.object({ scope: z.enum(["local", "others", "global"]).default("local") });
const resetRequestInput = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).trim().toLowerCase(),
});

export function authRouter({ auth, rateLimiter }: Services, options: AuthRouterOptions) {
  const r = Router();
  const setSession = (res: Response, token: string) =>
    res.setHeader("Set-Cookie", sessionCookie(token, options.secureCookies));
  const limit = (name: string, limit: number, windowSeconds: number) => async (req: Request) =>
    rateLimiter.hit(`${name}:${req.ip}`, { limit, windowSeconds });

  const signInLimit = limit("sign-in", options.signInsPerMinute, 60);
  r.post(
    "/sign-in",
    json(async (req, res) => {
      requireJson(req);
      await signInLimit(req);
      const { user, stage, token } = await auth.signIn(req.body);
      setSession(res, token);
      return {
        user,
        stage,
        twoFactorRequired: stage === "mfa",
        enrollmentRequired: stage === "enroll",
      };
    }),
  );

  const signUpLimit = limit("sign-up", options.signUpsPerHour, 3600);
  r.post(
    "/sign-up",
    json(async (req, res) => {
      requireJson(req);
      await signUpLimit(req);
      const { user, stage, token } = await auth.signUp(req.body);
      setSession(res, token);
      return { user, stage, enrollmentRequired: stage === "enroll" };
    }, 201),
  );

  r.post(
    "/sign-out",
    json(async (req, res) => {
      const { scope } = parseInput(scopeInput, req.body ?? {});
      await auth.signOut(req.session ?? null, scope);
      if (scope !== "others")
        res.setHeader("Set-Cookie", clearSessionCookie(options.secureCookies));
      return { ok: true };
    }),
  );

  r.get(
    "/session",
    json(async (req) => {
      const s = req.session;
      if (!s) return { user: null, stage: null, expired: false };
      if ("expired" in s) return { user: null, stage: null, expired: true };
      return {
        user: req.actor ?? null,
        stage: s.stage,
        email: s.user.email,
        twoFactorEnabled: s.user.twoFactorEnabled,
        expired: false,
      };
    }),
  );

  const codeLimit = limit("two-factor", 30, 60);
  r.post(
    "/two-factor/verify",
    json(async (req, res) => {
      requireJson(req);
      await codeLimit(req);
      const { user, token } = await auth.verifyTwoFactor(req.session ?? null, req.body);
      setSession(res, token);
      return { user, stage: "active" };
    }),
  );
  r.post(
    "/two-factor/setup",
    json(async (req) => auth.startEnrolment(req.session ?? null)),
  );
  r.post(
    "/two-factor/enable",
    json(async (req, res) => {
      requireJson(req);
      await codeLimit(req);
      const { backupCodes, token } = await auth.confirmEnrolment(req.session ?? null, req.body);
      setSession(res, token);
      return { backupCodes };
    }),
  );
  r.post(
    "/two-factor/disable",
    json(async (req) => {
      requireJson(req);
      await auth.disableTwoFactor(req.session ?? null, req.body);
      return { ok: true };
    }),
  );

  r.get(
    "/sessions",
    json(async (req) => ({ items: await auth.listSessions(req.session ?? null) })),
  );
  r.delete(
    "/sessions/:id",
    json(async (req) => auth.revokeSession(req.session ?? null, String(req.params.id))),
  );
  r.post(
    "/password",
    json(async (req) => {
      requireJson(req);
      await auth.changePassword(req.session ?? null, req.body);
      return { ok: true };
    }),
  );

  const resetLimit = limit("password-reset", 5, 600);
  const confirmLimit = limit("password-reset-confirm", 10, 600);
  r.post(
    "/password-reset",
    json(async (req) => {
      requireJson(req);
      await resetLimit(req);
      const { email } = parseInput(resetRequestInput, req.body);
      const token = await auth.createPasswordReset(email);
      // The same answer whether or not the account exists.
      const sent = token ? await options.sendResetEmail(email, token) : true;
      return { ok: true, mailConfigured: sent };
    }, 202),
  );
  r.post(
    "/password-reset/confirm",
    json(async (req) => {
      requireJson(req);
      await confirmLimit(req);
      await auth.confirmPasswordReset(req.body);
      return { ok: true };
    }),
  );
  return r;
}
