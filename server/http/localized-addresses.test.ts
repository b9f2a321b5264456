/**
 * Section addresses in each language's words (docs/decisions/0026-localized-section-addresses.md):
 * English words under /fr or /ru answer 301 to the language's own (query kept), unknown addresses
 * stay 404, and every address the site hands out (sitemap, canonical, hreflang, breadcrumbs, feed
 * links, the language switcher) answers 200 itself, with no redirect. Real server with the
 * production build (`npm run build` first); routing does not depend on the database engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../core/constants.ts";
import { publicPagesInEveryLocale } from "../../core/public-pages.ts";
import { localizedHref, SECTIONS, sectionSlug } from "../../core/site-paths.ts";
import type { RunningServer } from "../server.ts";
import { links } from "../testing/html-head.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer } from "../testing/test-server.ts";

describe("localized section addresses", () => {
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

  /** Each address answers 200 itself (a redirect is a failure, not followed). */
  async function expectFinal(addresses: Iterable<string>) {
    const wrong: string[] = [];
    for (const address of new Set(addresses)) {
      const res = await visitor.get(address.replace(server.url, ""));
      if (res.status !== 200) wrong.push(`${res.status} ${address}`);
    }
    expect(wrong).toEqual([]);
  }

  it("moves an address in English words under a language prefix to the language's own, query kept", async () => {
    for (const locale of ["fr", "ru"] as const) {
      for (const section of SECTIONS) {
        const english = `/${locale}/${sectionSlug(section, "en")}`;
        const own = localizedHref(`/${sectionSlug(section, "en")}`, locale);
        if (own === english) continue;
        const res = await visitor.get(`${english}?x=1`);
        expect(res.status, english).toBe(301);
        expect(res.headers.get("location"), english).toBe(`${own}?x=1`);
        expect((await visitor.get(own)).status, own).toBe(200);
      }
    }
    const story = await visitor.get("/fr/blog/some-story?utm=a");
    expect(story.status).toBe(301);
    expect(story.headers.get("location")).toBe("/fr/histoires/some-story?utm=a");
  });

  it("keeps unknown addresses 404, and the localized words only in their own language", async () => {
    for (const path of [
      "/fr/nulle-part",
      "/ru/nigde",
      "/s-engager",
      "/fr/pomoch",
      "/ru/s-engager",
    ]) {
      expect((await visitor.get(path)).status, path).toBe(404);
    }
    expect((await visitor.get("/fr/histoires/no-such-story")).status).toBe(404);
    expect((await visitor.get("/en/about")).status).toBe(404);
  });

  it("every page's canonical and hreflang alternates are final addresses", async () => {
    const named: string[] = [];
    for (const page of publicPagesInEveryLocale()) {
      const res = await visitor.get(page);
      expect(res.status, page).toBe(200);
      const canonical = links(res.text, "canonical")[0]?.href;
      expect(canonical, page).toBe(`${server.url}${page}`);
      named.push(...links(res.text, "alternate").map((l) => l.href ?? ""));
    }
    expect(named).toContain(`${server.url}/fr/s-engager`);
    expect(named).toContain(`${server.url}/ru/pozhertvovat`);
    await expectFinal(named);
  });

  it("the sitemap names only final addresses, in each language's words", async () => {
    const res = await visitor.get("/sitemap.xml");
    expect(res.status).toBe(200);
    const addresses = [...res.text.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]);
    expect(addresses).toContain(`${server.url}/fr/faire-un-don`);
    expect(addresses.some((a) => a.startsWith(`${server.url}/ru/istorii/`))).toBe(true);
    expect(addresses.some((a) => /\/(fr|ru)\/(donate|blog|news|projects)\b/.test(a))).toBe(false);
    await expectFinal(addresses);
  });

  it("a story's feed link, breadcrumbs and language switcher lead straight to final addresses", async () => {
    for (const locale of LOCALES) {
      const feed = await visitor.get(localizedHref("/rss.xml", locale));
      const items = [...feed.text.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
      expect(items.length, locale).toBeGreaterThan(1);
      await expectFinal(items);
      const story = items.find((i) => /\/(blog|histoires|istorii)\//.test(i))!;
      const page = await visitor.get(story.replace(server.url, ""));
      const crumbs = [...page.text.matchAll(/"item":"([^"]+)"/g)].map((m) => m[1]);
      expect(crumbs.length).toBe(3);
      const switcher = [...page.text.matchAll(/href="\/language\/\w+\?next=([^"]+)"/g)].map((m) =>
        decodeURIComponent(m[1].replace(/&amp;/g, "&")),
      );
      expect(switcher.length).toBeGreaterThanOrEqual(3);
      await expectFinal([...crumbs, ...switcher]);
    }
  });
});
