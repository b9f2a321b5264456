/**
 * `npm run bundle -- <dir>`, after `npm run build`: writes the production bundle, everything a server
 * needs and nothing it does not, into an empty (or new) <dir>. `npm ci --omit=dev` in <dir> then
 * installs its packages; `npm start` and the maintenance commands (`npm run backup`, `restore`,
 * `user`, `db:migrate`, …) run there on plain Node 24, without TypeScript, the sources or any dev
 * dependency. The one list of what ships: deploy/Dockerfile and docs/deploy.md run this, and
 * scripts/bundle.test.ts installs and runs its result.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { SERVER_ENTRY } from "./build-if-stale.mjs";

const SHIPPED = [
  // The dependencies' definition and exact versions, for `npm ci --omit=dev`.
  "package.json",
  "package-lock.json",
  // The pages (build/client, build/server) and the compiled server and commands (build/main).
  "build",
  // What `npm start` and `npm run <command>` run: plain JavaScript.
  "scripts/start.mjs",
  "scripts/command.mjs",
  "scripts/build-if-stale.mjs",
  // The systemd units, proxy configs and container files, for the operator (docs/deploy.md).
  "deploy",
];

if (!process.argv[2]) fail("Usage: npm run bundle -- <directory>");
// npm runs scripts in the project folder: a relative <dir> is taken from where npm was called.
const dest = path.resolve(process.env.INIT_CWD ?? ".", process.argv[2]);
if (!existsSync(SERVER_ENTRY)) fail(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
if (existsSync(dest) && readdirSync(dest).length > 0) fail(`${dest} is not empty.`);
mkdirSync(dest, { recursive: true });
for (const entry of SHIPPED) cpSync(entry, path.join(dest, entry), { recursive: true });
process.stdout.write(`Bundle written to ${dest}; install it there with: npm ci --omit=dev\n`);

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
