/**
 * `/api/v1/newsletter`: issues and subscribers for staff (newsletter.send) and the one-click unsubscribe of the
 * `List-Unsubscribe` header. A mailbox POSTs `List-Unsubscribe=One-Click` there (RFC 8058) without
 * cookies or Origin: the token is the authority, and a POST unsubscribes at once. A GET (a reader
 * who opened the address) never unsubscribes: it answers with the unsubscribe page, which asks.
 */
import express, { Router } from "express";
import { isLocale } from "../../core/constants.ts";
import { notFound } from "../../core/errors.ts";
import { localizedHref } from "../../core/site-paths.ts";
import type { NewsletterService, SubscribersService } from "../../core/newsletter-service.ts";
import type { SubmissionsService } from "../../core/services.ts";
import { actorOf, idParam, json, requireJson } from "./handlers.ts";

export function newsletterRouter(
  newsletter: NewsletterService,
  submissions: SubmissionsService,
  subscribers: SubscribersService,
) {
  const r = Router();
  const token = (req: express.Request) =>
    typeof req.query.token === "string" ? req.query.token : "";

  r.post(
    "/unsubscribe",
    express.urlencoded({ extended: false, limit: "2kb" }),
    json(async (req) => {
      if (!(await submissions.unsubscribe(token(req))))
        throw notFound("This unsubscribe link is not valid");
      return { unsubscribed: true };
    }),
  );
  r.get("/unsubscribe", (req, res) => {
    const lang =
      typeof req.query.lang === "string" && isLocale(req.query.lang) ? req.query.lang : "en";
    const page = localizedHref("/newsletter/unsubscribe", lang);
    res.redirect(303, `${page}?token=${encodeURIComponent(token(req))}`);
  });

  r.get(
    "/subscribers",
    json((req) => subscribers.list(actorOf(req), req.query)),
  );
  r.post(
    "/subscribers",
    json(async (req) => (requireJson(req), subscribers.add(actorOf(req), req.body)), 201),
  );
  r.post(
    "/subscribers/import",
    json(async (req) => (requireJson(req), subscribers.importCsv(actorOf(req), req.body))),
  );
  r.put(
    "/subscribers/:id",
    json(
      async (req) => (requireJson(req), subscribers.change(actorOf(req), idParam(req), req.body)),
    ),
  );
  r.delete(
    "/subscribers/:id",
    json(async (req) => (await subscribers.erase(actorOf(req), idParam(req)), { erased: true })),
  );
  r.get(
    "/sender",
    json((req) => newsletter.sender(actorOf(req))),
  );
  r.get(
    "/issues",
    json((req) => newsletter.list(actorOf(req))),
  );
  r.post(
    "/issues",
    json(async (req) => (requireJson(req), newsletter.create(actorOf(req), req.body)), 201),
  );
  r.get(
    "/issues/candidates",
    json((req) => newsletter.digestCandidates(actorOf(req))),
  );
  r.get(
    "/issues/:id",
    json((req) => newsletter.get(actorOf(req), idParam(req))),
  );
  r.put(
    "/issues/:id",
    json(
      async (req) => (requireJson(req), newsletter.update(actorOf(req), idParam(req), req.body)),
    ),
  );
  r.post(
    "/issues/:id/test",
    json(
      async (req) => (requireJson(req), newsletter.testSend(actorOf(req), idParam(req), req.body)),
    ),
  );
  r.post(
    "/issues/:id/send",
    json((req) => newsletter.send(actorOf(req), idParam(req))),
  );
  r.post(
    "/issues/:id/pause",
    json((req) => newsletter.pause(actorOf(req), idParam(req))),
  );
  r.post(
    "/issues/:id/resume",
    json((req) => newsletter.resume(actorOf(req), idParam(req))),
  );
  r.post(
    "/issues/:id/unschedule",
    json((req) => newsletter.unschedule(actorOf(req), idParam(req))),
  );
  return r;
}

/**
 * GET /newsletter/issues/:id?lang=fr: a sent digest's or appeal's "view in the browser" page, the
 * message as its readers in that language got it, without anyone's unsubscribe link. A story's
 * link goes to the story's own page instead. The message's inline styles are all it needs.
 */
export function newsletterWebVersion(newsletter: NewsletterService) {
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const id = Number(req.params.id);
    const lang =
      typeof req.query.lang === "string" && isLocale(req.query.lang) ? req.query.lang : "en";
    if (!Number.isSafeInteger(id) || id <= 0) return next();
    try {
      const html = await newsletter.webVersion(id, lang);
      res.set({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=300",
        "Content-Security-Policy":
          "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
      res.send(html);
    } catch (err) {
      // Not found (a draft, a story, no such issue): the site's own 404 page.
      if ((err as { status?: number }).status === 404) return next();
      next(err);
    }
  };
}
