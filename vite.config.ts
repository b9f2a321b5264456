import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

/** React, React DOM and React Router: needed by every page, changed only by an upgrade. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/** Loaded by every public page: the document shell, the browser entry and the site layout. */
const EVERY_PAGE = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]site[\\/]layout\.tsx)/;
/** A public page's own route module. */
const PUBLIC_ROUTE = /[\\/]app[\\/]routes[\\/]site[\\/]/;
/** Shared by at least this many public pages, a module goes into the "site" chunk. */
const SITE_SHARE = 10;

/**
 * "site": the app code every public page loads (under the document shell and the layout) and the
 * modules most public pages share, in one chunk. Left to itself the bundler makes a chunk per
 * shared module (30 files of a few hundred bytes on the home page): each small file compresses
 * badly and costs a request on a slow link. Only what public pages import statically counts, so
 * code the admin screens share (dialogs, editors, zod) never reaches a visitor; admin pages load
 * this chunk too (it is small). A module fewer pages share stays in a chunk of its own, so a page
 * does not load another page's code to save a request.
 */
function siteChunk(id: string, ctx: ChunkingContext): string | null {
  if (/node_modules|\.json$/.test(id) || PUBLIC_ROUTE.test(id) || EVERY_PAGE.test(id)) return null;
  const pages = publicImporters(id, ctx);
  return pages.has("*") || pages.size >= SITE_SHARE ? "site" : null;
}

/** The public route modules that import `id`, directly or not ("*" when every page does). */
function publicImporters(id: string, ctx: ChunkingContext): Set<string> {
  const pages = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of ctx.getModuleInfo(queue.pop() as string)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (EVERY_PAGE.test(importer)) pages.add("*");
      else if (PUBLIC_ROUTE.test(importer)) pages.add(importer);
      else queue.push(importer);
    }
  }
  return pages;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
  // Bundled into the server build rather than imported whole at start: these packages load hundreds
  // of modules (every icon, every primitive) where the pages use a few (a built tree starts faster).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    // Images keep their own cached file: a data URL would be sent again in every page's HTML.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // One cacheable file for the framework instead of five pieces fetched by every page.
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 2 },
                  { name: siteChunk, priority: 1 },
                ],
              },
            },
          },
        }),
  },
}));
