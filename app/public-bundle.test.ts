/**
 * What public pages load (decisions 0021 and 0023). Public pages are documents: the HTML the
 * built server renders for each family of public pages references no script but the plain
 * modules of app/enhance/ (built as `/assets/enhance-*.js`), and all that a page can load of them
 * (the entry, the behaviours its `data-enhance` elements name, and what those import, the forms'
 * on-demand check included) stays within 15 KB Brotli on a read-only page and 40 KB on a page
 * with a form. The React application (the admin, and the pages that still hydrate) holds none of
 * the editor, zod or lucide code a public page could reach. Reads the production build:
 * `npm run build` first (npm test builds before the unit suites). The rendered pages are checked in
 * server/http/public-page-scripts.test.ts (it starts the built server, which app/ may not import).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSETS, staticClosure } from "../scripts/built-assets.ts";

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

describe("public bundles", () => {
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
