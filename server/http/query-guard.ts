/**
 * A query parameter holding a control character (NUL, escape, a line break …) is refused with 400
 * naming the parameter, before any route reads it: no search, slug or filter has a use for one, and
 * some reach places that cannot take them (SQLite's full-text query answered a NUL with a 500).
 */
import type { RequestHandler } from "express";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The first query parameter (its name, shown safely) that holds a control character, or null. */
export function controlCharacterParameter(url: string): string | null {
  const query = url.indexOf("?");
  if (query < 0) return null;
  for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
    if (CONTROL.test(name) || CONTROL.test(value)) return JSON.stringify(name).slice(1, -1);
  }
  return null;
}

export function refuseControlCharacters(): RequestHandler {
  return (req, res, next) => {
    const name = controlCharacterParameter(req.originalUrl);
    if (name === null) return next();
    const message = `The query parameter "${name}" contains a control character`;
    res.status(400).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: { message } });
    else res.type("text/plain; charset=utf-8").send(message);
  };
}
