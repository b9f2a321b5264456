/**
 * Wraps the process's request listener: each request gets an id (kept from a trusted proxy's
 * `X-Request-Id`, else new), sent back as `X-Request-Id` by what answers it and carried by every
 * log line written while it is served; when the answer is finished, one JSON line says what was asked and answered
 * (secrets in the URL redacted, the client address as TRUST_PROXY allows) and the metrics count
 * it. `/metrics` is answered here.
 *
 * What the line needs from the connection (the client address) is read when the request arrives:
 * by the time the answer is finished the socket may be gone (a client that hung up, an upload cut
 * off at its limit), and a failure in logging or metrics is logged, never thrown into the event loop.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { PAGE_ROUTE } from "../http/page-handler.ts";
import type { Logger } from "pino";
import { answerMetrics, type Metrics, type metricsAccess } from "./metrics.ts";
import { redactUrl } from "./redact-url.ts";
import { requestIdFrom, withRequestId } from "./request-ids.ts";

export interface ObserveOptions {
  log: Logger;
  metrics: Metrics;
  access: ReturnType<typeof metricsAccess>;
  /** TRUST_PROXY, as Express reads it. */
  trustProxy: string[];
}

/** Paths polled by machines: counted, but logged only at debug level. */
const PROBES = new Set(["/healthz", "/readyz", "/livez", "/metrics"]);

export function observeRequests(next: RequestListener, options: ObserveOptions): RequestListener {
  const { log, metrics, access } = options;
  const trusted = proxyAddr.compile(options.trustProxy);
  let warnedUntrusted = false;
  return (req, res) => {
    const started = process.hrtime.bigint();
    const peer = req.socket?.remoteAddress ?? "";
    if (!warnedUntrusted && req.headers["x-forwarded-for"] && !trusted(peer, 0)) {
      // Once per process: behind an unnamed proxy every visitor is that proxy, in the logs and in
      // the rate limits (one shared bucket), which nothing else would show.
      warnedUntrusted = true;
      log.warn(
        { peer, trustProxy: options.trustProxy },
        "X-Forwarded-For arrived from an address TRUST_PROXY does not name: it is ignored, so every visitor behind that proxy counts as the proxy (logs, rate limits); name the proxy in TRUST_PROXY",
      );
    }
    // Sent back by whatever answers (request-ids.ts): not set here, so that a cached page's
    // headers can be written at once.
    const id = requestIdFrom(trusted(peer, 0) ? req.headers["x-request-id"] : undefined);
    // Express rewrites req.url while routing: the address asked for is read now, and so is the client.
    const asked = { url: req.url ?? "/", ip: clientAddress(req, trusted, peer), started };
    res.once("finish", () =>
      withRequestId(id, () => {
        try {
          finished(req, res, asked);
        } catch (err) {
          log.error({ err }, "could not log or count a finished request");
        }
      }),
    );
    withRequestId(id, () => {
      if (pathOf(asked.url) === "/metrics") void answerMetrics(req, res, metrics, access);
      else next(req, res);
    });
  };

  function finished(req: IncomingMessage, res: ServerResponse, asked: Asked) {
    const { url, ip } = asked;
    const seconds = Number(process.hrtime.bigint() - asked.started) / 1e9;
    const path = pathOf(url);
    const route = routeOf(req, path);
    metrics.observeRequest(route, req.method ?? "", res.statusCode, seconds);
    const cache = res.getHeader("x-page-cache");
    if (typeof cache === "string") metrics.observePageCache(cache);
    const line = {
      method: req.method,
      url: redactUrl(url),
      route,
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      ip,
      ua: req.headers["user-agent"],
    };
    if (PROBES.has(path)) log.debug(line, "request");
    else log.info(line, "request");
  }
}

const pathOf = (url = "/") => {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
};

/** What the request log line needs from the moment the request arrived. */
interface Asked {
  url: string;
  ip: string;
  started: bigint;
}

/** The client as TRUST_PROXY allows: X-Forwarded-For is read only through trusted proxies. */
function clientAddress(
  req: IncomingMessage,
  trusted: (addr: string, i: number) => boolean,
  peer: string,
): string {
  try {
    return proxyAddr(req, trusted);
  } catch {
    return peer;
  }
}

/**
 * A label with few values: the Express route that answered (`/api/v1/blog-posts/:id`), else the
 * kind of path. Pages are one label: their addresses are countless (slugs, languages).
 */
function routeOf(req: IncomingMessage, path: string): string {
  const matched = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  // The page handler's catch-all is no route of its own: its answers are pages, files or admin pages.
  if (typeof matched.route?.path === "string" && matched.route.path !== PAGE_ROUTE) {
    const route = `${matched.baseUrl ?? ""}${matched.route.path}`;
    return route.length > 1 && route.endsWith("/") ? route.slice(0, -1) : route;
  }
  if (PROBES.has(path)) return path;
  if (path.startsWith("/api/")) return "/api (no route)";
  if (path.startsWith("/assets/")) return "/assets";
  if (path.startsWith("/media/")) return "/media";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin page";
  return /\.[a-z0-9]+$/i.test(path) ? "file" : "page";
}
