/**
 * The signed-in account's own security as the account screen sees it: its sessions and two-factor
 * set-up, and its language (the server implements it in server/http/account-security.ts).
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

/**
 * The signed-in account's own security and language, as the /api/v1/auth routes call them (same
 * caller, rate limit on codes, rotated session's cookie); each checks session, password or code.
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
