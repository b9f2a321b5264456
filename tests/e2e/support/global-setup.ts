/**
 * Before the workers start, once: builds when the build is missing or older than its sources, with
 * `npm start`'s own test (scripts/build-if-stale.mjs), then copies it into a production bundle of
 * this run's own (scripts/bundle.mjs: what ships, and nothing else) whose packages are this
 * checkout's. Every worker starts its server there (fixtures.ts): a bundle has no sources, so
 * `npm start` never builds in it, and a build made in the checkout during the run (a source edited
 * meanwhile, another run) cannot change the files the servers are serving.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENTRY, staleness } from "../../../scripts/build-if-stale.mjs";

export default function globalSetup() {
  const reason = staleness();
  if (reason) {
    process.stdout.write(`${reason}: building…\n`);
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0)
      throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  }

  const bundle = fs.mkdtempSync(path.join(os.tmpdir(), "foundation-e2e-bundle-"));
  const builtAt = fs.statSync(SERVER_ENTRY).mtimeMs;
  const copy = spawnSync(process.execPath, ["scripts/bundle.mjs", bundle], { encoding: "utf8" });
  // The compiled server is written last: a build that ran during the copy left a mixed bundle.
  if (copy.status !== 0 || fs.statSync(SERVER_ENTRY).mtimeMs !== builtAt) {
    fs.rmSync(bundle, { recursive: true, force: true });
    throw new Error(`Could not copy the build (a build ran meanwhile?): ${copy.stderr}`);
  }
  // Instead of `npm ci --omit=dev` there: the checkout's packages (a superset).
  fs.symlinkSync(path.resolve("node_modules"), path.join(bundle, "node_modules"), "dir");
  // The workers inherit the environment set here.
  process.env.E2E_BUNDLE_DIR = bundle;

  return () => fs.rmSync(bundle, { recursive: true, force: true });
}
