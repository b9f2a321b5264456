/**
 * `npm run build`, last step: the server process (server/main.ts) and the maintenance commands
 * (scripts/<name>.ts, run by scripts/command.mjs) as plain JavaScript in build/main/<name>.js, sharing
 * their common code in build/main/chunks/, so `npm start` and the commands run without a TypeScript
 * loader. The source map is there for `NODE_OPTIONS=--enable-source-maps` (TypeScript lines in stack
 * traces); it is off by default because reading the maps slows the start.
 *
 * What stays an import is exactly the `dependencies` of package.json: all a production install
 * (`npm ci --omit=dev`, docs/deploy.md) has. Anything else the server imports is compiled in, e.g.
 * Kysely (300 small modules, about a fifth of the start's CPU when loaded one by one; bundled, only
 * what the server uses is read) and React Router's Express adapter.
 */
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { checkoutCommit } from "./server/release.ts";

const COMMANDS = [
  "backup",
  "restore",
  "user",
  "db-migrate",
  "db-seed",
  "media-variants",
  "search-rebuild",
];

const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
};

export default defineConfig({
  publicDir: false,
  // The commit the build is made from, written into it (server/release.ts): a bundle has no Git.
  define: { __RELEASE_COMMIT__: JSON.stringify(checkoutCommit()) },
  // Vite: only `npm run dev` loads it (server/server.ts), from a checkout.
  ssr: { noExternal: true, external: [...Object.keys(dependencies), "vite"] },
  build: {
    ssr: true,
    outDir: "build/main",
    emptyOutDir: true,
    target: "node24",
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: "server/main.ts",
        ...Object.fromEntries(COMMANDS.map((name) => [name, `scripts/${name}.ts`])),
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
