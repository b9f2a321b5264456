/**
 * The browser's build output (`build/client/assets`), as the tests that weigh what a page loads read
 * it: a chunk and the chunks it imports.
 */
import fs from "node:fs";
import path from "node:path";

export const ASSETS = "build/client/assets";

export const assetPath = (url: string) => path.join(ASSETS, path.basename(url));

/** A chunk and everything it imports statically (dynamic `import()` is left out: it loads on demand). */
export function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start.map(assetPath)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.endsWith(".js")) continue;
    seen.add(file);
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(
      /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(path.join(ASSETS, m[1]!));
    }
  }
  return seen;
}
