#!/usr/bin/env node
/**
 * The structure rules of docs/architecture.md, checked in `npm run lint`:
 * - who may import whom: `app` and `core` never import `server`, `core` and `server` never import
 *   `app` (the texts both sides need live in `texts/`; a server test may drive app modules);
 * - no module over 300 lines, except data files (texts, demo content) and the modules listed in
 *   OVER_THE_CEILING, each held at the size it had when the rule came: it may shrink, not grow.
 *   Split such a module by responsibility, then lower or remove its line here.
 * Prints every breach with its file and exits 1 if there is one.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CEILING = 300;
const SOURCE_DIRS = ["app", "core", "server", "scripts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$|\/testing\//;
/** Data, not logic: string tables and demo content may be long. */
const DATA = [/^app\/components\/admin\/text\//, /^server\/db\/seed\/demo-/, /^texts\/locales\//];

/** Modules that were over the ceiling when the rule came, at their size then. */
const OVER_THE_CEILING = {};

const FORBIDDEN_IMPORTS = {
  app: ["server"],
  core: ["server", "app"],
  server: ["app"],
};
/** Imports the suites may make across the line: a server test drives the app's own modules. */
const TEST_MAY_IMPORT = { server: ["app"] };

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) yield* sourceFiles(rel);
    } else if (SOURCE.test(entry.name)) yield rel;
  }
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importedTopDirs(file, text) {
  const dirs = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith(".")) continue;
    const target = path.relative(
      ROOT,
      path.resolve(path.dirname(path.join(ROOT, file)), specifier),
    );
    dirs.push({ specifier, top: target.split(path.sep)[0] });
  }
  return dirs;
}

const breaches = [];
for (const dir of SOURCE_DIRS) {
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const top = file.split("/")[0];
    for (const { specifier, top: target } of importedTopDirs(file, text)) {
      const allowedInTest = TEST.test(file) && TEST_MAY_IMPORT[top]?.includes(target);
      if (FORBIDDEN_IMPORTS[top]?.includes(target) && !allowedInTest) {
        breaches.push(`${file}: imports ${specifier} (${top}/ never imports ${target}/)`);
      }
    }
    if (TEST.test(file) || DATA.some((pattern) => pattern.test(file))) continue;
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    const allowed = OVER_THE_CEILING[file] ?? CEILING;
    if (lines > allowed) {
      breaches.push(
        file in OVER_THE_CEILING
          ? `${file}: ${lines} lines, grown past its ${allowed} (split it by responsibility)`
          : `${file}: ${lines} lines, over ${CEILING} (split it by responsibility)`,
      );
    }
  }
}

for (const file of Object.keys(OVER_THE_CEILING)) {
  if (!fs.existsSync(path.join(ROOT, file))) {
    breaches.push(`scripts/check-structure.mjs: ${file} no longer exists; remove its line`);
  }
}

if (breaches.length > 0) {
  console.error(`Structure check failed (docs/architecture.md):\n  ${breaches.join("\n  ")}`);
  process.exit(1);
}
console.log("Structure check passed.");
