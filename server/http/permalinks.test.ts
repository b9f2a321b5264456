/**
 * Every story has its own page (decision 0016): permalinks in three languages, JSON-LD, 301s
 * from old or other-language slugs, 404 for what visitors may not see, the sitemap, the feeds and
 * robots.txt, og:image on every page. Real server with the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../core/constants.ts";
import { PUBLIC_PAGES } from "../../core/public-pages.ts";
import { localizedHref } from "../../core/site-paths.ts";
import { sitemap, sitemapPart } from "../../app/lib/sitemap.server.ts";
import type { RunningServer } from "../server.ts";
import { links, metaContent, titleOf } from "../testing/html-head.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const post = {
  title: { en: "Rainy season cup", fr: "Coupe de la saison des pluies", ru: "Кубок сезона дождей" },
  excerpt: { en: "Twelve teams", fr: "Douze équipes", ru: "Двенадцать команд" },
  content: { en: "Long story", fr: "Longue histoire", ru: "Длинная история" },
  author: "Kofi",
  category: "Sports",
  status: "published",
};
const SLUGS = {
  en: "/blog/rainy-season-cup",
  fr: "/fr/histoires/coupe-de-la-saison-des-pluies",
  ru: "/ru/istorii/kubok-sezona-dozhdey",
};

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
/** The page's other-language versions: hreflang → address. */
const alternates = (html: string) =>
  Object.fromEntries(
    links(html, "alternate")
      .filter((l) => l.hreflang)
      .map((l) => [l.hreflang, l.href]),
  );

describe.each(await databaseKinds())("permalinks on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let visitor: ApiClient;
  let postId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { seed: true, ssr: true });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    visitor = new ApiClient(server.url);
    const created = await admin.post("/api/v1/blog-posts", post);
    expect(created.status, created.text).toBe(201);
    postId = (created.json as { id: number }).id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it("answers the post in each language at its own slug, with an h1 and BlogPosting JSON-LD", async () => {
    for (const [locale, path] of Object.entries(SLUGS) as [keyof typeof SLUGS, string][]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(h1Of(res.text)).toBe(post.title[locale]);
      const blocks = jsonLd(res.text);
      const article = blocks.find((b) => b["@type"] === "BlogPosting");
      expect(article).toMatchObject({ headline: post.title[locale], inLanguage: locale });
      expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
      expect(alternates(res.text).ru).toBe(`${server.url}${SLUGS.ru}`);
      expect(metaContent(res.text, "og:type")).toBe("article");
    }
    expect((await visitor.get("/blog")).text).toContain(`href="${SLUGS.en}"`);
    expect((await visitor.get("/fr/histoires")).text).toContain(`href="${SLUGS.fr}"`);
  });

  it("renders the sanitized body on the page: heading, link and list kept, script, handler and javascript: gone", async () => {
    const html =
      '<h2>Results</h2><p>See <a href="https://example.org/table">the table</a>.</p>' +
      "<ul><li>Accra</li><li>Kumasi</li></ul><script>alert(1)</script>" +
      '<p><img src="/media/x.jpg" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">go</a></p>';
    const created = await admin.post("/api/v1/blog-posts", {
      ...post,
      title: "Sanitized story",
      content: html,
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: number }).id;
    const read = await admin.get(`/api/v1/blog-posts/${id}?locale=en`);
    const stored = String((read.json as { content?: unknown }).content);
    const page = await visitor.get("/blog/sanitized-story");
    expect(page.status).toBe(200);
    const body =
      /data-testid="story-body"[^>]*>([\s\S]*?)<section aria-labelledby="share-heading"/.exec(
        page.text,
      )?.[1];
    for (const text of [stored, body ?? ""]) {
      expect(text).toContain("<h2>Results</h2>");
      expect(text).toContain("<li>Kumasi</li>");
      expect(text).toMatch(/<a href="https:\/\/example.org\/table"[^>]*rel="noopener noreferrer"/);
      expect(text).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it("redirects an old slug and another language's slug to the page's own address", async () => {
    const other = await visitor.get("/fr/histoires/rainy-season-cup");
    expect(other.status).toBe(301);
    expect(other.headers.get("location")).toBe(SLUGS.fr);
    const renamed = await admin.put(`/api/v1/blog-posts/${postId}`, {
      slug: { en: "rainy-cup-2026" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const old = await visitor.get(SLUGS.en);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/rainy-cup-2026");
    expect((await visitor.get("/blog/rainy-cup-2026")).status).toBe(200);
    await admin.put(`/api/v1/blog-posts/${postId}`, { slug: { en: "rainy-season-cup" } });
  });

  it("answers 404 to visitors for a draft, a trashed post and an unknown slug", async () => {
    const draft = await admin.post("/api/v1/blog-posts", {
      ...post,
      title: "Draft of the cup",
      status: "draft",
    });
    expect(draft.status).toBe(201);
    const res = await visitor.get("/blog/draft-of-the-cup");
    expect(res.status).toBe(404);
    expect(metaContent(res.text, "robots")).toBe("noindex");
    const trashed = await admin.post("/api/v1/blog-posts", { ...post, title: "Gone cup" });
    await admin.delete(`/api/v1/blog-posts/${(trashed.json as { id: number }).id}`);
    expect((await visitor.get("/blog/gone-cup")).status).toBe(404);
    expect((await visitor.get("/ru/novosti/nothing-here")).status).toBe(404);
    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.text).not.toContain("draft-of-the-cup");
    expect(sitemap.text).not.toContain("gone-cup");
  });

  it("gives news articles and programs their pages too", async () => {
    const { json } = await visitor.get("/api/v1/programs?pageSize=1");
    const program = (json.items ?? [])[0] as unknown as { id: number; title: string; slug: string };
    const page = await visitor.get(`/projects/${program.slug}`);
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe(program.title);
    const full = await admin.get(`/api/v1/programs/${program.id}?locale=all`);
    const { objectives, requirements } = full.json as unknown as Record<string, { en: string[] }>;
    for (const text of [...objectives.en, ...requirements.en].slice(0, 4))
      expect(page.text).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    const news = await visitor.get("/api/v1/news-articles?locale=ru&pageSize=1");
    const article = (news.json.items ?? [])[0] as unknown as { slug: string; title: string };
    const newsPage = await visitor.get(`/ru/novosti/${article.slug}`);
    expect(newsPage.status).toBe(200);
    expect(h1Of(newsPage.text)).toBe(article.title);
    expect(jsonLd(newsPage.text).some((b) => b["@type"] === "NewsArticle")).toBe(true);
  });

  it("lists every public page and the post in three languages in the sitemap, with alternates", async () => {
    const res = await visitor.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    for (const path of Object.values(SLUGS)) {
      const entry = new RegExp(
        `<url><loc>${server.url}${path}</loc><lastmod>[^<]+</lastmod>(.*?)</url>`,
      ).exec(res.text);
      expect(entry, path).not.toBeNull();
      for (const lang of ["en", "fr", "ru", "x-default"])
        expect(entry?.[1]).toContain(`hreflang="${lang}"`);
    }
    for (const page of PUBLIC_PAGES) {
      expect(res.text).toContain(`<loc>${server.url}${page === "/" ? "/" : page}</loc>`);
      expect(res.text).toContain(`<loc>${server.url}${localizedHref(page, "ru")}</loc>`);
    }
    const robots = await visitor.get("/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("leaves a cancelled program out of the sitemap, as /projects does, while its page answers", async () => {
    const created = await admin.post("/api/v1/programs", {
      title: "Called-off camp",
      slug: "called-off-camp",
      description: "d",
      longDescription: "l",
      status: "cancelled",
    });
    expect(created.status, created.text).toBe(201);
    const listed = await admin.post("/api/v1/programs", {
      title: "Going-ahead camp",
      slug: "going-ahead-camp",
      description: "d",
      longDescription: "l",
      status: "upcoming",
    });
    expect(listed.status, listed.text).toBe(201);
    const sitemap = (await visitor.get("/sitemap.xml?after-cancel")).text;
    expect(sitemap).toContain("/projects/going-ahead-camp</loc>");
    expect(sitemap).not.toContain("called-off-camp");
    expect((await visitor.get("/projects")).text).not.toContain("Called-off camp");
    expect((await visitor.get("/projects/called-off-camp")).status).toBe(200);
  });

  it("cuts the sitemap into an index of parts beyond its limit, losing no address", async () => {
    const o = { origin: server.url, deployedAt: "2026-01-01T00:00:00.000Z" };
    const count = (xml: string) => xml.split("<url>").length - 1;
    const whole = await sitemap(server.services.services, { ...o, maxUrls: 50_000 });
    const index = await sitemap(server.services.services, { ...o, maxUrls: 60 });
    expect(index).toContain("<sitemapindex");
    const parts = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts[0]).toBe("pages.xml");
    expect(parts).toContain("blog-1.xml");
    let total = 0;
    for (const part of parts) {
      const body = await sitemapPart(server.services.services, part, { ...o, maxUrls: 60 });
      expect(body, part).not.toBeNull();
      expect(count(body ?? "")).toBeLessThanOrEqual(60);
      total += count(body ?? "");
    }
    expect(total).toBe(count(whole));
    expect(
      await sitemapPart(server.services.services, "blog-99.xml", { ...o, maxUrls: 60 }),
    ).toBeNull();
    // Served too: the index's parts are real addresses.
    expect((await visitor.get("/sitemaps/pages.xml")).status).toBe(200);
    expect((await visitor.get("/sitemaps/nothing.xml")).status).toBe(404);
  });

  it("describes the foundation as an NGO with its contact details on the home page", async () => {
    const home = await visitor.get("/fr");
    const ngo = jsonLd(home.text).find((b) => b["@type"] === "NGO");
    expect(ngo).toMatchObject({
      email: "info@africanyouthfoundation.org",
      url: `${server.url}/`,
    });
    expect(JSON.stringify(ngo)).toContain("Moscou");
  });

  it("serves a feed per language with the newest stories in that language", async () => {
    const fr = await visitor.get("/fr/rss.xml");
    expect(fr.status).toBe(200);
    expect(fr.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    expect(fr.text).toContain("<title>Coupe de la saison des pluies</title>");
    expect(fr.text).toContain(`<link>${server.url}${SLUGS.fr}</link>`);
    expect(fr.text).toContain("<language>fr</language>");
    expect((await visitor.get("/rss.xml")).text).toContain("<title>Rainy season cup</title>");
    expect((await visitor.get("/ru/rss.xml")).text).toContain("Кубок сезона дождей");
    expect((await visitor.get("/en/rss.xml")).status).toBe(404);
    const home = await visitor.get("/ru");
    const feeds = links(home.text, "alternate").filter((l) => l.type === "application/rss+xml");
    expect(feeds.map((l) => l.href)).toEqual([`${server.url}/ru/rss.xml`]);
  });

  it("uses an item's SEO title, description and social image in its language, else its own", async () => {
    const image = "/media/blog-images/cup.0123456789abcdef.1600x900.jpg";
    const res = await admin.put(`/api/v1/blog-posts/${postId}`, {
      seoTitle: { fr: "La coupe des pluies, à Kumasi" },
      seoDescription: { fr: "Douze équipes sous la pluie." },
      socialImage: { fr: image },
    });
    expect(res.status, res.text).toBe(200);
    const fr = (await visitor.get(SLUGS.fr)).text;
    expect(titleOf(fr)).toMatch(/^La coupe des pluies, à Kumasi \| /);
    expect(metaContent(fr, "description")).toBe("Douze équipes sous la pluie.");
    expect(metaContent(fr, "og:image")).toBe(
      `${server.url}/media/blog-images/cup.0123456789abcdef.1600x900.social.jpg`,
    );
    // The h1 stays the title; English, without overrides, keeps its title and excerpt.
    expect(h1Of(fr)).toBe(post.title.fr);
    const en = (await visitor.get(SLUGS.en)).text;
    expect(titleOf(en)).toMatch(/^Rainy season cup \| /);
    expect(metaContent(en, "description")).toBe("Twelve teams");
    // SEO texts are no translation: the French post stays complete without them in Russian.
    const all = await admin.get(`/api/v1/blog-posts/${postId}?locale=all`);
    expect((all.json as { translations: Record<string, boolean> }).translations.ru).toBe(true);
  });

  // One test per page (its three languages), so the time limit is a page's, not the whole site's.
  it.each(PUBLIC_PAGES)(
    "gives %s a JPEG or PNG og:image and a large Twitter card, and no id twice, in every language",
    async (page) => {
      for (const locale of LOCALES) {
        const path = localizedHref(page, locale);
        const res = await visitor.get(path);
        expect(res.status, path).toBe(200);
        expect(metaContent(res.text, "og:image"), path).toMatch(/\.(jpe?g|png)$/);
        expect(metaContent(res.text, "twitter:card"), path).toBe("summary_large_image");
        // A script that looks an element up by its id finds the one meant (the partner form's
        // heading once had the form's id, and its answer was taken for a lost connection).
        const ids = [...res.text.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/gi)].map((m) => m[1]);
        const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
        expect(twice, `${path}: ids used twice`).toEqual([]);
      }
    },
  );

  it("answers an unknown address 404, with noindex and no canonical or alternates", async () => {
    const notFound = await visitor.get("/no/such/page");
    expect(notFound.status).toBe(404);
    expect(metaContent(notFound.text, "robots")).toBe("noindex");
    expect(links(notFound.text, "canonical")).toEqual([]);
    expect(alternates(notFound.text)).toEqual({});
  });
});
