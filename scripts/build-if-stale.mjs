/**
 * `npm start`, first step: builds the site only when there is no build or a source is newer than
 * it, so a built tree starts at once. Plain JavaScript: `npm start` runs without a TypeScript loader.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The compiled server process, written last by `npm run build` (vite.server.config.ts). */
export const SERVER_ENTRY = "build/main/main.js";

const SOURCES = [
  "app",
  "core",
  "server",
  "public",
  "vite.config.ts",
  "vite.enhance.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(entry, { recursive: true, encoding: "utf8" })) {
    latest = Math.max(latest, statSync(path.join(entry, name)).mtimeMs);
  }
  return latest;
}

/** Runs `npm run build` when the build is missing or older than a source; exits when it fails. */
export function buildIfStale() {
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const changed = SOURCES.find((source) => newest(source) > built);
  if (built !== 0 && !changed) return;
  process.stdout.write(
    built === 0 ? "No build yet: building…\n" : `${changed} changed: building…\n`,
  );
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
