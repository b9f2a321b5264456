/** Secret tokens (sessions, reset and verification links): the holder gets the token, the database its hash. */
import crypto from "node:crypto";

export const newToken = () => crypto.randomBytes(32).toString("base64url");
export const hashToken = (token: string) =>
  crypto.createHash("sha256").update(token).digest("base64url");

/** A strong random password that satisfies the default rules. */
export function generatePassword() {
  const raw = crypto.randomBytes(15).toString("base64url");
  return `${raw}-Aa7`;
}
