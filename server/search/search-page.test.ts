/**
 * The search page over HTTP (issue 38), with the production build (`npm run build` first): a search
 * is kept in the page cache under its normalized query, whatever the address looked like; a
 * client past its rate gets a 429 page in its language, with Retry-After; results are `noindex`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer } from "../testing/test-server.ts";
import { SEARCH_RATE } from "./site-search.ts";

describe("the search page", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let visitor: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { seed: true, ssr: true });
    visitor = new ApiClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it("keeps one copy per normalized query", async () => {
    const first = await visitor.get("/fr/recherche?q=%C3%A9cole");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).not.toBe("HIT");
    const html = first.text;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const messy of [
      "/fr/recherche?q=%20%20%C3%A9cole%20",
      "/fr/recherche?type=&q=%C3%A9cole&year=&page=1",
      "/fr/recherche?utm_source=x&q=%C3%A9cole",
    ]) {
      const again = await visitor.get(messy);
      expect(again.status, messy).toBe(200);
      expect(again.headers.get("x-page-cache"), messy).toBe("HIT");
      expect(again.text, messy).toBe(html);
    }
    // Another query, another page.
    const other = await visitor.get("/fr/recherche?q=sport");
    expect(other.headers.get("x-page-cache")).not.toBe("HIT");
  });

  it("answers a client past its rate with a 429 page in its language", async () => {
    // The rate counts per minute of the clock: within twice the limit, one minute holds more
    // than the limit, however the requests straddle a minute's end.
    let refused: Awaited<ReturnType<ApiClient["get"]>> | null = null;
    for (let i = 0; i <= 2 * SEARCH_RATE.limit && !refused; i += 1) {
      const res = await visitor.get(`/ru/poisk?q=${encodeURIComponent(`школа ${i}`)}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused!.headers.get("cache-control")).toBe("private, no-store");
    expect(refused!.text).toContain("Подождите минуту и попробуйте снова.");
  });
});
