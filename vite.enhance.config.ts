/**
 * `npm run build`, second step: the script of the public pages (app/enhance/), apart from the React
 * application the admin loads. Public pages are documents (docs/decisions/0023): this is all the
 * script they get, a small entry and a module per behaviour, loaded only where the page has its
 * element. Written into build/client/assets (content-hashed, cached for a year) beside the client
 * build; the entry's file name goes to build/enhance.json, where the server looks it up.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { ENHANCE_ENTRY } from "./core/constants.ts";
import { addressesOf } from "./core/site-paths.ts";

const SERVICE_WORKER_ENTRY = "app/enhance/sw.ts";
const NAME_FILE = "build/enhance.json";

/** Records the entry's hashed file name for the server. */
function entryName(): Plugin {
  return {
    name: "enhance-entry-name",
    apply: "build",
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.name === "enhance",
      );
      if (!entry) throw new Error(`no entry chunk for ${ENHANCE_ENTRY}`);
      mkdirSync(path.dirname(NAME_FILE), { recursive: true });
      writeFileSync(NAME_FILE, JSON.stringify({ entry: `/${entry.fileName}` }) + "\n");
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [entryName()],
  // The service worker's offline page addresses, in each language's words (docs/decisions/0026).
  define: { __OFFLINE_PAGES__: JSON.stringify(addressesOf("/offline")) },
  // `~/…` as in the app (a behaviour may share a small pure module with the page, e.g. money.ts).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "build/client",
    // The client build is already there.
    emptyOutDir: false,
    target: "es2022",
    modulePreload: false,
    rolldownOptions: {
      // The service worker keeps a fixed address at the root: its scope is the whole site.
      input: { enhance: ENHANCE_ENTRY, sw: SERVICE_WORKER_ENTRY },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/enhance-[hash].js"),
        chunkFileNames: "assets/enhance-[name]-[hash].js",
      },
    },
  },
});
