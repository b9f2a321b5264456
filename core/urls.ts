/**
 * The one rule for links and images that staff or visitors store: an absolute http(s) URL or a
 * path on this site. Anything else (javascript:, data:, protocol-relative //host, backslash
 * tricks) is refused, because it would run script or leave the site when rendered.
 */
import { z } from "zod";

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/\\]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** "/media/a.jpg" yes; "//evil.example/x", "/\\evil.example" and "javascript:…" no. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value);
}

export const isSafeUrl = (value: string) => isSitePath(value) || isHttpUrl(value);

/** A trimmed string that is empty, a site path or an http(s) URL. */
export const safeUrl = (message = "Must be a site path or an http(s) URL", max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === "" || isSafeUrl(v), { error: message });

/** A trimmed string that is empty or an absolute http(s) URL. */
export const httpUrl = (message = "Must be an http(s) URL", max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === "" || isHttpUrl(v), { error: message });
