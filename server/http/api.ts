/** The JSON API under /api/v1: thin adapters over the services. */
import express, { type Request, type Response, Router } from "express";
import { LOCALES } from "../../core/constants.ts";
import { ENTITIES } from "../../core/content/index.ts";
import { badRequest } from "../../core/errors.ts";
import type { ContentService } from "../../core/services.ts";
import type { Services } from "../services.ts";
import type { Storage } from "../storage/storage.ts";
import { adminRouter } from "./admin-router.ts";
import { authRouter } from "./auth-router.ts";
import { formsRouter, submissionsRouter } from "./forms-router.ts";
import { mailWebhooksRouter } from "./mail-webhooks.ts";
import { paymentWebhooksRouter } from "./payment-webhooks.ts";
import { donationsRouter } from "./donations-router.ts";
import { newsletterRouter } from "./newsletter-router.ts";
import { actorOf, idParam, ifMatchVersion, json, requireJson, versionTag } from "./handlers.ts";
import { uploadsRouter } from "./uploads-router.ts";

const READ_LOCALES = [...LOCALES, "all"] as const;
type ReadLocale = (typeof READ_LOCALES)[number];

/** `?locale=fr` answers plain strings in French (fallback applied), `all` every language; default en. */
function readLocale(req: Request): ReadLocale {
  const raw = req.query.locale ?? "en";
  const found = READ_LOCALES.find((l) => l === raw);
  if (!found) {
    const message = `locale must be one of ${READ_LOCALES.join(", ")}`;
    throw badRequest(message, { locale: message });
  }
  return found;
}

const isPermanent = (value: unknown) => value === "1" || value === "true";

function contentRouter<T, L>(service: ContentService<T, L>) {
  const r = Router();
  /** Writes answer the item in the language the request asks for, like reads. */
  const answer = (locale: ReadLocale, item: L) =>
    locale === "all" ? item : service.resolve(item, locale);
  r.get(
    "/",
    json((req) => {
      const locale = readLocale(req);
      return locale === "all"
        ? service.listLocalized(actorOf(req), req.query)
        : service.list(actorOf(req), req.query, locale);
    }),
  );
  /** An item's answer carries its version as ETag, for the `If-Match` of its next save. */
  const tagged = <I>(res: Response, item: I) => {
    const tag = versionTag(item);
    if (tag) res.setHeader("ETag", tag);
    return item;
  };
  r.get(
    "/:id",
    json(async (req, res) => {
      const locale = readLocale(req);
      return tagged(
        res,
        locale === "all"
          ? await service.getLocalized(actorOf(req), idParam(req))
          : await service.get(actorOf(req), idParam(req), locale),
      );
    }),
  );
  r.post(
    "/",
    json(async (req) => {
      requireJson(req);
      const locale = readLocale(req);
      return answer(locale, await service.create(actorOf(req), req.body));
    }, 201),
  );
  r.post(
    "/bulk",
    json((req) => (requireJson(req), service.bulk(actorOf(req), req.body))),
  );
  /** With `If-Match`, a save from an older version is 409 `staleVersion`, nothing written. */
  r.put(
    "/:id",
    json(async (req, res) => {
      requireJson(req);
      const locale = readLocale(req);
      const version = ifMatchVersion(req);
      const updated = await service.update(actorOf(req), idParam(req), req.body, { version });
      return tagged(res, await answer(locale, updated));
    }),
  );
  /** Moves to the trash; `?permanent=1` deletes an item already in the trash for good. */
  r.delete(
    "/:id",
    json((req) =>
      isPermanent(req.query.permanent)
        ? service.purge(actorOf(req), idParam(req))
        : service.remove(actorOf(req), idParam(req)),
    ),
  );
  /** A preview link of an unpublished item (posts, news): `{ url, expiresAt }`. */
  r.post(
    "/:id/preview",
    json((req) => service.preview(actorOf(req), idParam(req))),
  );
  r.get(
    "/:id/revisions",
    json((req) => service.revisions(actorOf(req), idParam(req))),
  );
  r.get(
    "/:id/revisions/:revisionId",
    json((req) => service.revision(actorOf(req), idParam(req), idParam(req, "revisionId"))),
  );
  r.post(
    "/:id/revisions/:revisionId/restore",
    json(async (req) => {
      const locale = readLocale(req);
      const [id, revisionId] = [idParam(req), idParam(req, "revisionId")];
      return answer(locale, await service.restoreRevision(actorOf(req), id, revisionId));
    }),
  );
  r.post(
    "/:id/restore",
    json(async (req) => {
      const locale = readLocale(req);
      return answer(locale, await service.restore(actorOf(req), idParam(req)));
    }),
  );
  return r;
}

export interface ApiOptions {
  secureCookies: boolean;
  writesPerMinute: number;
  signUpsPerHour: number;
  signInsPerMinute: number;
  storage: Storage;
  uploadMaxBytes: number;
}

export function apiRouter(all: Services, options: ApiOptions) {
  const { services, uploads, rateLimiter } = all;
  const api = Router();
  // Raw image bodies, streamed with their own size limit: before the JSON parser.
  api.use(
    "/uploads",
    uploadsRouter({
      storage: options.storage,
      uploadMaxBytes: options.uploadMaxBytes,
      library: uploads,
    }),
  );
  // Providers sign the exact bytes: their webhooks read the raw body, before the JSON parser.
  api.use("/payments", paymentWebhooksRouter(all.payments.donations));
  api.use("/newsletter/webhooks", mailWebhooksRouter(services.settings, all.subscribers));
  api.use(express.json({ limit: "1mb" }));
  // Every API write counts against the client address's budget.
  api.use(async (req, _res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && !req.path.startsWith("/auth/")) {
      await rateLimiter.hit(`api-write:${req.ip}`, {
        limit: options.writesPerMinute,
        windowSeconds: 60,
      });
    }
    next();
  });

  // Each content entity at its definition's path, served by its service (docs/decisions/0029).
  for (const definition of Object.values(ENTITIES)) {
    const service = services[definition.name] as ContentService<unknown, unknown>;
    api.use(`/${definition.apiPath}`, contentRouter(service));
  }

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
  api.get(
    "/uploads/:id",
    json((req) => services.uploads.get(actorOf(req), idParam(req))),
  );
  api.put(
    "/uploads/:id",
    json(
      async (req) => (
        requireJson(req),
        services.uploads.update(actorOf(req), idParam(req), req.body)
      ),
    ),
  );
  api.delete(
    "/uploads/:id",
    json((req) => services.uploads.remove(actorOf(req), idParam(req))),
  );

  api.use("/forms", formsRouter(services.submissions));
  api.use("/submissions", submissionsRouter(services.submissions));
  api.use("/donations", donationsRouter(services.donations));
  api.use(
    "/newsletter",
    newsletterRouter(services.newsletter, services.submissions, services.subscribers),
  );
  api.use("/auth", authRouter(all, options));
  api.use(adminRouter(all));

  api.use((_req, res) => {
    res.status(404).json({ error: { message: "No such API endpoint" } });
  });
  return api;
}
