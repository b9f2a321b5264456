/**
 * The CDNs the site can sit behind (CDN_PROVIDER) and how each one is told what a response shows
 * and what to forget: the response header it reads cache tags from, and its purge request. Shapes
 * from the providers' documentation (docs/cdn.md has the sources); tests run each against a local
 * server that speaks it (server/cdn/testing/fake-cdns.ts).
 *
 * - Cloudflare: `Cache-Tag: a,b`; `POST /zones/{zone}/purge_cache {"tags": […]}`, Bearer token,
 *   at most 100 tags a request.
 * - Fastly: `Surrogate-Key: a b`; `POST /service/{id}/purge` with `Surrogate-Key: a b` and
 *   `Fastly-Key`, soft (stale kept for stale-if-error), at most 256 keys a request.
 * - Bunny: `CDN-Tag: a,b` (at most 1,024 bytes); `POST /pullzone/{id}/purgeCache {"CacheTag": …}`
 *   with `AccessKey`, one tag a request.
 * - Varnish (or any cache that takes the same request, deploy/varnish/foundation.vcl):
 *   `xkey: a b`; `PURGE` to CDN_PURGE_URL with `xkey: a b`, which the VCL turns into a ban of
 *   every object carrying one of the tags (PURGE: a method every HTTP parser knows, unlike BAN).
 */
export const CDN_PROVIDERS = ["cloudflare", "fastly", "bunny", "varnish"] as const;
export type CdnProvider = (typeof CDN_PROVIDERS)[number];

interface TagHeader {
  name: string;
  separator: string;
  /** The longest value the CDN reads. */
  maxBytes: number;
}

export const TAG_HEADERS: Record<CdnProvider, TagHeader> = {
  cloudflare: { name: "Cache-Tag", separator: ",", maxBytes: 16 * 1024 },
  fastly: { name: "Surrogate-Key", separator: " ", maxBytes: 16 * 1024 },
  bunny: { name: "CDN-Tag", separator: ",", maxBytes: 1024 },
  varnish: { name: "xkey", separator: " ", maxBytes: 8 * 1024 },
};

/**
 * The tag header's value for a response, within the CDN's limit: when a page names too much, its
 * item tags give way first (the lists it shows carry the same changes), never `settings`.
 */
export function tagHeaderValue(provider: CdnProvider, tags: Iterable<string>): string {
  const { separator, maxBytes } = TAG_HEADERS[provider];
  const all = [...new Set(tags)].sort();
  let value = all.join(separator);
  if (Buffer.byteLength(value) <= maxBytes) return value;
  const lists = all.filter((tag) => !/\.\d+$/.test(tag));
  value = lists.join(separator);
  while (Buffer.byteLength(value) > maxBytes) value = value.slice(0, value.lastIndexOf(separator));
  return value;
}

/** A purge the CDN did not take; `retryAfterMs` when it said when to come back (429). */
export class PurgeFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface PurgeAdapter {
  provider: CdnProvider;
  /** The most tags one purge request may carry. */
  batch: number;
  /** Forgets every response carrying any of `tags` (at most `batch`); throws PurgeFailure. */
  purge(tags: string[]): Promise<void>;
}

export interface CdnConfig {
  CDN_PROVIDER?: CdnProvider;
  /** Varnish: where PURGE requests go. Others: their API's address (tests point it at a fake). */
  CDN_PURGE_URL?: string;
  CDN_API_TOKEN?: string;
  /** Cloudflare's zone id, Fastly's service id, Bunny's pull zone id. */
  CDN_ZONE?: string;
}

const API_URLS: Record<Exclude<CdnProvider, "varnish">, string> = {
  cloudflare: "https://api.cloudflare.com/client/v4",
  fastly: "https://api.fastly.com",
  bunny: "https://api.bunny.net",
};

/** The purge adapter CDN_PROVIDER names, or null when no CDN is configured. */
export function createPurgeAdapter(config: CdnConfig): PurgeAdapter | null {
  const provider = config.CDN_PROVIDER;
  if (!provider) return null;
  const token = config.CDN_API_TOKEN ?? "";
  const zone = encodeURIComponent(config.CDN_ZONE ?? "");
  if (provider === "varnish") {
    const url = config.CDN_PURGE_URL ?? "";
    return adapter(provider, 100, (tags) =>
      send(url, { method: "PURGE", headers: { xkey: tags.join(" ") } }),
    );
  }
  const api = (config.CDN_PURGE_URL ?? API_URLS[provider]).replace(/\/+$/, "");
  if (provider === "cloudflare") {
    return adapter(provider, 100, async (tags) => {
      const res = await send(`${api}/zones/${zone}/purge_cache`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ tags }),
      });
      const answer = (await res.json().catch(() => ({}))) as { success?: boolean };
      if (answer.success !== true) throw new PurgeFailure("Cloudflare did not confirm the purge");
    });
  }
  if (provider === "fastly") {
    return adapter(provider, 256, (tags) =>
      send(`${api}/service/${zone}/purge`, {
        method: "POST",
        headers: {
          "fastly-key": token,
          "surrogate-key": tags.join(" "),
          "fastly-soft-purge": "1",
          accept: "application/json",
        },
      }),
    );
  }
  return adapter(provider, 1, ([tag]) =>
    send(`${api}/pullzone/${zone}/purgeCache`, {
      method: "POST",
      headers: { accesskey: token, "content-type": "application/json" },
      body: JSON.stringify({ CacheTag: tag }),
    }),
  );
}

function adapter(
  provider: CdnProvider,
  batch: number,
  request: (tags: string[]) => Promise<unknown>,
): PurgeAdapter {
  return {
    provider,
    batch,
    async purge(tags) {
      await request(tags);
    },
  };
}

/** One purge request: a 2xx, or a PurgeFailure saying what came back. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new PurgeFailure(`${new URL(url).host} could not be reached: ${(err as Error).message}`);
  }
  if (res.ok) return res;
  const text = (await res.text().catch(() => "")).slice(0, 200);
  const seconds = Number(res.headers.get("retry-after"));
  throw new PurgeFailure(
    `${new URL(url).host} answered ${res.status}${text ? `: ${text}` : ""}`,
    Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
  );
}
