/** Seeds demo content into an empty database; never touches a non-empty one unless forced. */
import { localizedName } from "./demo-names.ts";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_SETTINGS } from "../../../core/settings.ts";
import type { User } from "../../../core/services.ts";
import type { Services } from "../../services.ts";
import { plainTextToHtml } from "../../content/rich-text.ts";
import { storeImageWithVariants } from "../../media/variants.ts";
import { contentHashOf, type Storage } from "../../storage/storage.ts";
import type { Db } from "../index.ts";
import { type Motif, renderArt } from "./art.ts";
import {
  ALBUM_PHOTO_COUNT,
  demoBlogPosts,
  demoGallery,
  demoNews,
  demoPrograms,
  demoStoreItems,
} from "./demo-content.ts";
import {
  blogPostTranslations,
  galleryTranslations,
  newsTranslations,
  programTranslations,
  storeItemTranslations,
  type Translated,
} from "./demo-translations.ts";

/** The demo pictures' size: wide enough for the 320, 640 and 960 variants. */
const ART_SIZE = { width: 1200, height: 800 } as const;
/**
 * The art is the same on every seed, so its variants are made once per machine and reused (tests and
 * e2e runs seed many times). SEED_VARIANT_CACHE="" turns the cache off.
 */
const SEED_VARIANT_CACHE =
  process.env.SEED_VARIANT_CACHE ?? path.join(os.tmpdir(), "foundation-seed-variants");
const SEEDER: User = {
  id: 0,
  email: "seed@localhost",
  name: "Demo content",
  role: "admin",
  language: null,
};
const CONTENT_TABLES = [
  "blogPosts",
  "newsArticles",
  "programs",
  "galleryItems",
  "storeItems",
] as const;

/**
 * The English demo texts with their French and Russian translations as localized fields
 * `{ en, fr, ru }`; an item without a translation stays English only.
 */
export function withTranslations<T extends object>(
  english: T,
  translation: { [K in keyof T]?: Translated<unknown> } | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(english));
  if (!translation) return out;
  for (const [name, value] of Object.entries(translation) as [string, Translated<unknown>][]) {
    out[name] = { en: out[name], fr: value.fr, ru: value.ru };
  }
  return out;
}

/**
 * The demo bodies are written as plain paragraphs (blank-line separated); rich text is stored as
 * HTML (decision 0011), so each language becomes `<p>` paragraphs here.
 */
export function contentAsHtml(item: Record<string, unknown>): Record<string, unknown> {
  const content = item.content;
  if (typeof content === "string") return { ...item, content: plainTextToHtml(content) };
  if (content && typeof content === "object") {
    return {
      ...item,
      content: Object.fromEntries(
        Object.entries(content).map(([locale, text]) => [
          locale,
          typeof text === "string" ? plainTextToHtml(text) : text,
        ]),
      ),
    };
  }
  return item;
}

export async function isDatabaseEmpty(db: Db) {
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  const settings = await db.selectFrom("adminSettings").select("id").executeTakeFirst();
  return !settings;
}

async function clearContent(db: Db) {
  for (const table of CONTENT_TABLES) await db.deleteFrom(table).execute();
  await db.deleteFrom("fileUploads").execute();
  await db.deleteFrom("adminSettings").execute();
}

export interface SeedResult {
  seeded: boolean;
  counts?: Record<string, number>;
}

/** The demo foundation's pages on the networks its readers in Russia and West Africa use. */
const DEMO_SOCIAL = {
  facebook: "https://www.facebook.com/africanyouthfoundation",
  instagram: "https://www.instagram.com/africanyouthfoundation",
  youtube: "https://www.youtube.com/@africanyouthfoundation",
  vk: "https://vk.com/africanyouthfoundation",
  telegram: "https://t.me/africanyouthfoundation",
};

export async function seedDemoContent(
  db: Db,
  { services, uploads }: Pick<Services, "services" | "uploads">,
  storage: Storage,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) {
    if (!options.force) return { seeded: false };
    await clearContent(db);
  }
  let artSeed = 1;
  const image = async (bucket: string, name: string, motif: Motif) => {
    const body = await renderArt(artSeed++, motif, ART_SIZE.width, ART_SIZE.height);
    const { key, url, variants } = await storeImageWithVariants({
      storage,
      bucket,
      fileName: name,
      data: body,
      ...ART_SIZE,
      extension: "webp",
      mimeType: "image/webp",
      cacheDir: SEED_VARIANT_CACHE,
    });
    await uploads.record({
      fileName: `${name}.webp`,
      filePath: key,
      contentHash: contentHashOf(body),
      fileSize: body.length,
      mimeType: "image/webp",
      bucketName: bucket,
      uploadedBy: SEEDER.email,
      ...ART_SIZE,
      variants,
    });
    return { url, size: body.length };
  };

  // Listings are newest first, so the first entry of each list is inserted last.
  for (const { motif, album, ...post } of [...demoBlogPosts].reverse()) {
    const cover = await image("blog-images", post.title, motif);
    const images: string[] = [];
    if (album) {
      const motifs: Motif[] = ["people", "hands", "tree", "ball", "books"];
      for (let i = 0; i < ALBUM_PHOTO_COUNT; i++) {
        images.push(
          (await image("blog-images", `meeting-photo-${i + 1}`, motifs[i % motifs.length])).url,
        );
      }
    }
    await services.blogPosts.create(SEEDER, {
      ...contentAsHtml(withTranslations(post, blogPostTranslations[post.title])),
      author: localizedName(post.author),
      image: cover.url,
      images,
    });
  }
  for (const { motif, ...article } of [...demoNews].reverse()) {
    await services.newsArticles.create(SEEDER, {
      ...contentAsHtml(withTranslations(article, newsTranslations[article.title])),
      author: localizedName(article.author),
      image: (await image("news-images", article.title, motif)).url,
      // A scheduled demo article waits two months from the day the demo is installed.
      ...(article.status === "scheduled" ? { publishAt: inDays(60) } : {}),
    });
  }
  for (const { motif, ...program } of [...demoPrograms].reverse()) {
    await services.programs.create(SEEDER, {
      ...withTranslations(program, programTranslations[program.title]),
      contactPerson: localizedName(program.contactPerson),
      image: (await image("program-images", program.title, motif)).url,
    });
  }
  for (const { motif, ...item } of [...demoGallery].reverse()) {
    const { url, size } = await image("gallery-images", item.title, motif);
    await services.galleryItems.create(SEEDER, {
      ...withTranslations(item, galleryTranslations[item.title]),
      src: url,
      fileSize: `${(size / 1024 / 1024).toFixed(1)} MB`,
    });
  }
  for (const { motif, ...item } of [...demoStoreItems].reverse()) {
    await services.storeItems.create(SEEDER, {
      ...withTranslations(item, storeItemTranslations[item.name]),
      image: (await image("store-images", item.name, motif)).url,
    });
  }
  await services.settings.save(SEEDER, {
    ...DEFAULT_SETTINGS,
    contact: {
      ...DEFAULT_SETTINGS.contact,
      social: { ...DEFAULT_SETTINGS.contact.social, ...DEMO_SOCIAL },
    },
  });
  return {
    seeded: true,
    counts: {
      blogPosts: demoBlogPosts.length,
      newsArticles: demoNews.length,
      programs: demoPrograms.length,
      galleryItems: demoGallery.length,
      storeItems: demoStoreItems.length,
    },
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Keeps sharp's worker pool small on a 2-core machine. */
sharp.concurrency(1);
