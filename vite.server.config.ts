/**
 * `npm run build`, last step: the server process (server/main.ts and the project code it imports) as
 * plain JavaScript in build/main/, so `npm start` runs without a TypeScript loader. Packages from
 * node_modules stay imports (Vite's SSR build leaves them external). The source map is there for
 * `NODE_OPTIONS=--enable-source-maps` (TypeScript lines in stack traces); it is off by default because
 * reading the maps slows the start.
 */
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  // Kysely is 300 small modules, about a fifth of the start's CPU when loaded one by one; bundled, only
  // what the server uses is read. No other bundle shares its classes.
  ssr: { noExternal: ["kysely"] },
  build: {
    ssr: "server/main.ts",
    outDir: "build/main",
    emptyOutDir: true,
    target: "node24",
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "main.js" } },
  },
});
