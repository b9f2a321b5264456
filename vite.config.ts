import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

/** React, React DOM and React Router: needed by every page, changed only by an upgrade. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/** The modules public pages start from: the document shell, the browser entry, the site's routes. */
const PUBLIC_ROOT = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]site[\\/])/;

/**
 * "site": the app modules that two or more public pages share, in one chunk. Left to itself the
 * bundler makes a chunk per shared module (30 files of a few hundred bytes on the home page), and
 * each small file compresses badly and costs a request on a slow link; one chunk is about a fifth
 * smaller compressed. Only modules a public page imports statically qualify, so the admin's shared
 * code (dialogs, editors, zod) never reaches a visitor; admin pages load this chunk too (it is small).
 */
function siteChunk(id: string, ctx: ChunkingContext): string | null {
  if (/node_modules|\.json$/.test(id) || PUBLIC_ROOT.test(id)) return null;
  return isImportedByPublicPage(id, ctx, new Set()) ? "site" : null;
}

const publicModules = new Map<string, boolean>();

function isImportedByPublicPage(id: string, ctx: ChunkingContext, seen: Set<string>): boolean {
  const known = publicModules.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const result = importers.some(
    (importer) => PUBLIC_ROOT.test(importer) || isImportedByPublicPage(importer, ctx, seen),
  );
  publicModules.set(id, result);
  return result;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
  // Bundled into the server build rather than imported whole at start: these packages load hundreds
  // of modules (every icon, every primitive) where the pages use a few (a built tree starts faster).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          // One cacheable file for the framework instead of five pieces fetched by every page.
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: siteChunk, minShareCount: 8, priority: 1 },
              ],
            },
          },
        },
      },
}));
