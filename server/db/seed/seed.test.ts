import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responsiveSources } from "../../../core/media-variants.ts";
import type { User } from "../../../core/services.ts";
import { createServices } from "../../services.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/databases.ts";
import { createLocalStorage } from "../../storage/storage.ts";
import { ALBUM_PHOTO_COUNT } from "./demo-content.ts";
import { seedDemoContent } from "./seed.ts";

/** Each seed renders about 70 pictures and their variants; the machine is shared. */
const SEED_TIMEOUT = 240_000;
const admin: User = { id: 1, email: "a@test.example", name: "A", role: "admin", language: null };

describe("demo content seed", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => database.cleanup());

  it(
    "fills an empty database with the demo content, and images made on the machine",
    async () => {
      const services = createServices(database.db, { adminEmails: [] });
      const mediaRoot = path.join(database.env.DATA_DIR, "media");
      const result = await seedDemoContent(database.db, services, createLocalStorage(mediaRoot));
      expect(result.seeded).toBe(true);
      const s = services.services;

      const posts = (await s.blogPosts.list(admin, { pageSize: 100 })).items;
      expect(posts.length).toBeGreaterThanOrEqual(8);
      const published = posts.filter((p) => p.status === "published");
      expect(published.length).toBeGreaterThanOrEqual(6);
      expect(new Set(published.map((p) => p.category)).size).toBe(6);
      expect(posts.some((p) => p.images.length === ALBUM_PHOTO_COUNT)).toBe(true);

      const news = (await s.newsArticles.list(admin, { pageSize: 100 })).items;
      expect(news.length).toBeGreaterThanOrEqual(6);
      expect(news.some((n) => n.featured && n.status === "published")).toBe(true);
      expect(news.some((n) => n.status === "scheduled")).toBe(true);
      expect(news.some((n) => n.status === "draft")).toBe(true);

      // Rich text (decision 0011): every language of every body is HTML paragraphs.
      for (const item of [
        ...(await s.blogPosts.listLocalized(admin, { pageSize: 100 })).items,
        ...(await s.newsArticles.listLocalized(admin, { pageSize: 100 })).items,
      ]) {
        for (const text of Object.values(item.content)) {
          if (text !== "") expect(text).toMatch(/^<p>.*<\/p>$/s);
        }
        expect(item.content.fr).not.toBe("");
      }

      const programs = (await s.programs.list(admin, { pageSize: 100 })).items;
      expect(new Set(programs.map((p) => p.status))).toEqual(
        new Set(["upcoming", "ongoing", "completed", "cancelled"]),
      );

      const gallery = (await s.galleryItems.list(admin, { pageSize: 100 })).items;
      expect(gallery).toHaveLength(16);
      expect(new Set(gallery.map((g) => g.category))).toEqual(
        new Set(["education", "sport", "projects", "others"]),
      );
      expect(gallery[0].fileSize).toMatch(/^\d+\.\d MB$/);

      const store = (await s.storeItems.list(admin, { pageSize: 100 })).items;
      expect(store).toHaveLength(6);
      expect(store.filter((i) => i.status !== "active")).toHaveLength(1);

      expect((await s.settings.getEffective()).general.timezone).toBe("UTC");

      // Every image URL points at a real WebP file that was generated here.
      const file = path.join(mediaRoot, programs[0].image.replace(/^\/media\//, ""));
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");

      // …with its responsive variants beside it, named from its URL (decision 0010).
      const sources = responsiveSources(gallery[0].src);
      expect(sources).toMatchObject({ width: 1200, height: 800 });
      for (const format of ["avif", "webp"] as const) {
        const urls = sources?.srcset[format].split(", ").map((c) => c.split(" ")[0] ?? "") ?? [];
        // 320, 640 and 960, then the 1200 px original itself.
        expect(urls).toHaveLength(4);
        expect(urls[3]).toBe(gallery[0].src);
        for (const url of urls) {
          expect(fs.existsSync(path.join(mediaRoot, url.replace(/^\/media\//, "")))).toBe(true);
        }
      }
    },
    SEED_TIMEOUT,
  );

  it(
    "never touches a database that has content, unless forced",
    async () => {
      const services = createServices(database.db, { adminEmails: [] });
      const storage = createLocalStorage(path.join(database.env.DATA_DIR, "media"));
      await services.services.blogPosts.create(admin, {
        title: "Mine",
        excerpt: "e",
        content: "c",
        author: "me",
      });
      const before = (await services.services.blogPosts.list(admin)).total;
      expect((await seedDemoContent(database.db, services, storage)).seeded).toBe(false);
      expect((await services.services.blogPosts.list(admin)).total).toBe(before);
      expect((await seedDemoContent(database.db, services, storage, { force: true })).seeded).toBe(
        true,
      );
      const titles = (await services.services.blogPosts.list(admin, { pageSize: 100 })).items.map(
        (p) => p.title,
      );
      expect(titles).not.toContain("Mine");
    },
    SEED_TIMEOUT,
  );
});
