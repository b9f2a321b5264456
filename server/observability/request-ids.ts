/**
 * The id of the request being served, readable from any code it runs (a service's log line, an
 * error handler) without passing it along: every log line written while serving a request carries
 * it (see logger.ts), and the answer sends it back as `X-Request-Id`: whatever writes the answer
 * adds the header (`withRequestIdHeader`; in Express, the first middleware), so that a cached page
 * can be sent with a single `writeHead` of headers made once (http/cached-pages.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const current = new AsyncLocalStorage<string>();

/** A proxy's id (nginx `$request_id`) is kept when it looks like one; anything else is replaced. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Runs `fn` as part of the request `id`. */
export const withRequestId = <T>(id: string, fn: () => T): T => current.run(id, fn);

export const currentRequestId = (): string | undefined => current.getStore();

export const REQUEST_ID_HEADER = "x-request-id";

/** `headers` and the id of the request being served, for an answer written with one `writeHead`. */
export const withRequestIdHeader = <H extends Record<string, string | number>>(headers: H) => ({
  ...headers,
  [REQUEST_ID_HEADER]: currentRequestId() ?? "",
});
