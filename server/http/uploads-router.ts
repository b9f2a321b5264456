/**
 * POST /api/v1/uploads?bucket=…&alt=… — the raw file is the body, its name in X-File-Name (URI-encoded).
 * The same image again answers 200 with the library item that has it (decision 0036).
 * Mounted before the JSON body parser: the body is streamed here with a byte counter.
 */
import { type Request, type Response, Router } from "express";
import { requireUpload } from "../../core/access.ts";
import { tooLarge, unauthorized } from "../../core/errors.ts";
import {
  formatMegabytes,
  megabytesOf,
  originalName,
  parseAlt,
  parseBucket,
  processUpload,
  readLimited,
  type UploadLibrary,
} from "../media/upload.ts";
import type { Storage } from "../storage/storage.ts";

export interface UploadsRouterOptions {
  storage: Storage;
  uploadMaxBytes: number;
  library: UploadLibrary;
}

/** Stops reading a body we refuse; the connection closes after the answer. */
function discardBody(req: Request, res: Response) {
  res.setHeader("Connection", "close");
  req.resume();
}

export function uploadsRouter(options: UploadsRouterOptions) {
  const r = Router();
  r.post("/", async (req, res) => {
    try {
      if (!req.actor) throw unauthorized();
      const bucket = parseBucket(req.query.bucket);
      const user = requireUpload(req.actor, bucket);
      const alt = parseAlt(req.query.alt);
      const declared = Number(req.headers["content-length"] ?? NaN);
      if (Number.isFinite(declared) && declared > options.uploadMaxBytes) {
        const limit = formatMegabytes(options.uploadMaxBytes);
        throw tooLarge(`The file is larger than the limit of ${limit}`, "fileTooLarge", {
          megabytes: megabytesOf(options.uploadMaxBytes),
        });
      }
      const body = await readLimited(req, options.uploadMaxBytes);
      const result = await processUpload({
        body,
        fileName: originalName(req.headers["x-file-name"]),
        bucket,
        uploadedBy: user.email,
        alt,
        storage: options.storage,
        library: options.library,
      });
      // 200 with the item the library already had for this image, 201 for a new one.
      res.status(result.existing ? 200 : 201).json(result);
    } catch (err) {
      if (!req.complete) discardBody(req, res);
      throw err;
    }
  });
  return r;
}
