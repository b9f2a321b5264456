/**
 * The rate limits of the sign-in steps, per client address: one definition for both ways in (the
 * /api/v1/auth routes and the admin sign-in pages' actions), so neither is a way around the other.
 */
import type { Request } from "express";
import type { Services } from "../services.ts";

export interface AuthLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const AUTH_LIMITS = {
  /** Codes (sign-in step and set-up): 30 a minute. */
  code: { name: "two-factor", limit: 30, windowSeconds: 60 },
  verifyEmail: { name: "verify-email", limit: 20, windowSeconds: 600 },
  invitation: { name: "invitation", limit: 10, windowSeconds: 600 },
  resetRequest: { name: "password-reset", limit: 5, windowSeconds: 600 },
  resetConfirm: { name: "password-reset-confirm", limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, AuthLimit>;

/** Password attempts: as many a minute as the operator allows (RATE_LIMIT_SIGN_INS_PER_MINUTE). */
export const signInLimit = (perMinute: number): AuthLimit => ({
  name: "sign-in",
  limit: perMinute,
  windowSeconds: 60,
});

/** Counts one attempt of the request's client against `limit`; throws 429 past it. */
export const hitLimit = (rateLimiter: Services["rateLimiter"], req: Request, limit: AuthLimit) =>
  rateLimiter.hit(`${limit.name}:${req.ip}`, limit);
