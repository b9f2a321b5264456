/**
 * The site search on both engines (issue 38): a fixed list of queries per language with the first
 * result each must give, the index following every kind of write in its transaction, and hostile
 * or odd queries answered without error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../core/constants.ts";
import {
  readSearchParams,
  SEARCH_QUERY_MAX,
  type SearchAnswer,
  type SearchKind,
} from "../../core/search.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";
import { runInRequestScope } from "../request-scope.ts";
import { withClockStill } from "../testing/clock.ts";
import { rebuildIndex, prepareIndex } from "./search-index.ts";
import { createSearchService, SEARCH_RATE } from "./site-search.ts";

const STORIES = [
  {
    title: {
      en: "A new school in Kpalimé",
      fr: "Une nouvelle école à Kpalimé",
      ru: "Новая школа в Кпалиме",
    },
    excerpt: {
      en: "Education for forty children of the hills",
      fr: "L’éducation pour quarante enfants des collines",
      ru: "Образование для сорока детей с холмов",
    },
    content: {
      en: "<p>Teachers and volunteers opened the classrooms in September.</p>",
      fr: "<p>Des enseignants et des bénévoles ont ouvert les classes en septembre.</p>",
      ru: "<p>Учителя и волонтёры открыли классы в сентябре. Новые проекты школы.</p>",
    },
  },
  {
    title: {
      en: "The football tournament in Accra",
      fr: "Le tournoi de football d’Accra",
      ru: "Турнир по футболу в Аккре",
    },
    excerpt: {
      en: "Sixteen teams played for the cup",
      fr: "Seize équipes ont joué pour la coupe",
      ru: "Шестнадцать команд сыграли за кубок",
    },
    content: {
      en: "<p>The girls’ teams met in the final.</p>",
      fr: "<p>Les équipes de femmes se sont retrouvées en finale.</p>",
      ru: "<p>В финале встретились женские команды.</p>",
    },
  },
  {
    title: {
      en: "Russian lessons for the tournament team",
      fr: "Des cours de russe pour l’équipe",
      ru: "Уроки русского для команды",
    },
    excerpt: {
      en: "A year of exchanges between Lomé and Kazan",
      fr: "Une année d’échanges entre Lomé et Kazan",
      ru: "Год обменов между Ломе и Казанью",
    },
    content: {
      en: "<p>Our projects abroad: how to educate through language.</p>",
      fr: "<p>Nos projets à l’étranger.</p>",
      ru: "<p>Наши проекты за рубежом.</p>",
    },
  },
];

/**
 * [language, query, the title (in that language) the first result must have, among the stories
 * only when a fixed page is as good an answer].
 */
const GOLDEN: [Locale, string, string, SearchKind?][] = [
  ["en", "educate", "A new school in Kpalimé", "blogPosts"],
  ["en", "education", "A new school in Kpalimé", "blogPosts"],
  ["en", "Kpalime", "A new school in Kpalimé"],
  ["en", "tournaments", "The football tournament in Accra"],
  ["en", "girl", "The football tournament in Accra"],
  ["fr", "éducation", "Une nouvelle école à Kpalimé", "blogPosts"],
  ["fr", "education", "Une nouvelle école à Kpalimé", "blogPosts"],
  ["fr", "ECOLES", "Une nouvelle école à Kpalimé"],
  ["fr", "femme", "Le tournoi de football d’Accra"],
  ["fr", "bénévole", "Bénévolat"],
  ["fr", "bénévoles", "Une nouvelle école à Kpalimé", "blogPosts"],
  ["ru", "проекта", "Уроки русского для команды", "blogPosts"],
  ["ru", "турнир в Аккре", "Турнир по футболу в Аккре"],
  ["ru", "волонтеры", "Волонтёрство"],
  ["ru", "волонтёры", "Новая школа в Кпалиме", "blogPosts"],
  ["ru", "школы", "Новая школа в Кпалиме"],
];

const titleOf = (answer: SearchAnswer, at = 0) =>
  answer.hits[at]?.title.map((s) => s.text).join("") ?? null;

describe.each(await databaseKinds())("the site search on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  const ids: number[] = [];
  // Not counted against a client's rate: the last test is about that.
  const search = (q: string, locale: Locale, kind: SearchKind | null = null) =>
    createSearchService(database.db).search({ q, locale, kind, year: null, page: 1 });
  const stories = (q: string, locale: Locale) => search(q, locale, "blogPosts");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
    await prepareIndex(database.db);
    for (const story of STORIES) {
      const post = await s.services.blogPosts.create(admin, {
        ...story,
        author: "Ama Mensah",
        status: "published",
      });
      ids.push(post.id);
    }
  });
  afterAll(async () => database.cleanup());

  it.each(GOLDEN)("%s: %s → %s", async (locale, q, expected, kind) => {
    const answer = await search(q, locale, kind);
    expect(titleOf(answer)).toBe(expected);
    expect(answer.hits[0]!.locale).toBe(locale);
  });

  it("marks the matched words, gives the reader's address and dates the result", async () => {
    const answer = await stories("éducation", "fr");
    const hit = answer.hits[0]!;
    expect(hit.snippet.filter((seg) => seg.hit).map((seg) => seg.text)).toEqual(["éducation"]);
    expect(hit.path).toMatch(/^\/blog\/une-nouvelle-ecole-a-kpalime$/);
    expect(hit.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.kinds.find((k) => k.kind === "blogPosts")).toEqual({
      kind: "blogPosts",
      count: 1,
    });
    expect(answer.kinds.find((k) => k.kind === "pages")?.count).toBeGreaterThan(0);
  });

  it("offers the other languages' matches", async () => {
    const answer = await search("Kazan", "fr");
    expect(titleOf(answer)).toBe("Des cours de russe pour l’équipe");
    // The Russian story writes the city in Cyrillic: only English has the word too.
    expect(answer.others.map((o) => o.locale)).toEqual(["en"]);
    const english = answer.others.find((o) => o.locale === "en")!;
    expect(english.hits[0]!.title.map((seg) => seg.text).join("")).toBe(
      "Russian lessons for the tournament team",
    );
  });

  it("finds the fixed pages in their language", async () => {
    const answer = await search("confidentialité", "fr");
    expect(answer.hits.some((h) => h.kind === "pages" && h.path === "/privacy")).toBe(true);
  });

  it("answers short, odd and hostile queries without error, as text", async () => {
    for (const q of [
      "a",
      "шк",
      "<script>alert(1)</script>",
      '"',
      "-",
      "AND OR NOT",
      "*",
      "NEAR(x)",
    ]) {
      for (const locale of ["en", "fr", "ru"] as const) {
        const answer = await search(q, locale);
        expect(answer.total).toBeGreaterThanOrEqual(0);
      }
    }
    const short = await search("шк", "ru");
    expect(titleOf(short)).toBe("Новая школа в Кпалиме");
    const hostile = await search("<script>school", "en");
    expect(hostile.hits.every((h) => h.title.every((seg) => !seg.text.includes("<script")))).toBe(
      true,
    );
  });

  it("cuts a query of 1,000 characters and says so", () => {
    const params = readSearchParams(new URLSearchParams({ q: "école ".repeat(170) }));
    expect(params.cut).toBe(true);
    expect([...params.q].length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
  });

  it("falls back to the start of words when no stem matches", async () => {
    const answer = await search("footb", "en");
    expect(answer.approximate).toBe(true);
    expect(titleOf(answer)).toBe("The football tournament in Accra");
  });

  it("suggests the nearest known words when nothing matches, and only what finds something", async () => {
    for (const [locale, q, expected] of [
      ["en", "tournamemt", "tournament"],
      ["en", "footbal tournamemt", "football tournament"],
      ["ru", "школв", "школа"],
      ["fr", "Kpalme", "kpalimé"],
    ] as const) {
      const answer = await search(q, locale);
      expect(answer.total, q).toBe(0);
      expect(answer.suggestion, q).toBe(expected);
    }
    expect((await search("zzqxw", "en")).suggestion).toBeUndefined();
  });

  it("serves the staff's lists too: any of the three languages, with stemming, drafts included", async () => {
    const draft = await s.services.blogPosts.create(admin, {
      title: { en: "Draft about volunteering", fr: "Brouillon", ru: "Черновик о проектах" },
      excerpt: "Not yet published",
      content: "Body",
      author: "Ama",
      status: "draft",
    });
    const titles = async (q: string) =>
      (await s.services.blogPosts.listLocalized(admin, { q, pageSize: 50 })).items.map(
        (item) => item.title.en,
      );
    // «проекта» meets «проекты» of a Russian body and «проектах» of a draft's Russian title.
    expect(await titles("проекта")).toEqual(
      expect.arrayContaining([
        "Russian lessons for the tournament team",
        "Draft about volunteering",
      ]),
    );
    expect(await titles("volunteer")).toContain("Draft about volunteering");
    // The substring match stays: part of a word still finds it.
    expect(await titles("Kpal")).toEqual(["A new school in Kpalimé"]);
    await s.services.blogPosts.remove(admin, draft.id);
  });

  it("follows every write in its transaction: edit, unpublish, trash, restore, purge", async () => {
    const id = ids[1]!;
    await s.services.blogPosts.update(admin, id, { title: { en: "The basketball cup in Accra" } });
    expect(titleOf(await stories("basketball", "en"))).toBe("The basketball cup in Accra");
    expect((await stories("football", "en")).total).toBe(0);

    await s.services.blogPosts.update(admin, id, { status: "draft" });
    expect((await stories("basketball", "en")).total).toBe(0);
    await s.services.blogPosts.update(admin, id, { status: "published" });
    expect((await stories("basketball", "en")).total).toBe(1);

    await s.services.blogPosts.remove(admin, id);
    expect((await stories("basketball", "en")).total).toBe(0);
    await s.services.blogPosts.restore(admin, id);
    expect((await stories("basketball", "en")).total).toBe(1);

    await s.services.blogPosts.remove(admin, id);
    await s.services.blogPosts.purge(admin, id);
    const left = await database.db
      .selectFrom("searchDocuments")
      .select("id")
      .where("kind", "=", "blogPosts")
      .where("item", "=", String(id))
      .execute();
    expect(left).toEqual([]);
  });

  it("publishes a scheduled item into the search when its time comes", async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    await s.services.newsArticles.create(admin, {
      title: "Harvest festival in Tsévié",
      excerpt: "Music and dance",
      content: "Body",
      author: "Kofi",
      status: "scheduled",
      publishAt: soon,
    });
    expect((await search("harvest", "en", "newsArticles")).total).toBe(0);
    await s.contentJobs.publishDue(new Date(Date.now() + 120_000));
    expect(titleOf(await search("harvest", "en", "newsArticles"))).toBe(
      "Harvest festival in Tsévié",
    );
  });

  it("rebuilds to the same answers", async () => {
    const before = await search("école", "fr");
    const count = await rebuildIndex(database.db);
    expect(count).toBeGreaterThan(0);
    expect(await search("école", "fr")).toEqual(before);
  });

  it("refuses a client's searches past its rate, counted exactly under parallel requests", async () => {
    const one = () =>
      runInRequestScope({ ip: "203.0.113.9", userAgent: "test" }, () =>
        s.services.search.search({ q: "école", locale: "fr", kind: null, year: null, page: 1 }),
      );
    const results = await withClockStill(() =>
      Promise.allSettled(Array.from({ length: SEARCH_RATE.limit + 5 }, () => one())),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.length - refused.length).toBe(SEARCH_RATE.limit);
    expect(refused.map((r) => (r.reason as { status: number }).status)).toEqual(Array(5).fill(429));
    // Another client is not held back.
    const other = await runInRequestScope({ ip: "203.0.113.10", userAgent: "test" }, () =>
      s.services.search.search({ q: "école", locale: "fr", kind: null, year: null, page: 1 }),
    );
    expect(other.total).toBeGreaterThan(0);
  });
});
