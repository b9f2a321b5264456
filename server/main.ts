/**
 * Process entry: `npm start` (production build) and `npm run dev` (Vite middleware). The Node
 * version is checked before anything else loads: the server imports `node:sqlite` and other parts
 * of Node 24, and on an older Node the import itself would fail with an unhelpful error
 * (ERR_UNKNOWN_BUILTIN_MODULE) before a line of ours ran.
 */
import { unsupportedNode } from "./node-version.ts";

const problem = unsupportedNode(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(2);
}
await import("./serve.ts");
