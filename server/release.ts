/**
 * This release: its version (package.json) and the commit it was built from, as /healthz and the
 * metrics report them. The build writes the commit in (vite.server.config.ts), so a production
 * bundle, which has no Git, still knows it; run from a checkout, Git is asked; else "unknown".
 */
import { execFileSync } from "node:child_process";
import pkg from "../package.json" with { type: "json" };

declare const __RELEASE_COMMIT__: string | undefined;

export const RELEASE_VERSION: string = pkg.version;

export const RELEASE_COMMIT: string =
  typeof __RELEASE_COMMIT__ === "string" ? __RELEASE_COMMIT__ : checkoutCommit();

/** The checked-out commit (12 characters), or "unknown" outside a Git checkout. */
export function checkoutCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}
