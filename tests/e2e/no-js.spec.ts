/**
 * Reading without JavaScript (decision 0023): the header menus, the mobile menu, FAQ answers,
 * gallery thumbnails, blog filters and every public page work with scripts off. Also the 404
 * pages stay out of search indexes.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import {
  expectNoAxeViolations,
  LOCALES,
  localePath,
  PUBLIC_ROUTES,
  VIEWPORTS,
} from "./support/helpers.ts";

test.use({ javaScriptEnabled: false });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
/** A header menu's trigger: the <summary> of its <details> in the server HTML. */
const menuTrigger = (page: Page, name: string) =>
  mainNav(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${name}$`) });

test("no script runs: the page is the server HTML", async ({ page }) => {
  await page.goto("/");
  // the router's inline bootstrap script never ran
  expect(await page.evaluate(() => "__reactRouterContext" in (window as unknown as object))).toBe(
    false,
  );
  await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-hydrates", "false");
});

test.describe("header menus at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  for (const [name, links] of [
    [
      "About",
      [
        ["About Us", "/about"],
        ["Our Services", "/services"],
        ["Partner With Us", "/partner"],
        ["Gallery", "/gallery"],
      ],
    ],
    [
      "Projects",
      [
        ["Ongoing Projects", "/projects"],
        ["Completed Projects", "/projects#completed"],
      ],
    ],
    [
      "Support Us",
      [
        ["Donate", "/donate"],
        ["Store", "/store"],
      ],
    ],
  ] as const) {
    test(`${name} opens with a click and its links navigate`, async ({ page }) => {
      await page.goto("/");
      const trigger = menuTrigger(page, name);
      const first = mainNav(page).getByRole("link", { name: links[0][0], exact: true });
      await expect(first).toBeHidden();
      await trigger.click();
      for (const [label, href] of links) {
        const link = mainNav(page).getByRole("link", { name: label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", href);
      }
      const [label, href] = links[links.length - 1];
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace("#", "#?")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the keyboard opens a menu, and one menu open closes the other", async ({ page }) => {
    await page.goto("/fr/actualites");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const about = nav.locator("summary").filter({ hasText: /^À propos$/ });
    const support = nav.locator("summary").filter({ hasText: /^Nous soutenir$/ });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Galerie" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Galerie" })).toHaveAttribute("href", "/fr/galerie");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Qui sommes-nous" })).toBeFocused();
    await support.click();
    await expect(nav.getByRole("link", { name: "Boutique" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Galerie" })).toBeHidden();
    await support.click();
    await expect(nav.getByRole("link", { name: "Boutique" })).toBeHidden();
  });
});

test("the mobile menu opens at 360 px and its links navigate", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/ru");
  const menu = page.getByRole("navigation", { name: "Основная навигация" });
  await expect(menu).toBeHidden();
  const toggle = page.getByRole("button", { name: "Открыть меню" });
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Закрыть меню" })).toBeVisible();
  for (const name of ["Главная", "Волонтёрство", "Истории"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // a group opens in place (a <details>)
  await menu
    .locator("summary")
    .filter({ hasText: /^О нас$/ })
    .click();
  for (const name of ["О фонде", "Галерея"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await menu
    .locator("summary")
    .filter({ hasText: /^Проекты$/ })
    .click();
  await expect(menu.getByRole("link", { name: "Завершённые проекты", exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // the language links are in the panel too
  await expect(page.getByRole("link", { name: "Français" })).toBeVisible();
  await menu.getByRole("link", { name: "Волонтёрство", exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/volonteram$/);
  await expect(menu).toBeHidden();
});

test("a language chosen without JavaScript is remembered", async ({ page, context }) => {
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");
  // a bare address now answers in French
  await page.goto("/news");
  await expect(page).toHaveURL(/\/fr\/actualites$/);
  // and back to English the same way
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("FAQ answers are in the server HTML and open without JavaScript", async ({ page }) => {
  const answer = /^95% of every donation goes directly to our programs/;
  const html = await (await page.request.get("/get-involved")).text();
  expect(html).toContain("95% of every donation goes directly to our programs");
  await page.goto("/get-involved");
  const faq = page.getByTestId("faq");
  await expect(faq.locator("summary")).toHaveCount(5);
  await expect(faq.getByText(answer)).toBeHidden();
  await faq.getByRole("heading", { name: "How is my donation used?" }).click();
  await expect(faq.getByText(answer)).toBeVisible();
  // French and Russian too
  await page.goto("/fr/s-engager");
  await page.getByTestId("faq").locator("summary").first().click();
  await expect(page.getByTestId("faq").getByText(/^95\s% de chaque don/)).toBeVisible();
});

test.describe("the server HTML", () => {
  // axe itself needs page timers, so here the page's own scripts are blocked instead.
  test.use({ javaScriptEnabled: true });

  test("is axe clean with its menus and an FAQ answer open", async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/fr/s-engager");
    await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-hydrates", "false");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.locator("summary").first().click();
    await expect(nav.getByRole("link", { name: "Galerie" })).toBeVisible();
    await page.getByTestId("faq").locator("summary").first().click();
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-hydrates", "false");
  });
});

test("gallery thumbnails link to the full image", async ({ page }) => {
  await page.goto("/gallery");
  const thumbs = page.getByTestId("gallery-grid").getByRole("link");
  expect(await thumbs.count()).toBeGreaterThan(0);
  const first = thumbs.first();
  const href = await first.getAttribute("href");
  expect(href).toBeTruthy();
  expect(href).toBe(await first.locator("img").getAttribute("src"));
  const image = await page.request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
});

test("blog category filters are plain links", async ({ page }) => {
  await page.goto("/blog");
  const filter = page.getByRole("navigation", { name: "Filter posts by category" });
  await expect(filter.getByRole("link", { name: "Sports" })).toHaveAttribute(
    "href",
    "/blog?category=Sports",
  );
  await filter.getByRole("link", { name: "Sports" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Sports$/);
  const cards = page.getByTestId("post-card");
  await expect(cards.first()).toBeVisible();
  for (const category of await cards.evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-category")),
  )) {
    expect(category).toBe("Sports");
  }
});

for (const locale of LOCALES) {
  test(`every public page renders its main heading without JavaScript in ${locale}`, async ({
    page,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const path = localePath(route, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", locale);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1, path).toHaveCount(1);
      await expect(h1, path).toBeVisible();
      expect((await h1.textContent())?.trim(), path).toBeTruthy();
    }
  });
}

test.describe("404 pages stay out of search indexes", () => {
  for (const path of [
    "/no-such-page-here",
    "/blog/nothing/here",
    "/de/seite",
    "/en/about",
    "/fr/nulle-part",
    "/ru/nigde",
  ]) {
    test(`${path}: noindex, no canonical, no hreflang`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator("link[hreflang]")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
