import { describe, expect, it } from "vitest";
import { type CachedPage, createPageCache, pageBytes } from "./page-cache.ts";

function page(bytes: number): CachedPage {
  return {
    status: 200,
    headers: [],
    etag: `W/"${bytes}"`,
    bodies: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  };
}

describe("page cache", () => {
  it("evicts the least recently used pages when the bytes go over the bound", () => {
    const cache = createPageCache({ maxBytes: 1000, ttlMs: 60_000 });
    expect(cache.set("a", page(400), cache.generation)).toBe(true);
    expect(cache.set("b", page(400), cache.generation)).toBe(true);
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    expect(cache.set("c", page(400), cache.generation)).toBe(true);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.bytes).toBe(pageBytes(page(400)) * 2 + 2);
  });

  it("refuses a page bigger than the whole cache", () => {
    const cache = createPageCache({ maxBytes: 100, ttlMs: 60_000 });
    expect(cache.set("big", page(101), cache.generation)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("makes everything stale on invalidate, and refuses a page rendered before it", () => {
    const cache = createPageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    const before = page(10);
    cache.set("a", before, cache.generation);
    const renderStarted = cache.generation;
    cache.invalidate();
    expect(cache.get("a")).toBeUndefined();
    // Still there for an outage, until a new render replaces it.
    expect(cache.stale("a")).toBe(before);
    expect(cache.set("b", page(10), renderStarted)).toBe(false);
    expect(cache.set("b", page(10), cache.generation)).toBe(true);
    const after = page(12);
    expect(cache.set("a", after, cache.generation)).toBe(true);
    expect(cache.get("a")).toBe(after);
    expect(cache.stale("a")).toBe(after);
    expect(cache.bytes).toBe(pageBytes(after) + pageBytes(page(10)) + 2);
  });

  it("stops answering a page older than its time to live, and keeps it as the stale copy", () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 10_000, ttlMs: 1000, now: () => now });
    const stored = page(10);
    cache.set("a", stored, cache.generation);
    now = 1000;
    expect(cache.get("a")).toBe(stored);
    now = 2001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stale("a")).toBe(stored);
    expect(cache.stale("never stored")).toBeUndefined();
  });

  it("evicts stale pages within the same bound as fresh ones", () => {
    const cache = createPageCache({ maxBytes: 1000, ttlMs: 60_000 });
    cache.set("old", page(400), cache.generation);
    cache.invalidate();
    cache.set("b", page(400), cache.generation);
    cache.set("c", page(400), cache.generation);
    expect(cache.stale("old")).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
