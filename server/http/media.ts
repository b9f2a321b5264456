/** GET /media/:bucket/:key — uploaded files: from disk directly, or streamed from the object store. */
import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { Router } from "express";
import type { Config } from "../config.ts";
import type { Storage } from "../storage/storage.ts";

export function mediaRouter(config: Config, storage: Storage) {
  const r = Router();
  if (config.STORAGE === "local") {
    r.use(
      express.static(path.join(config.dataDir, "media"), {
        maxAge: "7d",
        index: false,
        dotfiles: "deny",
      }),
    );
  } else {
    r.get("/:bucket/:key", async (req, res, next) => {
      try {
        const object = await storage.read(String(req.params.bucket), String(req.params.key));
        if (!object) return next();
        res.setHeader("Content-Type", object.contentType);
        res.setHeader("Cache-Control", "public, max-age=604800");
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
