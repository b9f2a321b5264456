import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** React, React DOM and React Router: needed by every page, changed only by an upgrade. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

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
          output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } },
        },
      },
}));
