/**
 * When the build is out of date: `npm start` builds first (below), the maintenance commands run their
 * TypeScript instead (scripts/command.mjs). In a production bundle (scripts/bundle.mjs: the build
 * without its sources) there is nothing to compare and nothing is ever built. Plain JavaScript:
 * `npm start` and the commands run without a TypeScript loader.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The compiled server process, written last by `npm run build` (vite.server.config.ts). */
export const SERVER_ENTRY = "build/main/main.js";

/** What `npm run build` compiles: a change to one of these makes the build stale. */
const SOURCES = [
  "app",
  "core",
  "server",
  // The interface texts both the app and the server read.
  "texts",
  "public",
  // The maintenance commands compiled beside the server (vite.server.config.ts).
  "scripts",
  "vite.config.ts",
  "vite.enhance.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

/** Tests sit beside the code but are never built. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Whether this tree holds the sources (a checkout) rather than only their build (a bundle). */
export function isCheckout() {
  return existsSync("server/main.ts");
}

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(entry, { recursive: true, encoding: "utf8" })) {
    if (!TEST_FILE.test(name)) latest = Math.max(latest, statSync(path.join(entry, name)).mtimeMs);
  }
  return latest;
}

/**
 * Why the build is out of date ("No build yet", "server changed"), or null when it is current. A
 * bundle has no sources: its build is current by definition.
 */
export function staleness() {
  if (!isCheckout()) return null;
  if (!existsSync(SERVER_ENTRY)) return "No build yet";
  const built = statSync(SERVER_ENTRY).mtimeMs;
  const changed = SOURCES.find((source) => newest(source) > built);
  return changed ? `${changed} changed` : null;
}

/** Runs `npm run build` when the build is missing or older than a source; exits when it fails. */
export function buildIfStale() {
  if (!existsSync(SERVER_ENTRY) && !isCheckout()) {
    process.stderr.write(`${SERVER_ENTRY} is missing and there are no sources to build it from.\n`);
    process.exit(1);
  }
  const reason = staleness();
  if (!reason) return;
  process.stdout.write(`${reason}: building…\n`);
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
