/** TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as authenticator apps expect) and single-use backup codes. */
import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { TwoFactorEnrolment } from "../../core/account-security.ts";

export const BACKUP_CODE_COUNT = 10;
const ISSUER = "Foundation CMS";

function totpFor(secretBase32: string, label = "admin") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentDetails(
  secretBase32: string,
  email: string,
): Promise<TwoFactorEnrolment> {
  const uri = totpFor(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, secret: secretBase32, qrSvg };
}

/**
 * The time step a code belongs to (±1 step of clock drift), or null. Steps at or before
 * `lastStep` are refused, so a code cannot be replayed.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  lastStep: number,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  return step > lastStep ? step : null;
}

export const currentTotp = (secretBase32: string, now = Date.now()) =>
  totpFor(secretBase32).generate({ timestamp: now });

const hashCode = (code: string) =>
  crypto.createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("base64url");

export function newBackupCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(5).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

/** The remaining hashes when `code` is one of them (it is then used up), else null. */
export function consumeBackupCode(hashes: string[], code: string): string[] | null {
  const target = Buffer.from(hashCode(code));
  const i = hashes.findIndex((x) => {
    const candidate = Buffer.from(x);
    return candidate.length === target.length && crypto.timingSafeEqual(candidate, target);
  });
  return i === -1 ? null : [...hashes.slice(0, i), ...hashes.slice(i + 1)];
}
