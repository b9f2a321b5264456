/**
 * Local servers that speak the purge APIs of Cloudflare, Fastly and Bunny (and Varnish's BAN, as
 * deploy/varnish/foundation.vcl takes it: PURGE with an xkey header), built from the providers' documented request and answer
 * shapes: they check the path and the credentials, record the tags of each accepted purge, and can
 * be told to refuse the next requests (429 with Retry-After, or 503), as a provider does.
 */
import type { ServerResponse } from "node:http";
import { type FakeRequest, sendJson, startFakeServer } from "../../testing/fake-http.ts";
import type { CdnProvider } from "../cdn-providers.ts";

export interface FakeCdn {
  url: string;
  /** The tags of each purge accepted, in order. */
  purges: string[][];
  /** Requests refused for their credentials or shape (a test expects none). */
  rejected: string[];
  /** The next `count` purge requests are answered `status` (429 says Retry-After: `seconds`). */
  refuseNext(count: number, status: 429 | 503, seconds?: number): void;
  close(): Promise<void>;
}

export const FAKE_CDN_TOKEN = "cdn-test-token";
export const FAKE_CDN_ZONE = "zone-123";

export async function startFakeCdn(provider: CdnProvider): Promise<FakeCdn> {
  const purges: string[][] = [];
  const rejected: string[] = [];
  let refusals: { count: number; status: 429 | 503; seconds?: number } = { count: 0, status: 503 };

  const reject = (res: ServerResponse, status: number, why: string) => {
    rejected.push(why);
    sendJson(res, status, { success: false, errors: [{ message: why }] });
  };

  /** The tags a request asks to purge, or a reason it is not a purge this provider takes. */
  function tagsOf(req: FakeRequest): string[] | string {
    const header = (name: string) => String(req.headers[name] ?? "");
    if (provider === "cloudflare") {
      if (req.method !== "POST" || req.path !== `/zones/${FAKE_CDN_ZONE}/purge_cache`)
        return `unexpected ${req.method} ${req.path}`;
      if (header("authorization") !== `Bearer ${FAKE_CDN_TOKEN}`) return "bad Authorization";
      const tags = req.json.tags;
      if (!Array.isArray(tags) || tags.length === 0) return "no tags";
      // Cloudflare takes at most 100 tags (operations) a request.
      if (tags.length > 100) return "more than 100 tags";
      return tags.map(String);
    }
    if (provider === "fastly") {
      if (req.method !== "POST" || req.path !== `/service/${FAKE_CDN_ZONE}/purge`)
        return `unexpected ${req.method} ${req.path}`;
      if (header("fastly-key") !== FAKE_CDN_TOKEN) return "bad Fastly-Key";
      const keys = header("surrogate-key").split(" ").filter(Boolean);
      if (keys.length === 0) return "no Surrogate-Key";
      if (keys.length > 256) return "more than 256 keys";
      return keys;
    }
    if (provider === "bunny") {
      if (req.method !== "POST" || req.path !== `/pullzone/${FAKE_CDN_ZONE}/purgeCache`)
        return `unexpected ${req.method} ${req.path}`;
      if (header("accesskey") !== FAKE_CDN_TOKEN) return "bad AccessKey";
      const tag = req.json.CacheTag;
      return typeof tag === "string" && tag ? [tag] : "no CacheTag";
    }
    if (req.method !== "PURGE") return `unexpected ${req.method}`;
    const keys = header("xkey").split(/[ ,]+/).filter(Boolean);
    return keys.length > 0 ? keys : "no xkey";
  }

  const server = await startFakeServer((req, res) => {
    const tags = tagsOf(req);
    if (typeof tags === "string") return reject(res, 400, tags);
    if (refusals.count > 0) {
      refusals.count--;
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (refusals.status === 429) headers["retry-after"] = String(refusals.seconds ?? 1);
      res.writeHead(refusals.status, headers);
      res.end(JSON.stringify({ success: false, errors: [{ message: "slow down" }] }));
      return;
    }
    purges.push(tags);
    if (provider === "cloudflare") sendJson(res, 200, { success: true, errors: [], result: {} });
    else if (provider === "fastly") sendJson(res, 200, { status: "ok" });
    else if (provider === "bunny") res.writeHead(204).end();
    else res.writeHead(200).end("Purged");
  });
  return {
    url: server.url,
    purges,
    rejected,
    refuseNext(count, status, seconds) {
      refusals = { count, status, seconds };
    },
    close: server.close,
  };
}
