/**
 * Build step (after `react-router build`): writes a Brotli (.br, best quality) and a gzip (.gz)
 * copy beside every compressible file of build/client, so the server sends them without
 * compressing at request time (server/http/static-assets.ts). Small files too: a page loads dozens
 * of small chunks, and each saves a third or more.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const CLIENT_DIR = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt|webmanifest|map|ico)$/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(CLIENT_DIR, { recursive: true })) {
  const file = path.join(CLIENT_DIR, entry);
  if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not worth serving.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  files++;
  before += body.length;
  after += br.length;
}
process.stdout.write(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (Brotli)\n`,
);
