/**
 * What the admin's account and sign-in pages call on the server, bound to the request's session:
 * the signed-in account's own security and language, and the steps of signing in
 * (core/request-context.ts); the server implements them in server/http.
 */
import type { StaffLanguageSetting } from "./staff-language.ts";

/** One signed-in device of an account, as the account screen lists them. */
export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string;
  ipAddress: string;
  /** The session of the request that asked. */
  current: boolean;
}

/** A two-factor set-up in progress: the otpauth URI, its key, and its QR code (SVG markup). */
export interface TwoFactorEnrolment {
  uri: string;
  secret: string;
  qrSvg: string;
}

/** Where a session stands: signed in, or held at the code, the two-factor set-up or a new password. */
export type SignInStage = "active" | "mfa" | "enroll" | "password";

/** Who signed in, as the sign-in steps answer it (unknown until the code when two-factor is on). */
export interface SignedInUser {
  email: string;
  role: string;
}

/**
 * The sign-in pages' steps, bound to one request: the calls the /api/v1/auth routes make, with
 * the same rate limits, setting (or clearing) the session cookie on the response. Each step
 * answers the stage the new session is in, so the page shows what comes next.
 */
export interface SignInSteps {
  /** The request's session: its stage and user, or null (none, or ended). */
  session: { stage: SignInStage; user: SignedInUser } | null;
  /** `{ email, password }`. */
  signIn(input: unknown): Promise<{ user: SignedInUser | null; stage: SignInStage }>;
  /** `{ code }`: an app code or a backup code, in the `mfa` stage. */
  verifyCode(input: unknown): Promise<{ user: SignedInUser; stage: SignInStage }>;
  /** Ends this session (and clears its cookie), whatever stage it is in. */
  signOut(): Promise<void>;
  /** `{ email }`: mails a reset link when an account uses the address; says nothing either way. */
  requestReset(input: unknown): Promise<void>;
  /** `{ token, password }`. */
  confirmReset(input: unknown): Promise<void>;
  /** `{ token }`: answers the address it confirmed. */
  verifyEmail(input: unknown): Promise<{ email: string }>;
  /** `{ token, password }`: an invited colleague's first password. */
  acceptInvitation(input: unknown): Promise<{ email: string; role: string }>;
}

/**
 * The signed-in account's own security, bound to the request's session: the calls the
 * /api/v1/auth routes make, with the same caller, the same rate limit on codes, and the new session
 * cookie when a step rotates the session. Each checks the session, password or code itself.
 */
export interface AccountSecurity extends StaffLanguageSetting {
  /** Whether the account has two-factor on (as the session read it). */
  twoFactorEnabled: boolean;
  sessions(): Promise<SessionInfo[]>;
  revokeSession(id: string): Promise<void>;
  /** Ends every other session of the account. */
  signOutOthers(): Promise<void>;
  /** `{ currentPassword, newPassword }`; ends the other sessions. */
  changePassword(input: unknown): Promise<void>;
  startTwoFactor(): Promise<TwoFactorEnrolment>;
  /** `{ code }`; answers the 10 backup codes, shown once. */
  enableTwoFactor(input: unknown): Promise<{ backupCodes: string[] }>;
  /** `{ password, code }`. */
  disableTwoFactor(input: unknown): Promise<void>;
}
