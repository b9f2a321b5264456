/**
 * Content in three languages: each language's title on /blog, /fr/blog, /ru/blog; an
 * English-only post inside lang="en" on /fr/histoires with its note; an editor fills the French tab and a
 * visitor reads it on /fr; ?locale=all answers { en, fr, ru }; with the demo content every /ru page
 * reads in Cyrillic and every /fr page in French.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { cyrillicShare } from "../../core/typography.ts";
import {
  adminReady,
  expectNoAxeViolations,
  localePath,
  PUBLIC_ROUTES,
  signInAsAdmin,
} from "./support/helpers.ts";
import { editor, field, idFromAddress, languageTab, press, toast } from "./support/editor.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function remove(page: Page, id: number) {
  await page.request.delete(`/api/v1/blog-posts/${id}`);
}

test.describe("content in three languages", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a post given in en, fr and ru shows each title on its locale's blog", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = {
      en: `Harvest cup ${stamp}`,
      fr: `Coupe des vendanges ${stamp}`,
      ru: `Кубок урожая ${stamp}`,
    };
    const res = await page.request.post("/api/v1/blog-posts?locale=all", {
      data: {
        title,
        excerpt: { en: "Teams met", fr: "Les équipes se sont réunies", ru: "Команды встретились" },
        content: { en: "Body", fr: "Texte", ru: "Текст" },
        author: "E2E",
        status: "published",
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    try {
      for (const [path, locale] of [
        ["/blog", "en"],
        ["/fr/histoires", "fr"],
        ["/ru/istorii", "ru"],
      ] as const) {
        await page.goto(path);
        const card = page.getByTestId("post-card").filter({ hasText: stamp });
        await expect(card.getByRole("heading")).toHaveText(title[locale]);
        await expect(card.getByTestId("fallback-note")).toHaveCount(0);
      }
      const all = await page.request.get("/api/v1/news-articles?locale=all&pageSize=1");
      const [first] = ((await all.json()) as { items: { title: object }[] }).items;
      expect(Object.keys(first.title).sort()).toEqual(["en", "fr", "ru"]);
    } finally {
      await remove(page, id);
    }
  });

  test("an English-only post on /fr/histoires sits in lang=en with a French note", async ({
    page,
  }) => {
    const title = unique("Only in English");
    const res = await page.request.post("/api/v1/blog-posts", {
      data: {
        title,
        excerpt: "English excerpt",
        content: "Body",
        author: "E2E",
        status: "published",
      },
    });
    const { id } = (await res.json()) as { id: number };
    try {
      await page.goto("/fr/histoires");
      const card = page.getByTestId("post-card").filter({ hasText: title });
      await expect(card.locator('h3[lang="en"]')).toHaveText(title);
      await expect(card.locator('p[lang="en"]')).toHaveText("English excerpt");
      await expect(card.getByTestId("fallback-note")).toHaveText("Disponible en anglais");
      await expectNoAxeViolations(page);
    } finally {
      await remove(page, id);
    }
  });

  test("an editor fills the French tab and a visitor reads it on /fr", async ({
    page,
    browser,
  }) => {
    const title = unique("Tabbed post");
    const french = unique("Article à onglets");
    let id: number | undefined;
    try {
      await page.goto("/admin/blog");
      await adminReady(page);
      await page.getByRole("button", { name: "New Post" }).click();
      // The full-page editor (docs/decisions/0027-full-page-editor.md).
      await expect(page).toHaveURL(/\/admin\/blog\/new$/);
      const tabs = editor(page);
      await field(page, "Title").fill(title);
      await field(page, "Excerpt").fill("English excerpt");
      await field(page, "Content").fill("English body");
      await field(page, "Author").fill("E2E Editor");
      await expect(tabs.getByTestId("language-tab-fr")).toContainText("0/4");
      await languageTab(page, "French");
      await field(page, "Title (French)").fill(french);
      await field(page, "Excerpt (French)").fill("Résumé en français");
      await expect(tabs.getByTestId("language-tab-fr")).toContainText("2/4");
      await expectNoAxeViolations(page);
      await press(page, "Publish");
      await expect(toast(page, "Published")).toBeVisible();
      await idFromAddress(page, "blog");

      const found = await page.request.get(
        `/api/v1/blog-posts?locale=all&q=${encodeURIComponent(title)}`,
      );
      const [item] = (
        (await found.json()) as {
          items: { id: number; title: Record<string, string> }[];
        }
      ).items;
      id = item.id;
      expect(item.title).toEqual({ en: title, fr: french, ru: "" });

      const visitor = await browser.newPage();
      await visitor.goto("/fr/histoires");
      const card = visitor.getByTestId("post-card").filter({ hasText: french });
      await expect(card.getByRole("heading")).toHaveText(french);
      await expect(card.locator("h3")).not.toHaveAttribute("lang", /./);
      // The content was not translated: it falls back to English, with the note.
      await expect(card.getByTestId("fallback-note")).toHaveText("Disponible en anglais");
      await visitor.close();
    } finally {
      if (id) await remove(page, id);
    }
  });
});

/** Words only English has, and words only French has, among the commonest of each. */
const ENGLISH_WORDS = new Set([
  "the",
  "and",
  "of",
  "with",
  "for",
  "our",
  "your",
  "is",
  "are",
  "to",
]);
const FRENCH_WORDS = new Set(["le", "la", "les", "des", "et", "du", "pour", "avec", "nos", "est"]);

function wordCounts(text: string) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return {
    english: words.filter((w) => ENGLISH_WORDS.has(w)).length,
    french: words.filter((w) => FRENCH_WORDS.has(w)).length,
  };
}

/**
 * The page's visible text, leaving out what it marks as another language: items other tests added
 * in English only are shown on /fr and /ru inside lang="en", as they should be.
 */
async function ownLanguageText(page: Page, locale: string) {
  await page.addStyleTag({ content: `body [lang]:not([lang="${locale}"]) { display: none }` });
  return page.locator("body").innerText();
}

test.describe("the demo content in the visitor's language", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} reads in Russian on /ru and in French on /fr`, async ({ page }) => {
      await page.goto(localePath(route, "ru"));
      const russian = await ownLanguageText(page, "ru");
      expect(
        cyrillicShare(russian),
        `letters in Cyrillic on ${localePath(route, "ru")}`,
      ).toBeGreaterThan(0.85);

      await page.goto(localePath(route, "fr"));
      const { english, french } = wordCounts(await ownLanguageText(page, "fr"));
      expect(french, `French words on ${localePath(route, "fr")}`).toBeGreaterThan(10);
      expect(english, `English words on ${localePath(route, "fr")}`).toBeLessThan(french / 20);
    });
  }
});
