/**
 * Each story has its own page (decision 0016): cards lead to permalinks that read well in the three
 * languages at 360 and 1280 px, pass axe, and work with scripts off (share links are plain links).
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { expectNoAxeViolations, VIEWPORTS } from "./support/helpers.ts";

async function firstSlug(page: Page, api: string, locale: string) {
  const res = await page.request.get(`/api/v1/${api}?locale=${locale}&pageSize=1`);
  const { items } = (await res.json()) as { items: { slug: string; title: string }[] };
  return items[0];
}

test("a blog card's title leads to the post's page, and back through the breadcrumb", async ({
  page,
}) => {
  await page.goto("/fr/histoires");
  const card = page.getByTestId("post-card").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/fr\/histoires\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page
    .getByRole("navigation", { name: "Fil d’Ariane" })
    .getByRole("link", { name: "Histoires" })
    .click();
  await expect(page).toHaveURL(/\/fr\/histoires$/);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`permalink pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [api, base, locale] of [
      ["blog-posts", "/blog", "en"],
      ["news-articles", "/fr/actualites", "fr"],
      ["programs", "/ru/proekty", "ru"],
    ] as const) {
      test(`${base}/<slug> (${name}) has its h1 and passes axe`, async ({ page }) => {
        const item = await firstSlug(page, api, locale);
        await page.goto(`${base}/${item.slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a news article reads in full and its share links are plain links", async ({ page }) => {
    const item = await firstSlug(page, "news-articles", "ru");
    await page.goto(`/ru/novosti/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(page.getByTestId("story-body")).toBeVisible();
    const share = page.getByRole("link", { name: "Отправить в Telegram" });
    await expect(share).toHaveAttribute("href", /^https:\/\/t\.me\/share\/url\?url=/);
    // A card on /ru/istorii is a link to the post without any script.
    await page.goto("/ru/istorii");
    const card = page.getByTestId("post-card").first();
    await expect(card.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/ru\/istorii\/[a-z0-9-]+$/,
    );
    await expect(card.getByRole("button")).toHaveCount(0);
  });
});
