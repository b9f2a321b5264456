/**
 * GET /media/:bucket/:key — uploaded files: from disk directly, or streamed from the object store.
 * Content-hashed keys (decision 0010) never change content, so they are cached for a year as
 * immutable; legacy `timestamp-name` keys keep a short cache.
 */
import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { type Response, Router } from "express";
import type { Config } from "../config.ts";
import { mediaCacheControl, type Storage } from "../storage/storage.ts";

const setCache = (res: Response, filePath: string) =>
  res.setHeader("Cache-Control", mediaCacheControl(path.basename(filePath)));

export function mediaRouter(config: Config, storage: Storage) {
  const r = Router();
  if (config.STORAGE === "local") {
    r.use(
      express.static(path.join(config.dataDir, "media"), {
        cacheControl: false,
        index: false,
        dotfiles: "deny",
        setHeaders: setCache,
      }),
    );
  } else {
    r.get("/:bucket/:key", async (req, res, next) => {
      try {
        const key = String(req.params.key);
        const object = await storage.read(String(req.params.bucket), key);
        if (!object) return next();
        res.setHeader("Content-Type", object.contentType);
        setCache(res, key);
        if (object.size !== undefined) res.setHeader("Content-Length", String(object.size));
        await pipeline(object.body, res);
      } catch (err) {
        next(err);
      }
    });
  }
  r.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return r;
}
