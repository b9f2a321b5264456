/**
 * The rendered-page cache: whole responses of public pages for anonymous visitors, in memory,
 * with their compressed variants and ETag, bounded by bytes (least recently used goes first).
 * `invalidate()` makes every page stale; every content or settings write calls it
 * (server/server.ts), so a publish shows at the next request. A render that started before an
 * invalidation is not stored. A stale page (invalidated or older than its time to live) is no
 * longer a hit, but it is kept, within the same bound, as the copy to serve while the database is
 * away (`stale()`), until a new render replaces it or it is evicted.
 */
export interface CachedPage {
  status: number;
  /** Response headers to replay (no Content-Length or Content-Encoding). */
  headers: [string, string][];
  etag: string;
  /** The body as it is and in each encoding offered (the cache keeps both Brotli and gzip). */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

export interface PageCache {
  /** The page, when it is fresh: stored in the current generation and within its time to live. */
  get(key: string): CachedPage | undefined;
  /** The last page stored under `key`, fresh or not: what can be shown when nothing can render. */
  stale(key: string): CachedPage | undefined;
  /** Stores a page rendered during `generation`; false when it was not kept. */
  set(key: string, page: CachedPage, generation: number): boolean;
  /** Makes every page stale. */
  invalidate(): void;
  /** Changes at every invalidation: read it before rendering, pass it to `set`. */
  readonly generation: number;
  readonly bytes: number;
  /** Pages kept, fresh and stale. */
  readonly size: number;
}

export function pageBytes(page: CachedPage) {
  const { identity, br, gzip } = page.bodies;
  return identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
}

export function createPageCache(options: {
  maxBytes: number;
  /** Longest a page is kept even without a change (time-driven publication, clocks). */
  ttlMs: number;
  now?: () => number;
}): PageCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const entries = new Map<
    string,
    { page: CachedPage; bytes: number; storedAt: number; generation: number }
  >();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || now() - entry.storedAt > options.ttlMs) {
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    stale: (key) => entries.get(key)?.page,
    set(key, page, renderedIn) {
      const size = pageBytes(page) + key.length;
      if (renderedIn !== generation || size > options.maxBytes) return false;
      remove(key);
      entries.set(key, { page, bytes: size, storedAt: now(), generation });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    invalidate() {
      generation++;
    },
    get generation() {
      return generation;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
