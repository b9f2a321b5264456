/**
 * URLs as they may be written to a log: the values of query parameters that carry a secret
 * (account and newsletter links, preview links, anything named like a token or key) become
 * `[redacted]`. The path and the other parameters stay, so the line still says what was asked.
 */
import { PREVIEW_PARAM } from "../../core/constants.ts";

const SECRET_PARAM = /token|secret|key|password|signature|code|session|^sig$/i;

const isSecret = (name: string) => name === PREVIEW_PARAM || SECRET_PARAM.test(name);

export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const parts = url.slice(query + 1).split("&");
  let changed = false;
  const kept = parts.map((part) => {
    const eq = part.indexOf("=");
    if (eq < 0) return part;
    let name = part.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      // A malformed escape: judge the raw name.
    }
    if (!isSecret(name)) return part;
    changed = true;
    return `${part.slice(0, eq)}=[redacted]`;
  });
  return changed ? `${url.slice(0, query)}?${kept.join("&")}` : url;
}
