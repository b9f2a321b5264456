import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../core/constants.ts";
import { AppError } from "../../core/errors.ts";
import { DEFAULT_SETTINGS } from "../../core/settings.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";

async function statusOf(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const trilingual = {
  title: { en: "Summer camp", fr: "Camp d’été", ru: "Летний лагерь" },
  excerpt: { en: "Two weeks of sport", fr: "Deux semaines de sport", ru: "Две недели спорта" },
  content: { en: "Long text", fr: "Texte long", ru: "Длинный текст" },
  author: "Ama",
  status: "published",
};

describe.each(await databaseKinds())("localized content on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
  });
  afterAll(async () => database.cleanup());

  it("stores every language and reads each one, with no fallback", async () => {
    const created = await s.services.blogPosts.create(admin, trilingual);
    expect(created.title).toEqual(trilingual.title);
    expect(created.translations).toEqual({ en: true, fr: true, ru: true });
    for (const locale of ["en", "fr", "ru"] as const) {
      const read = await s.services.blogPosts.get(null, created.id, locale);
      expect(read.title).toBe(trilingual.title[locale]);
      expect(read.excerpt).toBe(trilingual.excerpt[locale]);
      expect(read.fallbacks).toEqual([]);
    }
    const all = await s.services.blogPosts.getLocalized(null, created.id);
    // Rich text: plain text is stored as paragraphs (decision 0011).
    expect(all.content).toEqual({
      en: "<p>Long text</p>",
      fr: "<p>Texte long</p>",
      ru: "<p>Длинный текст</p>",
    });
  });

  it("falls back to English and names the fields that fell back", async () => {
    const created = await s.services.newsArticles.create(admin, {
      title: "Only English",
      excerpt: { en: "Excerpt", fr: "Extrait" },
      content: "Body",
      author: "Kofi",
      status: "published",
    });
    expect(created.title).toEqual({ en: "Only English", fr: "", ru: "" });
    expect(created.translations).toEqual({ en: true, fr: false, ru: false });
    const fr = await s.services.newsArticles.get(null, created.id, "fr");
    expect(fr).toMatchObject({
      title: "Only English",
      excerpt: "Extrait",
      content: "<p>Body</p>",
    });
    expect(fr.fallbacks.sort()).toEqual(["content", "title"]);
    expect(fr.fallbackLocales).toEqual({ title: "en", content: "en" });
  });

  it("falls back to the site's default language before English", async () => {
    const program = await s.services.programs.create(admin, {
      title: { en: "Academy", fr: "Académie" },
      description: "D",
      longDescription: "L",
      requirements: { en: ["Boots"], fr: ["Crampons"] },
    });
    expect((await s.services.programs.get(null, program.id, "ru")).title).toBe("Academy");
    await s.services.settings.save(admin, {
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, language: "fr" },
    });
    try {
      const ru = await s.services.programs.get(null, program.id, "ru");
      expect(ru).toMatchObject({ title: "Académie", requirements: ["Crampons"] });
      expect(ru.fallbackLocales).toMatchObject({
        title: "fr",
        requirements: "fr",
        description: "en",
      });
    } finally {
      await s.services.settings.save(admin, DEFAULT_SETTINGS);
    }
  });

  it("updates only the languages given", async () => {
    const item = await s.services.storeItems.create(admin, { name: "Cap", price: 10 });
    const updated = await s.services.storeItems.update(admin, item.id, {
      name: { ru: "Кепка" },
    });
    expect(updated.name).toEqual({ en: "Cap", fr: "", ru: "Кепка" });
    const cleared = await s.services.storeItems.update(admin, item.id, { name: { ru: "" } });
    expect(cleared.name).toEqual({ en: "Cap", fr: "", ru: "" });
  });

  it("requires English only, and refuses unknown languages", async () => {
    const noEnglish = await statusOf(
      s.services.galleryItems.create(admin, {
        src: "/x.webp",
        title: { fr: "Titre" },
        description: { fr: "Description" },
      }),
    );
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.message).toBe(MESSAGES.titleAndDescription);
    const german = await statusOf(
      s.services.galleryItems.create(admin, {
        src: "/x.webp",
        title: { en: "T", de: "Titel" },
        description: "D",
      }),
    );
    expect(german.status).toBe(400);
    expect(german.fields?.title).toMatch(/en, fr, ru/);
    const clearEnglish = await statusOf(
      s.services.blogPosts.create(admin, { ...trilingual, title: { en: " ", fr: "Titre" } }),
    );
    expect(clearEnglish.status).toBe(400);
  });

  it("searches the requested language and English, case-insensitively", async () => {
    await s.services.blogPosts.create(admin, {
      ...trilingual,
      title: { en: "Harvest festival", fr: "Fête des vendanges", ru: "Праздник урожая" },
    });
    const find = async (q: string, locale: "en" | "fr" | "ru") =>
      (await s.services.blogPosts.list(null, { q }, locale)).items.map((p) => p.title);
    expect(await find("vendanges", "fr")).toEqual(["Fête des vendanges"]);
    expect(await find("vendanges", "en")).toEqual([]);
    expect(await find("harvest", "fr")).toEqual(["Fête des vendanges"]);
    expect(await find("УРОЖАЯ", "ru")).toEqual(["Праздник урожая"]);
    expect(await find("урожая", "fr")).toEqual([]);
    // Short terms (below the trigram length) still match.
    expect((await s.services.blogPosts.list(null, { q: "ha" }, "en")).total).toBeGreaterThan(0);
  });

  it("searches every language of an item in the admin list (a French word finds it)", async () => {
    await s.services.blogPosts.create(admin, {
      ...trilingual,
      title: { en: "Football on the pitch", fr: "Football sur le terrain", ru: "Футбол на поле" },
    });
    const find = async (q: string) =>
      (await s.services.blogPosts.listLocalized(admin, { q })).items.map((p) => p.title.en);
    for (const q of ["terrain", "TERRAIN", "поле", "Football on", "te"])
      expect(await find(q), q).toContain("Football on the pitch");
    expect(await find("zxqv")).toEqual([]);
  });

  it("lists the items missing a language", async () => {
    const partial = await s.services.galleryItems.create(admin, {
      src: "/y.webp",
      title: { en: "Pitch", ru: "Поле" },
      description: { en: "Green", ru: "Зелёное" },
    });
    const missingFr = await s.services.galleryItems.listLocalized(admin, { missing: "fr" });
    expect(missingFr.items.map((i) => i.id)).toContain(partial.id);
    const missingRu = await s.services.galleryItems.listLocalized(admin, { missing: "ru" });
    expect(missingRu.items.map((i) => i.id)).not.toContain(partial.id);
    expect(
      (await statusOf(s.services.galleryItems.listLocalized(admin, { missing: "de" as "fr" })))
        .status,
    ).toBe(400);
  });

  it("counts translation coverage per language for the dashboard", async () => {
    const before = (await s.services.stats.dashboard(admin)).translations;
    await s.services.blogPosts.create(admin, trilingual);
    await s.services.newsArticles.create(admin, { ...trilingual, title: "English only" });
    const after = (await s.services.stats.dashboard(admin)).translations;
    expect(after.items).toBe(before.items + 2);
    expect(after.complete.en).toBe(before.complete.en + 2);
    expect(after.complete.fr).toBe(before.complete.fr + 1);
    expect(after.complete.ru).toBe(before.complete.ru + 1);
    expect(after.complete.fr).toBeLessThan(after.items);
  });
});
