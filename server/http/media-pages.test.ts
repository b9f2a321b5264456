/**
 * Decision 0028 end to end on a real server with the production build (`npm run build` first): the
 * library's upload (accepted and refused by content, no content item made), an upload found by URL,
 * a story's body image as a responsive <picture> with the library's alt in each language, og:image
 * the cover's 1200 × 630 JPEG, and no second site name after an SEO title that ends with it.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { decodeEntities, elements, metaContent, titleOf } from "../testing/html-head.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN, type ApiBody } from "../testing/test-server.ts";

const SITE = "African Youth Sports & Education Foundation";
const ALTS = {
  en: "Girls carrying the harvest",
  fr: "Des filles portent la récolte",
  ru: "Девочки несут урожай",
};
const PATHS = {
  en: "/blog/harvest-day",
  fr: "/fr/histoires/jour-de-recolte",
  ru: "/ru/istorii/den-urozhaya",
};

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe("media library uploads and body images (decision 0028)", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let visitor: ApiClient;
  let bodyUrl = "";
  let coverUrl = "";

  const upload = async (body: Buffer, name: string, type = "image/jpeg") => {
    const res = await fetch(`${server.url}/api/v1/uploads?bucket=blog-images`, {
      method: "POST",
      headers: {
        "content-type": type,
        "x-file-name": encodeURIComponent(name),
        cookie: admin.cookieHeader,
      },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as ApiBody };
  };

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(database, { ssr: true, env: { UPLOAD_MAX_MB: "2" } });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    visitor = new ApiClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it("accepts images by content and refuses the rest, without making any content item", async () => {
    const galleryBefore = (await admin.get("/api/v1/gallery-items")).json.total;
    const body = await upload(await jpeg(2400, 1600), "harvest.jpg");
    expect(body.status).toBe(201);
    bodyUrl = String(body.json.url);
    expect(bodyUrl).toMatch(/^\/media\/blog-images\/harvest\.[0-9a-f]{16}\.2400x1600\.jpg$/);
    const cover = await upload(await jpeg(1600, 900), "cover.png", "image/png");
    expect(cover.status).toBe(201);
    coverUrl = String(cover.json.url);

    const text = await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.jpg");
    expect(text.status).toBe(415);
    const big = await upload(Buffer.alloc(3 * 1024 * 1024, 0xff), "big.jpg");
    expect(big.status).toBe(413);
    expect((await admin.get("/api/v1/gallery-items")).json.total).toBe(galleryBefore);
  });

  it("finds an upload by the URL it is used under, and only that one", async () => {
    const found = await admin.get(`/api/v1/uploads?url=${encodeURIComponent(bodyUrl)}`);
    expect(found.json.items?.map((i) => i.url)).toEqual([bodyUrl]);
    const other = await admin.get(
      `/api/v1/uploads?url=${encodeURIComponent("https://example.org/a.jpg")}`,
    );
    expect(other.json.items).toEqual([]);
    const id = found.json.items?.[0]?.id;
    expect((await admin.put(`/api/v1/uploads/${id}`, { alt: ALTS })).status).toBe(200);
  });

  it("renders a body upload as a <picture> no wider than 1920 px with the alt of each language", async () => {
    const created = await admin.post("/api/v1/blog-posts", {
      title: { en: "Harvest day", fr: "Jour de récolte", ru: "День урожая" },
      excerpt: { en: "In the fields", fr: "Aux champs", ru: "В поле" },
      content: {
        en: `<p>Morning.</p><img src="${bodyUrl}" alt="stored alt">`,
        fr: `<p>Matin.</p><img src="${bodyUrl}" alt="stored alt">`,
        ru: `<p>Утро.</p><img src="${bodyUrl}" alt="stored alt">`,
      },
      seoTitle: { en: `Harvest day | ${SITE}` },
      image: coverUrl,
      author: "Amina",
      category: "Sports",
      status: "published",
    });
    expect(created.status, created.text).toBe(201);
    for (const [locale, path] of Object.entries(PATHS) as [keyof typeof ALTS, string][]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      const story = res.text.slice(res.text.indexOf('data-testid="story-body"'));
      const picture = /<picture>(.*?)<\/picture>/.exec(story)?.[1] ?? "";
      expect(picture, path).not.toBe("");
      const sources = elements(picture, "source");
      expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      for (const s of sources) {
        const widths = s.srcset.split(",").map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1]));
        expect(Math.max(...widths)).toBeLessThanOrEqual(1920);
      }
      const [img] = elements(picture, "img");
      expect(img.src).not.toBe(bodyUrl); // the 2400 px original is never sent
      expect(decodeEntities(img.alt)).toBe(ALTS[locale]);
      const fallback = await visitor.get(img.src);
      expect(fallback.status).toBe(200);
    }
  });

  it("shares the cover's 1200 × 630 JPEG and names the site once", async () => {
    const res = await visitor.get(PATHS.en);
    expect(titleOf(res.text)).toBe(`Harvest day | ${SITE}`);
    const og = metaContent(res.text, "og:image") ?? "";
    expect(metaContent(res.text, "twitter:image")).toBe(og);
    expect(og).toMatch(/\/media\/blog-images\/cover\.[0-9a-f]{16}\.1600x900\.social\.jpg$/);
    const card = await fetch(og.replace(/^https?:\/\/[^/]+/, server.url));
    expect(card.status).toBe(200);
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // Without an SEO title of its own, the French page adds its site name once.
    expect(titleOf((await visitor.get(PATHS.fr)).text)).toMatch(/^Jour de récolte \| [^|]+$/);
  });

  it("shows no picture for a story without cover, on its page and on its cards", async () => {
    const story = {
      excerpt: "Words only",
      content: "<p>Words only.</p>",
      author: "Amina",
      status: "published",
    };
    const post = await admin.post("/api/v1/blog-posts", {
      ...story,
      title: "Coverless post",
      category: "Sports",
    });
    const article = await admin.post("/api/v1/news-articles", {
      ...story,
      title: "Coverless news",
    });
    expect([post.status, article.status]).toEqual([201, 201]);
    // A card is the <article> or <li> around the story's title.
    const cardOf = (html: string, title: string) => {
      const at = html.indexOf(`>${title}<`);
      expect(at, title).toBeGreaterThan(0);
      const start = Math.max(html.lastIndexOf("<article", at), html.lastIndexOf("<li", at));
      return html.slice(start, at);
    };
    for (const [page, title] of [
      ["/blog", "Coverless post"],
      ["/", "Coverless post"],
      ["/news", "Coverless news"],
    ]) {
      const card = cardOf((await visitor.get(page)).text, title);
      expect(card, page).toContain('class="story-card');
      expect(card, page).not.toContain("<img");
    }
    for (const path of [`/blog/${post.json.slug}`, `/news/${article.json.slug}`]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain("/placeholder.svg");
    }
  });
});
