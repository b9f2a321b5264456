/** GET /news-views/:id: the 1 × 1 image a news article's page loads, which counts the view. */
import type { Request, Response } from "express";
import { isbot } from "isbot";
import { VIEW_PIXEL, type NewsViews } from "../content/news-views.ts";

export function newsViewPixel(views: NewsViews) {
  return async (req: Request, res: Response) => {
    const id = Number(req.params.id);
    const userAgent = req.get("user-agent") ?? "";
    if (Number.isSafeInteger(id) && id > 0 && !isbot(userAgent)) {
      // A failed count must not break the page: the image is sent either way.
      await views.record(id, req.ip ?? "", userAgent).catch(() => false);
    }
    res.set({
      "Content-Type": "image/gif",
      "Cache-Control": "no-store",
      "Content-Length": String(VIEW_PIXEL.length),
    });
    res.end(VIEW_PIXEL);
  };
}
