/**
 * What public pages load: at most 110 KB of compressed script each (decision 0021), and
 * none of the admin-only code. The WYSIWYG editor is an admin-only chunk (decision 0011): no
 * script a public page loads, directly or through its static imports, holds TipTap or ProseMirror.
 * Reads the production build's React Router manifest: `npm run build` first (npm test builds
 * before the unit suites).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_JS_BUDGET_BYTES } from "../core/public-pages.ts";

const ASSETS = "build/client/assets";
const EDITOR_MARKERS = /ProseMirror|@tiptap|tiptap/;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string }>;
}

function readManifest(): Manifest {
  const file = fs.readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${ASSETS}: run \`npm run build\` first.`);
  const source = fs.readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const assetPath = (url: string) => path.join(ASSETS, path.basename(url));

/** A chunk and everything it imports statically (dynamic `import()` is left out: it loads on demand). */
function staticClosure(start: string[]): Set<string> {
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

/** Every script a public page can load before it is interactive: entry, root, site routes. */
function publicFirstLoad() {
  const manifest = readManifest();
  const publicRoutes = Object.values(manifest.routes).filter(
    (r) => r.id === "root" || r.id.startsWith("routes/site/"),
  );
  expect(publicRoutes.length).toBeGreaterThan(10);
  return staticClosure([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...publicRoutes.flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ]);
}

const compressed = new Map<string, number>();
/** The bytes sent for a script: its precompressed .br file (npm run build makes them). */
function brotliBytes(file: string) {
  let bytes = compressed.get(file);
  if (bytes === undefined) {
    bytes = fs.existsSync(`${file}.br`)
      ? fs.statSync(`${file}.br`).size
      : zlib.brotliCompressSync(fs.readFileSync(file)).length;
    compressed.set(file, bytes);
  }
  return bytes;
}

describe("public bundles", () => {
  it("keep every public page's first-load script within 110 KB compressed", () => {
    const manifest = readManifest();
    const shell = [manifest.entry, manifest.routes.root, manifest.routes["routes/site/layout"]];
    const pages = Object.values(manifest.routes).filter(
      (r) => r.id.startsWith("routes/site/") && r.id !== "routes/site/layout",
    );
    expect(pages.length).toBeGreaterThan(15);
    const sizes: Record<string, number> = {};
    for (const page of pages) {
      const files = staticClosure(
        [...shell, page].flatMap((r) => [r!.module, ...(r!.imports ?? [])]),
      );
      sizes[page.id] = [...files].reduce((sum, file) => sum + brotliBytes(file), 0);
    }
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > FIRST_LOAD_JS_BUDGET_BYTES);
    expect(over, "pages over the budget (bytes): shrink what they load").toEqual([]);
    // The measure means something: React, React DOM and React Router alone are most of it.
    expect(Math.min(...Object.values(sizes))).toBeGreaterThan(90 * 1024);
  });

  it("hold no TipTap or ProseMirror code; the editor is a chunk of its own", () => {
    if (!fs.existsSync(ASSETS)) {
      throw new Error(`${ASSETS} is missing: run \`npm run build\` first.`);
    }
    const files = publicFirstLoad();
    const offenders = [...files].filter((f) => EDITOR_MARKERS.test(fs.readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);

    // The check means something: the editor's code is in the build, in a chunk of its own.
    const editorChunks = fs
      .readdirSync(ASSETS)
      .filter(
        (f) =>
          f.endsWith(".js") && EDITOR_MARKERS.test(fs.readFileSync(path.join(ASSETS, f), "utf8")),
      );
    expect(editorChunks.length).toBeGreaterThan(0);
    expect(editorChunks.some((f) => f.startsWith("rich-text-editor-"))).toBe(true);
  });

  it("load no zod: the forms' browser check is fetched when a visitor focuses a form", () => {
    const files = publicFirstLoad();
    const withZod = (f: string) => /ZodError/.test(fs.readFileSync(f, "utf8"));
    expect([...files].filter(withZod)).toEqual([]);
    // zod is still in the build, for the on-demand check.
    expect(
      fs.readdirSync(ASSETS).some((f) => f.endsWith(".js") && withZod(path.join(ASSETS, f))),
    ).toBe(true);
  });

  it("hold no lucide-react: public icons are <use> references into one sprite", () => {
    // A prop name of lucide-react's Icon component that minifying keeps.
    const withLucide = (f: string) => /absoluteStrokeWidth/.test(fs.readFileSync(f, "utf8"));
    expect([...publicFirstLoad()].filter(withLucide)).toEqual([]);
    // The marker means something: admin screens still draw lucide-react icons.
    expect(
      fs.readdirSync(ASSETS).some((f) => f.endsWith(".js") && withLucide(path.join(ASSETS, f))),
    ).toBe(true);
    // The sprite is a hashed, cacheable asset.
    expect(fs.readdirSync(ASSETS).some((f) => /^icons-[\w-]+\.svg$/.test(f))).toBe(true);
  });
});
