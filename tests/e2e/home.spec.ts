/** Home, /news and the not-found page: content, counters, languages, axe. */
import { expect, type Locator, test } from "./support/fixtures.ts";
import {
  expectNoAxeViolations,
  interactive,
  LOCALES,
  localePath,
  paintedBackground,
  VIEWPORTS,
  watchConsole,
} from "./support/helpers.ts";
import { elements } from "../../server/testing/html-head.ts";

const HERO = [
  ["100", "100+"],
  ["100", "100+"],
  ["20", "20+"],
] as const;
const IMPACT = [
  ["150", "150+"],
  ["500", "500+"],
  ["25", "25+"],
  ["15", "15"],
  ["3", "3"],
  ["50", "50+"],
] as const;

/**
 * The colour a person sees behind a badge, by name: its painted background named after its hue;
 * "grey" when it has next to no hue.
 */
async function backgroundColourOf(badge: Locator) {
  const [r, g, b, alpha] = await paintedBackground(badge);
  if (alpha === 0) return "none";
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  if (chroma < 0.07) return "grey";
  const hue =
    max === r
      ? (60 * ((g - b) / chroma) + 360) % 360
      : max === g
        ? 60 * ((b - r) / chroma) + 120
        : 60 * ((r - g) / chroma) + 240;
  if (hue < 20 || hue >= 330) return "red";
  if (hue < 45) return "orange";
  if (hue < 70) return "yellow";
  if (hue < 170) return "green";
  if (hue < 260) return "blue";
  return "purple";
}

/** The colour of each news category's badge. */
const CATEGORY_COLOUR: Record<string, string> = {
  breaking: "red",
  announcement: "blue",
  update: "green",
  event: "purple",
};

test("counters start at zero, then count up to their targets once visible", async ({ page }) => {
  const console = watchConsole(page);
  // The page's clock (timers, animation frames) is the test's: it moves only when told, so the
  // mid-way sample cannot be late on a busy machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await interactive(page);
  const hero = page
    .locator("#home-hero-title")
    .locator("xpath=ancestor::section")
    .locator("[data-counter]");
  // Time moves until the hero's counters reach their targets. Their start waits for the browser's
  // visibility callback, which comes in real time, not on the page's clock: on a busy machine it can
  // come after one long run of the clock, and the counters would then wait for time that never moves.
  await expect(async () => {
    await page.clock.runFor(500);
    expect(await hero.allTextContents()).toEqual(HERO.map(([, text]) => text));
  }).toPass();
  const impact = page.locator("section[aria-labelledby=home-impact] [data-counter]");
  // counting, but not yet visible: waiting at zero
  await expect(impact.first()).toHaveText("0+");
  await impact.first().scrollIntoViewIfNeeded();
  // Time moves in small steps until the counting has begun, then one sample is taken.
  await expect(async () => {
    await page.clock.runFor(100);
    expect(await impact.nth(1).textContent()).not.toBe("0+");
  }).toPass();
  const sample = (await impact.nth(1).textContent()) ?? "";
  await page.clock.runFor(4000);
  await expect(impact).toHaveText(IMPACT.map(([, text]) => text));
  // it was mid-way, not already final
  expect(sample).not.toBe("500+");
  // screen readers get the final values only
  await expect(page.locator("section[aria-labelledby=home-impact] .sr-only")).toHaveText(
    IMPACT.map(([, text]) => text),
  );
  console.expectNone();
});

test("under reduced motion the counters show their final values at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("section[aria-labelledby=home-impact] [data-counter]")).toHaveText(
    IMPACT.map(([, text]) => text),
    { timeout: 1000 },
  );
});

test("server HTML already holds the final numbers (no JavaScript needed)", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const [target, text] of [...HERO, ...IMPACT]) {
    expect(html).toContain(`data-counter="${target}"`);
    expect(html).toContain(`>${text}<`);
  }
});

test("recent projects, stories and news come from the database", async ({ page }) => {
  await page.goto("/");
  const projects = page.getByTestId("home-projects").locator(":scope > li");
  await expect(projects).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const badge = projects.nth(i).locator("[data-status]");
    const status = await badge.getAttribute("data-status");
    const colour = { completed: "green", ongoing: "blue", upcoming: "yellow" }[status ?? ""];
    expect(await backgroundColourOf(badge), `status ${status}`).toBe(colour ?? "grey");
    await expect(projects.nth(i)).toContainText(/Starts \w+ \d{4}/);
    await expect(projects.nth(i)).toContainText(/\d+\/\d+ participants/);
    await expect(projects.nth(i).locator("img")).toHaveAttribute("width", /\d+/);
  }
  await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
    "href",
    "/projects",
  );

  const stories = page.getByTestId("home-stories").locator(":scope > li");
  await expect(stories).toHaveCount(3);
  await expect(stories.first()).toContainText("Featured Story");
  await expect(page.getByRole("link", { name: "View All Stories" })).toHaveAttribute(
    "href",
    "/blog",
  );

  const news = page.getByTestId("home-news");
  await expect(news.locator("article")).toHaveCount(4);
  await expect(news).toContainText("Featured");
  const category = news.locator("[data-category]").first();
  expect(await backgroundColourOf(category)).toBe(
    CATEGORY_COLOUR[(await category.getAttribute("data-category")) ?? ""] ?? "grey",
  );
  await expect(page.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");

  // testimonials: two, five stars each with an accessible label
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
  // call to action: examples formatted with Intl
  const cta = page.locator("section[aria-labelledby=home-cta]");
  await expect(cta.locator("[data-amount]")).toHaveText(["$50", "$200", "$1,000"]);
  await expect(cta.getByRole("link")).toHaveCount(2);
  for (const link of await cta.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", "/get-involved");
  }
});

test("sections appear in their fixed order", async ({ page }) => {
  await page.goto("/");
  const ids = await page
    .locator("main > section")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-labelledby")));
  expect(ids).toEqual([
    "home-hero-title",
    "home-services",
    "home-projects",
    "home-impact",
    "home-stories",
    "home-partners",
    "home-news",
    "home-testimonials",
    "home-cta",
  ]);
});

test("/news lists published articles, newest first, with category colours", async ({ page }) => {
  const console = watchConsole(page);
  const res = await page.goto("/news");
  expect(res?.status()).toBe(200);
  const items = page.getByTestId("news-list").locator(":scope > li");
  await expect(items).toHaveCount(4); // 6 seeded: 1 scheduled and 1 draft are not public
  for (const badge of await items.locator("[data-category]").all()) {
    const category = (await badge.getAttribute("data-category")) ?? "";
    expect(await backgroundColourOf(badge), category).toBe(CATEGORY_COLOUR[category] ?? "grey");
  }
  await expect(page.getByText("Flooding in the north: training moved indoors")).toBeVisible();
  // The full article is on its own page: the card's one link is its title.
  const title = (await items.first().getByRole("heading").textContent())?.trim() ?? "";
  await expect(items.first().getByRole("link")).toHaveCount(1);
  await items.first().getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("story-body").locator("p").first()).toBeVisible();
  console.expectNone();
  // pages past the end are not pages (the browser logs the 404 itself)
  expect((await page.goto("/news?page=9"))?.status()).toBe(404);
});

test("SSR of /fr/ is French and /ru/ is Russian", async ({ request }) => {
  const fr = await (await request.get("/fr/")).text();
  expect(elements(fr, "html")[0]?.lang).toBe("fr");
  for (const text of [
    "Révéler les talents",
    "Projets récents",
    "Histoires de réussite",
    "Dernières actualités",
    "Nos partenaires",
    "Prêt à faire la différence",
  ]) {
    expect(fr).toContain(text);
  }
  for (const english of [
    "Get Involved",
    "Recent Projects",
    "Success Stories",
    "Latest News",
    "View All",
    "Learn More",
  ]) {
    expect(fr).not.toContain(english);
  }
  const ru = await (await request.get("/ru")).text();
  expect(ru).toContain("Находим таланты");
  expect(ru).not.toContain("Recent Projects");
});

for (const locale of LOCALES) {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: home, /news and 404 in ${locale} at ${vpName}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const console = watchConsole(page);
      for (const path of ["/", "/news"]) {
        await page.goto(localePath(path, locale));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoAxeViolations(page);
      }
      console.expectNone();
      await page.goto(localePath("/no-such-page", locale));
      await expectNoAxeViolations(page);
    });
  }
}
