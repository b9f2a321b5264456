/**
 * Every Russian page reads in Cyrillic and every French page in French
 * (docs/decisions/0030-native-names-and-typography.md): the visible text and the text read aloud
 * (alt, title, aria-label, placeholder) of every public section page, every demo story, news
 * article, program and gallery photo, and the store. Each finding names its page.
 */
import { expect, type Page, test } from "./support/fixtures.ts";
import { interactive, localePath, PUBLIC_ROUTES } from "./support/helpers.ts";

/**
 * Latin words a Russian reader does see on a Russian page, each with its reason. Keep it short:
 * a word missing here is a translation to write, not an entry to add. Matched case-insensitively
 * (the switcher's codes are upper-cased by CSS).
 */
const RU_ALLOWED = new Map<string, string>([
  ["en", "the language switcher's code for English"],
  ["fr", "the language switcher's code for French"],
  ["ru", "the language switcher's code for Russian"],
  ["english", "the language switcher names each language in itself"],
  ["français", "the language switcher names each language in itself"],
  ["facebook", "social network's brand (footer)"],
  ["instagram", "social network's brand (footer)"],
  ["youtube", "social network's brand (footer)"],
  ["x", "social network's brand (footer: «X (бывший Twitter)»)"],
  ["twitter", "the former brand of X, named so readers recognise it"],
  ["whatsapp", "messenger's brand (share buttons)"],
  ["telegram", "messenger's brand (share buttons)"],
  ["linkedin", "social network's brand (share buttons)"],
  ["mtn", "mobile-money operator's brand (donation form)"],
  ["orange", "mobile-money operator's brand (donation form)"],
  ["delf", "the French state diploma's own name, written so in Russian too"],
  ["a2", "a CEFR level, written in Latin in Russian too"],
  ["esc", "the key's label as printed on Russian keyboards (gallery viewer hint)"],
]);

/** ISO 4217 codes of the currencies of the foundation's countries, should the site print one beside an amount. */
const CURRENCY_CODES = new Set(["USD", "EUR", "RUB", "GHS", "XOF"]);

/**
 * English section names and bylines that are not also French words (a French page must not show
 * them).
 */
const FR_FORBIDDEN = [
  "Foundation team",
  "Get Involved",
  "Donate",
  "About",
  "News",
  "Store",
  "Gallery",
  "Projects",
  "Volunteer",
  "Partner",
  "Privacy",
  "Terms",
];

/**
 * The page's title, its visible text and the text of its alt, title, aria-label and placeholder
 * attributes. Text marked as another language (`lang="en"` on an item not yet translated, shown
 * with its note) is declared, not a translation miss: other specs create such items on the same site.
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const own = document.documentElement.lang;
    const foreign = (el: Element) => {
      const lang = el.closest("[lang]")?.getAttribute("lang") ?? own;
      return !lang.startsWith(own);
    };
    for (const el of Array.from(document.body.querySelectorAll("[lang]"))) {
      if (foreign(el)) (el as HTMLElement).style.display = "none";
    }
    // Stories that other specs create on the same site carry their "E2E" mark: not demo content.
    for (const el of Array.from(document.body.querySelectorAll("article, li"))) {
      if (/e2e/i.test(el.textContent ?? "")) (el as HTMLElement).style.display = "none";
    }
    const heading = document.querySelector("main h1");
    const parts = [heading && foreign(heading) ? "" : document.title, document.body.innerText];
    for (const el of Array.from(
      document.querySelectorAll("[alt],[title],[aria-label],[placeholder]"),
    )) {
      if (foreign(el)) continue;
      for (const name of ["alt", "title", "aria-label", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
}

/** The text without its web addresses and e-mail addresses. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S*/g, " ")
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, " ")
    .replace(/\b(?:www\.)?[\w-]+(\.[a-z]{2,})+(\/\S*)?/gi, " ");
}

/** The words with a Latin letter (A2 counts as one) of a Russian page's text that are neither allowed brands nor codes. */
function latinWords(text: string): string[] {
  const words =
    withoutAddresses(text).match(/[\p{Script=Latin}\d]+(?:['’-][\p{Script=Latin}\d]+)*/gu) ?? [];
  return words.filter(
    (w) =>
      /\p{Script=Latin}/u.test(w) && !RU_ALLOWED.has(w.toLowerCase()) && !CURRENCY_CODES.has(w),
  );
}

/** The English words of FR_FORBIDDEN found in a French page's text. */
function englishWords(text: string): string[] {
  const stripped = withoutAddresses(text);
  return FR_FORBIDDEN.filter((w) =>
    new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, "iu").test(stripped),
  );
}

/** Addresses of items other specs create on the same site (their slugs carry the "e2e" mark). */
const TEST_MADE = /e2e/i;

/** Every page of a language: its section pages, then every address of its sitemap under /ru or /fr. */
async function pagesOf(page: Page, locale: "fr" | "ru"): Promise<string[]> {
  const sections = PUBLIC_ROUTES.map((route) => localePath(route, locale));
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const fromSitemap = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`))
    .filter((path) => !TEST_MADE.test(path));
  return [...new Set([...sections, ...fromSitemap])];
}

async function findings(
  page: Page,
  locale: "fr" | "ru",
  check: (text: string) => string[],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const paths = await pagesOf(page, locale);
  // Details of the demo content must be among the pages read, not only the section pages.
  expect(paths.length, `pages of /${locale}`).toBeGreaterThan(PUBLIC_ROUTES.length + 5);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), `${path} status`).toBe(200);
    const words = [...new Set(check(await readableText(page)))];
    if (words.length > 0) found[path] = words;
  }
  return found;
}

test.describe("native texts", () => {
  test.setTimeout(600_000);

  test("no Latin word on any /ru page beyond the allowed brands, addresses and currency codes", async ({
    page,
  }) => {
    const found = await findings(page, "ru", latinWords);
    const summary = Object.entries(found).map(([p, w]) => `${p} (${w.length}): ${w.join(", ")}`);
    expect(summary, "Latin words on Russian pages").toEqual([]);
  });

  test("no English section name or byline on any /fr page", async ({ page }) => {
    const found = await findings(page, "fr", englishWords);
    const summary = Object.entries(found).map(([p, w]) => `${p} (${w.length}): ${w.join(", ")}`);
    expect(summary, "English words on French pages").toEqual([]);
  });

  test("the Russian gallery viewer, phone menu, form errors and not-found page read in Cyrillic", async ({
    page,
  }) => {
    const found: Record<string, string[]> = {};
    const read = async (where: string) => {
      const words = [...new Set(latinWords(await readableText(page)))];
      if (words.length > 0) found[where] = words;
    };

    await page.goto(localePath("/gallery", "ru"));
    await interactive(page);
    await page.getByTestId("gallery-grid").getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await read("/ru/galereya, photo viewer open");

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(localePath("/", "ru"));
    await interactive(page);
    await page.locator('button[aria-controls="site-menu"]').click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await read("/ru, phone menu open");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(localePath("/contact", "ru"));
    await interactive(page);
    await page.locator("main form").last().locator('button[type="submit"]').click();
    await expect(page.locator("main [aria-invalid='true']").first()).toBeVisible();
    await read("/ru/kontakty, empty form sent");

    const missing = await page.goto(localePath("/no-such-page-here", "ru"));
    expect(missing?.status()).toBe(404);
    await read("/ru/no-such-page-here (not found)");

    const summary = Object.entries(found).map(([p, w]) => `${p} (${w.length}): ${w.join(", ")}`);
    expect(summary, "Latin words in Russian interactive states").toEqual([]);
  });
});
