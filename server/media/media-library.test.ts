/**
 * The media library (decision 0015) on a real server with the production build (`npm run build`
 * first), on both engines: alt texts per language reach /fr/gallery, uses are listed, an image in
 * use is kept (409 naming its uses), an unused one is deleted with its variants, the same image
 * uploaded again is the same item (decision 0036).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../core/schemas.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const image = (seed: number, width = 700) =>
  sharp({
    create: { width, height: 400, channels: 3, background: { r: seed, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(await databaseKinds())("media library on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let author: ApiClient;

  const upload = async (client: ApiClient, name: string, seed: number, bucket: string) => {
    const res = await fetch(
      `${server.url}/api/v1/uploads?bucket=${bucket}&alt=${encodeURIComponent(`${name} (en)`)}`,
      {
        method: "POST",
        headers: {
          "content-type": "image/jpeg",
          "x-file-name": encodeURIComponent(name),
          cookie: client.cookieHeader,
        },
        body: new Uint8Array(await image(seed)),
      },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; url: string };
  };
  const library = async (client: ApiClient, query = "") => {
    const res = await client.get(`/api/v1/uploads${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json.items as unknown as MediaItem[];
  };
  const onDisk = (bucket: string, key: string) =>
    existsSync(path.join(database.env.DATA_DIR, "media", bucket, key));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { ssr: true });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    author = await signedInUser(server, "writer@test.example", "Wr1ter-Passw0rd!", "author");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it("a French alt set in the library is the image's alt on /fr/galerie", async () => {
    const photo = await upload(admin, "river-match.jpg", 10, "gallery-images");
    expect(photo.id).toBeGreaterThan(0);
    const item = await admin.post("/api/v1/gallery-items", {
      src: photo.url,
      title: { en: "River match", fr: "Match au bord du fleuve" },
      description: "Two villages play",
      category: "sport",
    });
    expect(item.status, item.text).toBe(201);
    const put = await admin.put(`/api/v1/uploads/${photo.id}`, {
      alt: { fr: "Des enfants jouent au football près du fleuve" },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json.alt).toEqual({
      en: "river-match.jpg (en)",
      fr: "Des enfants jouent au football près du fleuve",
      ru: "",
    });

    const fr = await fetch(`${server.url}/fr/galerie`);
    const html = await fr.text();
    expect(fr.status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<img[^>]*alt="Des enfants jouent au football près du fleuve"[^>]*src="${escapeRe(photo.url)}"|<img[^>]*src="${escapeRe(photo.url)}"[^>]*alt="Des enfants jouent au football près du fleuve"`,
      ),
    );
    // Russian has none: English is next.
    const ru = await (await fetch(`${server.url}/ru/galereya`)).text();
    expect(ru).toContain('alt="river-match.jpg (en)"');
    // Bad input is refused.
    expect((await admin.put(`/api/v1/uploads/${photo.id}`, { alt: { de: "Kinder" } })).status).toBe(
      400,
    );
    expect(
      (await admin.put(`/api/v1/uploads/${photo.id}`, { alt: { en: "x".repeat(501) } })).status,
    ).toBe(400);
  });

  it("lists uses, searches by name and refuses to delete an image in use (409 naming them)", async () => {
    const cover = await upload(admin, "cover-story.jpg", 20, "blog-images");
    const inline = await upload(admin, "inline-shot.jpg", 30, "blog-images");
    const post = await admin.post("/api/v1/blog-posts", {
      title: { en: "Cup final", fr: "Finale de la coupe" },
      excerpt: "It rained",
      content: `<p>Before</p><img src="${inline.url}" alt="">`,
      author: "Ama",
      category: "Sports",
      image: cover.url,
    });
    expect(post.status, post.text).toBe(201);
    const postId = (post.json as { id: number }).id;

    const found = await library(admin, "?q=COVER");
    expect(found.map((u) => u.fileName)).toEqual(["cover-story.jpg"]);
    expect(found[0]).toMatchObject({
      url: cover.url,
      uses: [{ entity: "blogPosts", id: postId, title: "Cup final", trashed: false }],
    });
    const inlineUses = (await library(admin, "?q=inline"))[0].uses;
    // With its title in each language, for the admin to name it in the staff member's.
    expect(inlineUses).toEqual([
      {
        entity: "blogPosts",
        id: postId,
        title: "Cup final",
        titles: { en: "Cup final", fr: "Finale de la coupe", ru: "" },
        trashed: false,
      },
    ]);

    const refused = await admin.delete(`/api/v1/uploads/${cover.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toContain("Cup final");
    expect((refused.json.error as { details?: { uses?: unknown[] } }).details?.uses).toHaveLength(
      1,
    );
    // A post in the trash still uses it (it could be restored).
    expect((await admin.delete(`/api/v1/blog-posts/${postId}`)).status).toBe(204);
    const trashed = await admin.delete(`/api/v1/uploads/${cover.id}`);
    expect(trashed.status).toBe(409);
    expect((await library(admin, "?q=cover"))[0].uses[0]?.trashed).toBe(true);
  });

  it("deletes an unused image with its variants from storage", async () => {
    const spare = await upload(admin, "spare-shot.jpg", 40, "news-images");
    const [entry] = await library(admin, "?q=spare");
    expect(entry.uses).toEqual([]);
    expect(entry.variants.length).toBeGreaterThan(0);
    for (const key of [entry.filePath, ...entry.variants]) {
      expect(onDisk("news-images", key), key).toBe(true);
    }
    const res = await admin.delete(`/api/v1/uploads/${spare.id}`);
    expect(res.status, res.text).toBe(204);
    for (const key of [entry.filePath, ...entry.variants]) {
      expect(onDisk("news-images", key), key).toBe(false);
    }
    expect(await library(admin, "?q=spare")).toEqual([]);
    expect((await fetch(`${server.url}${spare.url}`)).status).toBe(404);
    const audit = await admin.get("/api/v1/audit-log?action=media.delete");
    expect(audit.json.total).toBe(1);
  });

  it("pages the library; an author sees and changes only their own uploads", async () => {
    const own = await upload(author, "author-own.jpg", 50, "blog-images");
    const mine = await library(author, "?pageSize=100");
    expect(mine.map((u) => u.fileName)).toEqual(["author-own.jpg"]);
    expect((await author.put(`/api/v1/uploads/${own.id}`, { alt: { ru: "Мяч" } })).status).toBe(
      200,
    );
    const others = (await library(admin, "?q=inline"))[0];
    expect((await author.put(`/api/v1/uploads/${others.id}`, { alt: { en: "x" } })).status).toBe(
      403,
    );
    expect((await author.delete(`/api/v1/uploads/${others.id}`)).status).toBe(403);

    const page = await admin.get("/api/v1/uploads?pageSize=2&page=2");
    expect(page.json).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.json.total).toBe(4);
    expect(page.json.items).toHaveLength(2);
  });
  it("the same image uploaded again is one item: its French alt reaches /fr/galerie and a French story", async () => {
    const bytes = new Uint8Array(await image(60));
    const send = async (name: string, bucket: string) => {
      const res = await fetch(`${server.url}/api/v1/uploads?bucket=${bucket}`, {
        method: "POST",
        headers: {
          "content-type": "image/jpeg",
          "x-file-name": encodeURIComponent(name),
          cookie: admin.cookieHeader,
        },
        body: bytes,
      });
      return { status: res.status, json: (await res.json()) as { id: number; url: string } };
    };
    // Four at once, under other names and buckets: one new item, three answers with it.
    const sent = await Promise.all([
      send("harvest.jpg", "gallery-images"),
      send("harvest.jpg", "gallery-images"),
      send("IMG_2041.jpg", "blog-images"),
      send("harvest copy.jpg", "gallery-images"),
    ]);
    expect(sent.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const [{ json: first }] = sent.filter((r) => r.status === 201);
    for (const { json } of sent) expect(json).toMatchObject({ id: first.id, url: first.url });
    // And once more later, as an editor who forgot they had it.
    const later = await send("harvest-final.jpg", "blog-images");
    expect(later).toMatchObject({ status: 200, json: { id: first.id, url: first.url } });
    const [item] = await library(admin, `?url=${encodeURIComponent(first.url)}`);
    expect(item.contentHash).toMatch(/^[0-9a-f]{16}$/);
    const everything = await library(admin, "?pageSize=100");
    expect(everything.filter((u) => u.contentHash === item.contentHash)).toHaveLength(1);

    // The editor writes the alts on the item the second upload answered…
    const alt = "Les récoltes rentrent au village";
    const put = await admin.put(`/api/v1/uploads/${sent[1].json.id}`, { alt: { fr: alt } });
    expect(put.status, put.text).toBe(200);
    // …a gallery item and a story use the URLs the later uploads answered…
    const gallery = await admin.post("/api/v1/gallery-items", {
      src: later.json.url,
      title: { en: "Harvest", fr: "Récolte" },
      description: "The harvest",
      category: "projects",
    });
    expect(gallery.status, gallery.text).toBe(201);
    const story = await admin.post("/api/v1/blog-posts", {
      title: { en: "Harvest home", fr: "La récolte est rentrée" },
      excerpt: { en: "A good year", fr: "Une bonne année" },
      content: { en: "<p>Done</p>", fr: `<p>C’est fait</p><img src="${sent[2].json.url}" alt="">` },
      author: "Ama",
      category: "Youth",
      status: "published",
    });
    expect(story.status, story.text).toBe(201);
    const slug = (story.json as { slug: { fr?: string; en: string } | string }).slug;
    const frSlug = typeof slug === "string" ? slug : (slug.fr ?? slug.en);
    // …and French readers read the French alt on both pages.
    const altOf = (html: string) =>
      new RegExp(
        `<img[^>]*(alt="${escapeRe(alt)}"[^>]*src="${escapeRe(first.url)}|src="${escapeRe(first.url)}"[^>]*alt="${escapeRe(alt)}")`,
      ).test(html);
    const galerie = await (await fetch(`${server.url}/fr/galerie`)).text();
    expect(altOf(galerie)).toBe(true);
    const page = await fetch(`${server.url}/fr/histoires/${frSlug}`);
    expect(page.status).toBe(200);
    expect(altOf(await page.text())).toBe(true);
  });
});
