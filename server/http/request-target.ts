/**
 * The request target (`/path?query`) is checked before anything routes it, so no route, cache or
 * static handler meets an address it cannot read:
 * - a path that does not decode (a bad or overlong percent-encoding, invalid UTF-8: "/%FF", "/%",
 *   "/ru/%C0%AF") is refused with 400, as is one that climbs out of its folder ("..", encoded or
 *   not: "/assets/..%2f..%2fpackage.json") or holds a control character or an encoded backslash;
 * - a path starting with more than one slash or with a backslash ("//evil.example/", "/\evil…")
 *   would read as another host to a browser given it back: it is moved (301) to the same path
 *   with one leading "/", so no answer of this site ever points elsewhere;
 * - a query parameter holding a control character (NUL, escape, a line break …) is refused with
 *   400 naming the parameter: no search, slug or filter has a use for one, and some reach places
 *   that cannot take them (SQLite's full-text query answered a NUL with a 500).
 * API paths are answered in the API's error format, everything else as plain text.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sitePathOf } from "../../core/local-path.ts";
import { withRequestIdHeader } from "../observability/request-ids.ts";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export type TargetProblem =
  { kind: "refuse"; message: string } | { kind: "move"; location: string } | null;

/** The first query parameter (its name, shown safely) that holds a control character, or null. */
export function controlCharacterParameter(url: string): string | null {
  const query = url.indexOf("?");
  if (query < 0) return null;
  for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
    if (CONTROL.test(name) || CONTROL.test(value)) return JSON.stringify(name).slice(1, -1);
  }
  return null;
}

/** What is wrong with a request target (`req.url`), or null when it may be routed. */
export function requestTargetProblem(url: string): TargetProblem {
  if (!url.startsWith("/")) return refuse("The address must be a path starting with /");
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refuse("The address has a malformed percent-encoding or is not valid UTF-8");
  }
  if (CONTROL.test(decoded)) return refuse("The address contains a control character");
  if (decoded.split(/[/\\]/).includes("..")) return refuse('The address contains ".."');
  if (/^\/[/\\]|\\/.test(path)) {
    const location = sitePathOf(path.replaceAll("\\", "/"));
    return { kind: "move", location: query < 0 ? location : `${location}${url.slice(query)}` };
  }
  if (decoded.includes("\\")) return refuse("The address contains a backslash");
  const name = controlCharacterParameter(url);
  if (name !== null) return refuse(`The query parameter "${name}" contains a control character`);
  return null;
}

const refuse = (message: string): TargetProblem => ({ kind: "refuse", message });

/** Answers the targets `requestTargetProblem` finds fault with; hands every other request on. */
export function guardRequestTargets(next: RequestListener): RequestListener {
  return (req, res) => {
    const problem = requestTargetProblem(req.url ?? "/");
    if (problem === null) return next(req, res);
    answer(req, res, problem);
  };
}

function answer(req: IncomingMessage, res: ServerResponse, problem: NonNullable<TargetProblem>) {
  // A body we will not read must not be left in the connection.
  res.shouldKeepAlive = false;
  req.resume();
  const headers = withRequestIdHeader({
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  if (problem.kind === "move") {
    res.writeHead(301, { ...headers, location: problem.location, "content-length": 0 });
    res.end();
    return;
  }
  const api = (req.url ?? "").startsWith("/api/");
  const body = api ? JSON.stringify({ error: { message: problem.message } }) : problem.message;
  res.writeHead(400, {
    ...headers,
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
