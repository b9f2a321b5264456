/**
 * Page and API delivery (decision 0007): Brotli/gzip negotiation, ETag + 304, no caching for
 * signed-in visitors, the page cache dropped by a publish, and the CSP hashes of the inline scripts.
 * Serves the production build: `npm run build` first (npm test builds before this suite).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScripts } from "../../core/csp.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that sees the bytes as sent (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

function decoded(res: RawResponse) {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
}

describe.each(await databaseKinds())("page delivery on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let entryScript: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { seed: true, ssr: true });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    // The admin is a React application (public pages are documents, decision 0023).
    const login = decoded(await rawGet(`${server.url}/admin/login`));
    entryScript = /\/assets\/entry\.client-[\w-]+\.js/.exec(login)?.[0] ?? "";
    expect(entryScript).not.toBe("");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it.each(["/", "/fr/histoires", "entry script"])(
    "answers %s in Brotli, in gzip when only gzip is accepted, plain when nothing is",
    async (page) => {
      const url = `${server.url}${page === "entry script" ? entryScript : page}`;
      const br = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
      const gzip = await rawGet(url, { "accept-encoding": "gzip" });
      const plain = await rawGet(url);
      expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (const res of [br, gzip, plain]) expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(decoded(br)).toBe(plain.body.toString("utf8"));
      expect(decoded(gzip)).toBe(plain.body.toString("utf8"));
    },
  );

  it("marks build assets immutable and leaves images uncompressed", async () => {
    const script = await rawGet(`${server.url}${entryScript}`, { "accept-encoding": "br" });
    expect(script.headers["cache-control"]).toMatch(/immutable/);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    const png = await rawGet(`${server.url}/logo.png`, { "accept-encoding": "br, gzip" });
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
  });

  it("links the stylesheet first in <head>, preloads no script, draws the stock logo small and caches the pictures for good", async () => {
    const home = decoded(await rawGet(`${server.url}/`));
    const head = home.slice(0, home.indexOf("</head>"));
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)"/.exec(head);
    expect(stylesheet).not.toBeNull();
    expect(head.indexOf(stylesheet?.[0] ?? "")).toBeLessThan(
      head.search(/<script|<link rel="icon"/),
    );
    expect(home).not.toContain("modulepreload");
    const css = await rawGet(`${server.url}${stylesheet?.[1]}`, { "accept-encoding": "br" });
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["cache-control"]).toMatch(/immutable/);
    const logo = /<img src="(\/assets\/logo-80-[\w-]+\.webp)" alt="" width="40" height="40"/.exec(
      home,
    );
    expect(logo).not.toBeNull();
    const image = await rawGet(`${server.url}${logo?.[1]}`);
    expect(image.headers["cache-control"]).toMatch(/immutable/);
    expect(image.body.length).toBeLessThan(4096);
    // The page's own pictures too: hashed names, cached for good.
    const hero = /srcSet="(\/assets\/home-hero-800-[\w-]+\.webp) 800w/.exec(home);
    expect(hero).not.toBeNull();
    expect((await rawGet(`${server.url}${hero?.[1]}`)).headers["cache-control"]).toMatch(
      /immutable/,
    );
  });

  it("answers 304 to a second GET with the first answer's ETag, for a page and an API list", async () => {
    for (const path of ["/", "/api/v1/blog-posts"]) {
      const first = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
      const etag = String(first.headers.etag ?? "");
      expect(etag, path).not.toBe("");
      const again = await rawGet(`${server.url}${path}`, {
        "accept-encoding": "br",
        "if-none-match": etag,
      });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const home = await rawGet(`${server.url}/`);
    // No PUBLIC_URL here: the page's links come from the Host, so no shared cache may keep it.
    expect(home.headers["cache-control"]).toBe("private, no-cache");
    expect(home.headers["x-page-cache"]).toBe("HIT");
  });

  it("never caches signed-in or admin responses", async () => {
    const cookie = admin.cookieHeader;
    for (const path of ["/", "/fr/histoires", "/admin", "/api/v1/blog-posts"]) {
      const res = await rawGet(`${server.url}${path}`, { cookie, "accept-encoding": "br" });
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("private, no-store");
      expect(res.headers["x-page-cache"], path).not.toBe("HIT");
    }
    // The same page for a visitor is public and comes from the cache.
    await rawGet(`${server.url}/fr/histoires`);
    const visitor = await rawGet(`${server.url}/fr/histoires`);
    expect(visitor.headers["x-page-cache"]).toBe("HIT");
    expect(visitor.headers["cache-control"]).toBe("private, no-cache");
  });

  it("shows a post published through the API on /blog at the next request", async () => {
    await rawGet(`${server.url}/blog`);
    const cached = await rawGet(`${server.url}/blog`);
    expect(cached.headers["x-page-cache"]).toBe("HIT");
    const title = `Fresh from the press ${kind}`;
    const created = await admin.post("/api/v1/blog-posts", {
      title,
      excerpt: "Just published",
      content: "Body",
      author: "Editor",
      date: new Date().toISOString().slice(0, 10),
      status: "published",
    });
    expect(created.status).toBe(201);
    const next = await rawGet(`${server.url}/blog`);
    expect(next.headers["x-page-cache"]).toBe("MISS");
    expect(decoded(next)).toContain(title);
  });

  it("keeps robots.txt, the sitemap and the feeds in the page cache, and drops them with a publish", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/rss.xml", "/fr/rss.xml"]) {
      const first = await rawGet(`${server.url}${path}?cache-check`);
      const again = await rawGet(`${server.url}${path}?cache-check`);
      expect(first.status, path).toBe(200);
      expect([first.headers["x-page-cache"], again.headers["x-page-cache"]], path).toEqual([
        "MISS",
        "HIT",
      ]);
      expect(again.body.equals(first.body), path).toBe(true);
    }
    const created = await admin.post("/api/v1/news-articles", {
      title: "Fresh in the feed",
      excerpt: "e",
      content: "c",
      author: "a",
      status: "published",
    });
    expect(created.status).toBe(201);
    const feed = await rawGet(`${server.url}/rss.xml?cache-check`);
    expect(feed.headers["x-page-cache"]).toBe("MISS");
  });

  it("renders a page once for a crowd that arrives before it is cached", async () => {
    // A query string of its own: a page no request has cached yet.
    const url = `${server.url}/fr/histoires?crowd=${kind}-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rawGet(url, { "accept-encoding": "br" })),
    );
    const states = answers.map((res) => String(res.headers["x-page-cache"]));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(states.filter((state) => state === "MISS")).toHaveLength(1);
    expect(states.every((state) => ["MISS", "SHARED", "HIT"].includes(state))).toBe(true);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(decoded(answers[19]!)).toContain("<html");
  });

  it("keys an unprefixed page by the language detected, not by the raw Accept-Language", async () => {
    const url = `${server.url}/privacy?lang-key=${kind}-${Date.now()}`;
    const first = await rawGet(url, { "accept-language": "en-US,en;q=0.9" });
    const sameLanguage = await rawGet(url, { "accept-language": "en-GB,en;q=0.8,de;q=0.5" });
    const noHeader = await rawGet(url);
    expect([first.status, sameLanguage.status]).toEqual([200, 200]);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(sameLanguage.headers["x-page-cache"]).toBe("HIT");
    // Nothing detected is its own key (the admin's default language may then decide).
    expect(noHeader.headers["x-page-cache"]).toBe("MISS");
    // A French browser, or a remembered French choice, is sent to /fr, never served the English copy.
    const french = await rawGet(url, { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    const remembered = await rawGet(url, { cookie: "lang=fr", "accept-language": "en-US" });
    expect([french.status, remembered.status]).toEqual([302, 302]);
    expect(french.headers.location).toMatch(/^\/fr\/confidentialite/);
    expect(remembered.headers.location).toMatch(/^\/fr\/confidentialite/);
  });

  it("allows exactly the page's inline scripts by hash in its CSP, cached or not", async () => {
    for (const path of ["/", "/ru/pozhertvovat", "/admin/login"]) {
      for (let i = 0; i < 2; i++) {
        const res = await rawGet(`${server.url}${path}`);
        const csp = String(res.headers["content-security-policy"] ?? "");
        const scripts = inlineScripts(res.body.toString("utf8"));
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const text of scripts) {
          const hash = createHash("sha256").update(text).digest("base64");
          expect(csp, path).toContain(`'sha256-${hash}'`);
        }
        expect(csp).not.toMatch(/unsafe-inline'[^;]*;\s*style|script-src[^;]*unsafe-inline/);
      }
    }
  });
  it("is a document: no React, no hydration data, the plain script and speculation rules", async () => {
    for (const path of [
      "/",
      "/fr/actualites",
      "/ru/galereya",
      "/projects",
      "/privacy",
      "/donate",
      "/fr/contact",
      "/blog",
      "/ru/istorii",
    ]) {
      const page = decoded(await rawGet(`${server.url}${path}`));
      expect(page, path).not.toMatch(/entry\.client|__reactRouter|page-translations/);
      const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
      expect(page, path).toContain('<script type="speculationrules">');
    }
    const home = decoded(await rawGet(`${server.url}/`));
    const enhance = /src="(\/assets\/enhance-[\w-]+\.js)"/.exec(home)?.[1] ?? "";
    const script = await rawGet(`${server.url}${enhance}`, { "accept-encoding": "br" });
    expect(script.headers["cache-control"]).toMatch(/immutable/);
    expect(script.headers["content-encoding"]).toBe("br");
  });

  it("answers a cached page before the framework with the headers it was stored with", async () => {
    const path = "/services?fast-path-check";
    const miss = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
    const hit = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
    expect([miss.headers["x-page-cache"], hit.headers["x-page-cache"]]).toEqual(["MISS", "HIT"]);
    const comparable = (headers: http.IncomingHttpHeaders) => {
      const {
        date: _date,
        "x-page-cache": _state,
        "x-request-id": _id,
        connection: _c,
        "keep-alive": _k,
        ...rest
      } = headers;
      return rest;
    };
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    // each answer has its own id
    expect(hit.headers["x-request-id"]).not.toBe(miss.headers["x-request-id"]);
    expect(hit.body.equals(miss.body)).toBe(true);
    const gzip = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const again = await rawGet(`${server.url}${path}`, {
      "if-none-match": String(hit.headers.etag),
    });
    expect(again.status).toBe(304);
    const plain = await rawGet(`${server.url}${path}`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const answer of [gzip, again, plain]) {
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    const head = await new Promise<http.IncomingMessage>((resolve) =>
      http.request(`${server.url}${path}`, { method: "HEAD" }, resolve).end(),
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("HIT");
  });

  it("renders its texts into the page: no translations travel with it, and no script holds them", async () => {
    // No public page hydrates (decision 0023), so none carries its texts as data.
    const page = decoded(await rawGet(`${server.url}/ru/istorii`));
    expect(page).toContain('lang="ru"');
    expect(page).not.toContain('id="page-translations"');
    // No script of the build holds translations: they travel as data.
    const scripts = readdirSync("build/client/assets").filter((f) => f.endsWith(".js"));
    const withTexts = scripts.filter((f) =>
      readFileSync(`build/client/assets/${f}`, "utf8").includes("Категории фотографий"),
    );
    expect(withTexts).toEqual([]);
  });

  it("answers one namespace as JSON for a navigation, and 404 for an unknown one", async () => {
    const versioned = await fetch(`${server.url}/locales/fr/donate.json?v=abc`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get("content-type")).toMatch(/^application\/json/);
    expect(versioned.headers.get("cache-control")).toContain("immutable");
    const texts = (await versioned.json()) as { hero?: { title?: string } };
    expect(texts.hero?.title).toMatch(/\p{L}/u);
    const plain = await fetch(`${server.url}/locales/fr/donate.json`);
    expect(plain.headers.get("cache-control")).not.toContain("immutable");
    for (const path of [
      "/locales/de/donate.json",
      "/locales/fr/nothing.json",
      "/locales/fr/donate",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(path);
    }
  });
});

describe("a page built from a forged Host", () => {
  it("never reaches a shared cache: private without PUBLIC_URL, and PUBLIC_URL ignores the Host", async () => {
    const database = await createTestDatabase("sqlite");
    const plain = await startTestServer(database, { seed: true, ssr: true });
    const fixed = await startTestServer(database, {
      ssr: true,
      env: { PUBLIC_URL: "https://foundation.example" },
    });
    try {
      const forged = await rawGet(`${plain.url}/about`, { host: "evil.example" });
      expect(forged.status).toBe(200);
      expect(decoded(forged)).toContain("http://evil.example/about");
      expect(forged.headers["cache-control"]).toBe("private, no-cache");
      const safe = await rawGet(`${fixed.url}/about`, { host: "evil.example" });
      expect(safe.status).toBe(200);
      expect(decoded(safe)).toContain("https://foundation.example/about");
      expect(decoded(safe)).not.toContain("evil.example");
      expect(safe.headers["cache-control"]).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400",
      );
    } finally {
      await Promise.all([plain.close(), fixed.close()]);
      await database.cleanup();
    }
  }, 120_000);
});
