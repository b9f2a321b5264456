/**
 * The client build: /assets/* (content-hashed, immutable) and the public files, served from the
 * Brotli or gzip copy made at build time (scripts/precompress-assets.ts) when the client takes it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { type Encoding, negotiateEncoding } from "./compression.ts";

const EXTENSION: Record<"br" | "gzip", string> = { br: ".br", gzip: ".gz" };

/** The files under a folder, as URL paths relative to it ("images/logo.png"). */
function filesUnder(dir: string) {
  if (!existsSync(dir)) return new Set<string>();
  return new Set(
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => f.split(path.sep).join("/")),
  );
}

/** URL path → the encodings precompressed beside the file. */
function precompressedFiles(dir: string) {
  const found = new Map<string, ("br" | "gzip")[]>();
  const files = filesUnder(dir);
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const encodings = (["br", "gzip"] as const).filter((e) => files.has(file + EXTENSION[e]));
    if (encodings.length) found.set(`/${file}`, encodings);
  }
  return found;
}

function servePrecompressed(dir: string) {
  const files = precompressedFiles(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = files.get(req.path);
    if (!encodings) return next();
    res.setHeader("Vary", "Accept-Encoding");
    const encoding: Encoding = negotiateEncoding(req.get("accept-encoding"), encodings);
    if (encoding === "identity") return next();
    // The type of the original file; `send` keeps a Content-Type that is already set.
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    const query = req.url.slice(req.path.length);
    req.url = `${req.path}${EXTENSION[encoding]}${query}`;
    next();
  };
}

function decodedPath(urlPath: string) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

export function staticAssets(clientDir: string) {
  const router = Router();
  const assetsDir = path.join(clientDir, "assets");
  router.use(
    "/assets",
    servePrecompressed(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  // The public files are known at start: a page's path goes on to the renderer without a disk
  // lookup (a build is not changed under a running server).
  const publicFiles = new Set([...filesUnder(clientDir)].map((file) => `/${file}`));
  router.use(
    (req, _res, next) => (publicFiles.has(decodedPath(req.path)) ? next() : next("router")),
    servePrecompressed(clientDir),
    express.static(clientDir, { maxAge: "1h", index: false }),
  );
  return router;
}

/**
 * The built address of the public pages' script: `npm run build` writes it beside the client build
 * (vite.enhance.config.ts). "" when there is no client build (API-only tests).
 */
export function builtEnhanceScript(clientDir: string | undefined): string {
  const file = clientDir && path.join(clientDir, "..", "enhance.json");
  if (!file || !existsSync(file)) return "";
  return (JSON.parse(readFileSync(file, "utf8")) as { entry: string }).entry;
}
