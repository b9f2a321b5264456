/**
 * `npm run backup | restore | user | db:migrate | db:seed | media:variants | search:rebuild`: runs
 * the maintenance command scripts/<name>.ts as `npm run build` compiled it, build/main/<name>.js
 * (vite.server.config.ts), with plain Node: a production bundle (scripts/bundle.mjs, installed with
 * `npm ci --omit=dev`) has no TypeScript loader. In a checkout whose build is missing or older than the sources, the
 * TypeScript runs through tsx instead of building first: a command must not rewrite build/ under a
 * server running from it (backups are taken while the site runs), and a build takes seconds.
 * Arguments after the name pass through: `npm run user -- create <email> <password>`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { staleness } from "./build-if-stale.mjs";

const [name = "", ...args] = process.argv.slice(2);
const compiled = `build/main/${name}.js`;
const source = `scripts/${name}.ts`;
const stale = staleness() !== null;
if (!/^[a-z][a-z-]*$/.test(name) || !existsSync(stale ? source : compiled)) {
  process.stderr.write(`Unknown command "${name}" (no ${stale ? source : compiled}).\n`);
  process.exit(1);
}
if (stale) (await import("tsx/esm/api")).register();
const entry = path.resolve(stale ? source : compiled);
// The command reads its arguments from process.argv as if it had been started directly.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
