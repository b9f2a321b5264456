/**
 * Public pages are documents (decisions 0021 and 0023): the HTML the built server renders for each
 * family of public pages references no script but the plain modules of app/enhance/ (built as
 * `/assets/enhance-*.js`), and all that a page can load of them (the entry, the behaviours its
 * `data-enhance` elements name, and what those import, the forms' on-demand check included) stays
 * within 15 KB Brotli on a read-only page and 40 KB on a page with a form. Home, in every language,
 * is sent in at most 8 KB of Brotli and builds at most 450 elements. Every page links the site's
 * stylesheet, which styles each class of the page (decision 0034). Serves the production build:
 * `npm run build` first (npm test builds before this suite).
 */
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENT_JS_BUDGET_BYTES,
  FORM_PAGE_JS_BUDGET_BYTES,
  HOME_ELEMENT_BUDGET,
  HOME_HTML_BUDGET_BYTES,
} from "../../core/public-pages.ts";
import { ASSETS, assetPath, staticClosure } from "../../scripts/built-assets.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { startTestServer } from "../testing/test-server.ts";

const compressed = new Map<string, number>();
/** The bytes sent for a script: its precompressed .br file (npm run build makes them). */
function brotliBytes(file: string) {
  let bytes = compressed.get(file);
  if (bytes === undefined) {
    bytes = fs.existsSync(`${file}.br`)
      ? fs.statSync(`${file}.br`).size
      : zlib.brotliCompressSync(fs.readFileSync(file)).length;
    compressed.set(file, bytes);
  }
  return bytes;
}

/** One page of each public family; `{blog}` and the like are the first item the list links to. */
const FAMILIES = [
  "/",
  "/about",
  "/services",
  "/projects",
  "{projects}",
  "/get-involved",
  "/donate",
  "/volunteer",
  "/partner",
  "/gallery",
  "/blog",
  "{blog}",
  "/store",
  "/news",
  "{news}",
  "/contact",
  "/privacy",
  "/terms",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/offline",
  "/no/such/page",
  "/fr/histoires",
  "/ru",
];
const KB = 1024;

/** An enhance module and every module it can import, statically or on demand. */
function enhanceClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = start.map(assetPath);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(assetPath(m[1]!));
  }
  return seen;
}

describe("public pages are documents", () => {
  let database: TestDatabase;
  let server: RunningServer;
  const html = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { seed: true, ssr: true });
    const get = async (page: string) => {
      const res = await fetch(`${server.url}${page}`, { headers: { cookie: "lang=en" } });
      return res.text();
    };
    for (const family of FAMILIES) {
      let page = family;
      const list = /^\{(\w+)\}$/.exec(family)?.[1];
      if (list) {
        const href = new RegExp(`href="(/${list}/[\\w-]+)"`).exec(html.get(`/${list}`) ?? "");
        if (!href) throw new Error(`/${list} links to no item`);
        page = href[1]!;
      }
      html.set(family, await get(page));
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it.each(FAMILIES)("%s references only the enhance modules, within its budget", (family) => {
    const page = html.get(family) ?? "";
    expect(page).toContain("data-site-shell");
    expect(page).toContain('data-hydrates="false"');
    const referenced = [
      ...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
      ...page.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(referenced).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    // No route modules, no manifest, no loader data: React Router's bootstrap is absent.
    expect(page).not.toContain("__reactRouterContext");
    expect(page).not.toMatch(/<script\b[^>]*type="module"(?![^>]*\bsrc=)/);

    const behaviours = [...page.matchAll(/data-enhance="([\w-]+)"/g)].map((m) => m[1]!);
    const files = fs.readdirSync(ASSETS);
    const chunks = [...new Set(behaviours)].map((name) => {
      const file = files.find((f) => new RegExp(`^enhance-${name}-[\\w-]+\\.js$`).test(f));
      expect(file, `the module of data-enhance="${name}"`).toBeDefined();
      return file!;
    });
    // The entry and what it imports, and the modules the page's elements ask for (with what they
    // load on demand: a form's check); the entry reaches no other behaviour on this page.
    const loads = new Set([...staticClosure([referenced[0]!]), ...enhanceClosure(chunks)]);
    const bytes = [...loads].reduce((sum, file) => sum + brotliBytes(file), 0);
    const hasForm = behaviours.includes("submission-form");
    expect(bytes).toBeLessThanOrEqual(
      hasForm ? FORM_PAGE_JS_BUDGET_BYTES : DOCUMENT_JS_BUDGET_BYTES,
    );
    // The measure means something: the entry is in it, and a form page's check too.
    expect(bytes).toBeGreaterThan(hasForm ? 15 * KB : 1 * KB);
  });

  it.each(FAMILIES)(
    "%s links the site's stylesheet, which styles every class of the page the admin's does",
    (family) => {
      const page = html.get(family) ?? "";
      const links = [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)];
      expect(links.map((m) => m[1])).toEqual([
        expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/),
      ]);
      const site = stylesheetClasses("site");
      const admin = stylesheetClasses("admin");
      const used = new Set(
        [...page.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      // A class the admin's superset styles but the site's lacks would lose its look here.
      expect([...used].filter((c) => admin.has(c) && !site.has(c))).toEqual([]);
      // The measure means something: the page's utilities are found in both.
      expect([...used].filter((c) => site.has(c)).length).toBeGreaterThan(20);
    },
  );

  it.each(["/", "/fr", "/ru"])(
    "home %s is a light document: the Brotli the server sends within 8 KB, its elements counted",
    async (path) => {
      // What a browser receives: the page cache's compressed copy (the second request is a hit).
      await sent(`${server.url}${path}`);
      const { encoding, body } = await sent(`${server.url}${path}`);
      expect(encoding).toBe("br");
      expect(body.length).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
      const page = zlib.brotliDecompressSync(body).toString("utf8");
      const elements = elementCount(page);
      expect(elements).toBeLessThanOrEqual(HOME_ELEMENT_BUDGET);
      // The measure means something: the whole page is in it, with its cards.
      expect(elements).toBeGreaterThan(300);
      expect(page).toContain('data-testid="home-news"');
    },
  );
});

/** The class names a built stylesheet (`site` or `admin`) has rules for, unescaped (`sm:px-4`). */
function stylesheetClasses(name: "site" | "admin"): Set<string> {
  const file = fs.readdirSync(ASSETS).find((f) => new RegExp(`^${name}-[\\w-]+\\.css$`).test(f));
  if (!file) throw new Error(`No ${name} stylesheet in the build`);
  const css = fs.readFileSync(`${ASSETS}/${file}`, "utf8").replace(/\{[^{}]*\}/g, "{}");
  return new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1")),
  );
}

/** The body as the server sends it to a browser that accepts Brotli (fetch would decode it). */
function sent(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": "br, gzip", cookie: "lang=en" };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/**
 * The elements a browser builds from the HTML (`document.querySelectorAll("*").length`): every
 * start tag, the text inside scripts and styles (JSON-LD) aside.
 */
function elementCount(page: string): number {
  const markup = page.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/g, "$1");
  return markup.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0;
}
