/** Slugs per item and language, through the content service, on SQLite and PostgreSQL. */
import { describe, expect, it, beforeAll, afterAll } from "vitest";
import { freeSlug, slugify } from "../../core/content/slug.ts";
import { AppError } from "../../core/errors.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";

describe("slugify", () => {
  it("makes readable Latin slugs from English, French and Russian titles", () => {
    expect(slugify("Spring Camp 2026: Football & Friends!")).toBe(
      "spring-camp-2026-football-friends",
    );
    expect(slugify("Camp d’été à Lomé : œuvres et «\u00a0élan\u00a0»")).toBe(
      "camp-d-ete-a-lome-oeuvres-et-elan",
    );
    expect(slugify("Летний лагерь в Аккре — 2026")).toBe("letniy-lager-v-akkre-2026");
    expect(slugify("Щедрость и объём")).toBe("shchedrost-i-obem");
    expect(slugify("?!…")).toBe("");
  });
  it("cuts long titles at a word and finds a free variant", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(freeSlug("camp", new Set(["camp", "camp-2"]))).toBe("camp-3");
  });
});

const post = (title: Record<string, string> | string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: "Excerpt",
  content: "Body",
  author: "Ama",
  status: "published",
  ...extra,
});

async function refused(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe.each(await databaseKinds())("slugs on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
  });
  afterAll(async () => database.cleanup());

  it("makes a slug per language from the title, and none where the language has no title", async () => {
    const created = await s.services.blogPosts.create(
      admin,
      post({ en: "Spring camp", fr: "Camp de printemps", ru: "Весенний лагерь" }),
    );
    expect(created.slug).toEqual({
      en: "spring-camp",
      fr: "camp-de-printemps",
      ru: "vesenniy-lager",
    });
    const english = await s.services.blogPosts.create(admin, post("Only in English"));
    expect(english.slug).toEqual({ en: "only-in-english", fr: "", ru: "" });
    // Read in French, the slug falls back to English (the page lives at /fr/histoires/only-in-english).
    const fr = await s.services.blogPosts.get(null, english.id, "fr");
    expect(fr.slug).toBe("only-in-english");
    expect(fr.fallbacks).not.toContain("slug");
  });

  it("keeps slugs unique per entity and language, also under parallel writes", async () => {
    const again = await s.services.blogPosts.create(admin, post("Spring camp"));
    expect(again.slug.en).toBe("spring-camp-2");
    // Another entity may use the same slug.
    const news = await s.services.newsArticles.create(admin, post("Spring camp"));
    expect(news.slug.en).toBe("spring-camp");
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => s.services.blogPosts.create(admin, post("Rush hour"))),
    );
    const slugs = parallel.map((p) => p.slug.en);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain("rush-hour");
  });

  it("refuses a given slug another item has, naming the field, and a malformed one", async () => {
    const err = await refused(
      s.services.blogPosts.create(admin, post("Something else", { slug: "spring-camp" })),
    );
    expect(err.status).toBe(400);
    expect(err.fields?.slug).toMatch(/spring-camp/);
    const bad = await refused(
      s.services.blogPosts.create(admin, post("Bad", { slug: { en: "Not a slug!" } })),
    );
    expect(bad.status).toBe(400);
    expect(bad.fields).toHaveProperty("slug.en");
    // The code the admin words in the staff member's language.
    expect(bad.details?.fieldReasons).toEqual({ "slug.en": { reason: "slugFormat" } });
  });

  it("finds an item by any of its slugs, and by a replaced one", async () => {
    const created = await s.services.programs.create(admin, {
      title: { en: "Football academy", fr: "Académie de football" },
      description: "Training",
      longDescription: "Training twice a week",
      status: "ongoing",
    });
    expect((await s.services.programs.getBySlug(null, "football-academy", "en")).id).toBe(
      created.id,
    );
    // The English slug in a French address: found, and its French slug tells the page where to go.
    const viaEnglish = await s.services.programs.getBySlug(null, "football-academy", "fr");
    expect(viaEnglish.slug).toBe("academie-de-football");

    await s.services.programs.update(admin, created.id, { slug: { en: "academy" } });
    const viaOld = await s.services.programs.getBySlug(null, "football-academy", "en");
    expect(viaOld.id).toBe(created.id);
    expect(viaOld.slug).toBe("academy");
    // A new title does not change a slug that exists (links stay valid) …
    const renamed = await s.services.programs.update(admin, created.id, {
      title: { en: "Football academy of Accra" },
    });
    expect(renamed.slug.en).toBe("academy");
    // … and an emptied slug is made again from the title.
    const remade = await s.services.programs.update(admin, created.id, { slug: { en: "" } });
    expect(remade.slug.en).toBe("football-academy-of-accra");
    expect((await s.services.programs.getBySlug(null, "academy", "en")).slug).toBe(
      "football-academy-of-accra",
    );
  });

  it("answers 404 for drafts, trashed items and unknown slugs", async () => {
    const draft = await s.services.blogPosts.create(admin, post("A draft", { status: "draft" }));
    expect((await refused(s.services.blogPosts.getBySlug(null, "a-draft", "en"))).status).toBe(404);
    // Staff see it (preview).
    expect((await s.services.blogPosts.getBySlug(admin, "a-draft", "en")).id).toBe(draft.id);
    const gone = await s.services.blogPosts.create(admin, post("Gone soon"));
    await s.services.blogPosts.remove(admin, gone.id);
    expect((await refused(s.services.blogPosts.getBySlug(null, "gone-soon", "en"))).status).toBe(
      404,
    );
    expect((await refused(s.services.blogPosts.getBySlug(null, "nothing-here", "ru"))).status).toBe(
      404,
    );
  });
});
