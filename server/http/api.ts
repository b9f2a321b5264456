/** The JSON API under /api/v1: thin adapters over the services. */
import express, { type Request, type Response, Router } from "express";
import { badRequest, unsupportedMedia } from "../../core/errors.ts";
import type { Actor, ContentService } from "../../core/services.ts";
import { SESSION_COOKIE } from "../auth/auth-service.ts";
import type { Services } from "../services.ts";
import type { Storage } from "../storage/storage.ts";
import { clientInfo, sessionCookie, clearSessionCookie } from "./session.ts";
import { uploadsRouter } from "./uploads-router.ts";

type Handler = (req: Request, res: Response) => Promise<unknown>;
const actorOf = (req: Request): Actor => req.actor ?? null;

/** Wraps a handler: its result is sent as JSON (201 for creates), errors go to the error handler. */
const json =
  (fn: Handler, status = 200) =>
  async (req: Request, res: Response) => {
    const result = await fn(req, res);
    if (result === undefined) res.status(204).end();
    else res.status(status).json(result);
  };

function idParam(req: Request): number {
  const raw = req.params.id;
  const id = Number(raw);
  if (!/^\d{1,12}$/.test(String(raw)) || !Number.isSafeInteger(id) || id < 1) {
    throw badRequest("The id must be a positive whole number", { id: "Invalid id" });
  }
  return id;
}

/** Writes must be JSON; anything else is 415 before it reaches a service. */
function requireJson(req: Request) {
  if (!req.is("application/json")) throw unsupportedMedia("Send the body as application/json");
}

function contentRouter<T>(service: ContentService<T>) {
  const r = Router();
  r.get(
    "/",
    json((req) => service.list(actorOf(req), req.query)),
  );
  r.get(
    "/:id",
    json((req) => service.get(actorOf(req), idParam(req))),
  );
  r.post(
    "/",
    json(async (req) => (requireJson(req), service.create(actorOf(req), req.body)), 201),
  );
  r.put(
    "/:id",
    json(async (req) => (requireJson(req), service.update(actorOf(req), idParam(req), req.body))),
  );
  r.delete(
    "/:id",
    json((req) => service.remove(actorOf(req), idParam(req))),
  );
  r.post(
    "/:id/restore",
    json((req) => service.restore(actorOf(req), idParam(req))),
  );
  return r;
}

export interface ApiOptions {
  secureCookies: boolean;
  storage: Storage;
  uploadMaxBytes: number;
}

export function apiRouter({ services, auth, uploads }: Services, options: ApiOptions) {
  const api = Router();
  // Raw image bodies, streamed with their own size limit: before the JSON parser.
  api.use(
    "/uploads",
    uploadsRouter({
      storage: options.storage,
      uploadMaxBytes: options.uploadMaxBytes,
      record: (upload) => uploads.record(upload),
    }),
  );
  api.use(express.json({ limit: "1mb" }));

  api.use("/blog-posts", contentRouter(services.blogPosts));
  api.use("/news-articles", contentRouter(services.newsArticles));
  api.use("/programs", contentRouter(services.programs));
  api.use("/gallery-items", contentRouter(services.galleryItems));
  api.use("/store-items", contentRouter(services.storeItems));

  api.get(
    "/stats",
    json((req) => services.stats.dashboard(actorOf(req))),
  );
  api.get(
    "/settings",
    json((req) => services.settings.getForAdmin(actorOf(req))),
  );
  api.put(
    "/settings",
    json(async (req) => (requireJson(req), services.settings.save(actorOf(req), req.body))),
  );
  api.get(
    "/uploads",
    json((req) => services.uploads.list(actorOf(req), req.query)),
  );

  api.post(
    "/auth/sign-in",
    json(async (req, res) => {
      requireJson(req);
      const { user, token } = await auth.signIn(req.body, clientInfo(req));
      res.setHeader("Set-Cookie", sessionCookie(token, options.secureCookies));
      return { user };
    }),
  );
  api.post(
    "/auth/sign-up",
    json(async (req, res) => {
      requireJson(req);
      const { user, token } = await auth.signUp(req.body, clientInfo(req));
      res.setHeader("Set-Cookie", sessionCookie(token, options.secureCookies));
      return { user };
    }, 201),
  );
  api.post(
    "/auth/sign-out",
    json(async (req, res) => {
      await auth.signOut(req.cookies?.[SESSION_COOKIE]);
      res.setHeader("Set-Cookie", clearSessionCookie(options.secureCookies));
      return { ok: true };
    }),
  );
  api.get(
    "/auth/session",
    json(async (req) => ({ user: actorOf(req) })),
  );

  api.use((_req, res) => {
    res.status(404).json({ error: { message: "No such API endpoint" } });
  });
  return api;
}
