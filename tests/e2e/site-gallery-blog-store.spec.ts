/** Gallery, blog and store: data from the database, filters, viewer, post links, newsletter, carousel, a11y, locales. */
import { expect, test, type Page } from "./support/fixtures.ts";
import {
  expectNoAxeViolations,
  expectUniqueIds,
  interactive,
  localePath,
  LOCALES,
  seen,
  signInAsAdmin,
  VIEWPORTS,
  watchConsole,
} from "./support/helpers.ts";

const thumbs = (page: Page) => page.getByTestId("gallery-grid").getByRole("link");
const viewer = (page: Page) => page.getByRole("dialog");
const position = (page: Page) => page.getByTestId("viewer-position");

/** Opens a page and waits until it is interactive (buttons work). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await interactive(page);
  return response;
}

async function expectFocusInside(page: Page, testId: string) {
  const inside = await page.evaluate(
    (id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement),
    testId,
  );
  expect(inside, `focus inside ${testId}`).toBe(true);
}

test.describe("gallery", () => {
  test("tabs filter by the stored category each tab shows", async ({ page }) => {
    const console = watchConsole(page);
    await open(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Our Gallery" })).toBeVisible();
    await expect(thumbs(page)).toHaveCount(16);
    const mapping = [
      ["Education", "education"],
      ["Training", "sport"],
      ["Outreach", "projects"],
      ["Events", "others"],
    ] as const;
    for (const [label, category] of mapping) {
      await page.getByRole("tab", { name: label }).click();
      await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
      await expect(thumbs(page)).toHaveCount(4);
      const categories = await thumbs(page).evaluateAll((els) =>
        els.map((el) => el.getAttribute("data-category")),
      );
      expect(new Set(categories)).toEqual(new Set([category]));
    }
    await page.getByRole("tab", { name: "All" }).click();
    await expect(thumbs(page)).toHaveCount(16);
    // The static impact block: fixed figures.
    for (const figure of ["50+", "2,000+", "15", "100+"]) {
      await expect(
        page.locator("dd", { hasText: new RegExp(`^${figure.replace("+", "\\+")}$`) }),
      ).toBeVisible();
    }
    console.expectNone();
  });

  test("captions show on hover and on keyboard focus", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, "/gallery");
    const caption = (i: number) => seen(thumbs(page).nth(i).getByTestId("gallery-caption"));
    await expect.poll(() => caption(0)).toBe(false);
    await thumbs(page).nth(0).hover();
    await expect.poll(() => caption(0)).toBe(true);
    await expect(thumbs(page).nth(0)).toContainText("Students working together");
    // Keyboard: from the active tab, Tab reaches the first photo.
    await page.mouse.move(0, 0);
    await page.getByRole("tab", { name: "Education" }).click();
    await page.mouse.move(0, 0);
    await page.keyboard.press("Tab");
    await expect(thumbs(page).nth(0)).toBeFocused();
    await expect.poll(() => caption(0)).toBe(true);
    await expect.poll(() => caption(1)).toBe(false);
  });

  test("viewer wraps both ways, follows arrow keys, keeps focus and closes on Escape", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await open(page, "/gallery");
    await thumbs(page).nth(15).click();
    await expect(viewer(page)).toBeVisible();
    await expect(position(page)).toHaveText("16 / 16");
    const title16 = await viewer(page).getByRole("heading").textContent();
    await viewer(page).getByRole("button", { name: "Next photo" }).click();
    await expect(position(page)).toHaveText("1 / 16");
    await viewer(page).getByRole("button", { name: "Previous photo" }).click();
    await expect(position(page)).toHaveText("16 / 16");
    await expect(viewer(page).getByRole("heading")).toHaveText(title16 ?? "");
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText("1 / 16");
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText("2 / 16");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position(page)).toHaveText("16 / 16");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      await expectFocusInside(page, "gallery-viewer");
    }
    await page.keyboard.press("Shift+Tab");
    await expectFocusInside(page, "gallery-viewer");
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(thumbs(page).nth(15)).toBeFocused();
    console.expectNone();
  });

  test("viewer cycles only through the current tab", async ({ page }) => {
    await open(page, "/gallery");
    await page.getByRole("tab", { name: "Training" }).click();
    await thumbs(page).nth(0).click();
    await expect(position(page)).toHaveText("1 / 4");
    await viewer(page).getByRole("button", { name: "Previous photo" }).click();
    await expect(position(page)).toHaveText("4 / 4");
    await viewer(page).getByRole("button", { name: "Next photo" }).click();
    await expect(position(page)).toHaveText("1 / 4");
    await viewer(page).getByRole("button", { name: "Close the viewer" }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(thumbs(page).nth(0)).toBeFocused();
  });

  test("French viewer position and Russian tabs are translated", async ({ page }) => {
    await open(page, "/fr/galerie");
    await thumbs(page).nth(2).click();
    await expect(position(page)).toHaveText("3 sur 16");
    await open(page, "/ru/galereya");
    await expect(page.getByRole("tab", { name: "Тренировки" })).toBeVisible();
  });
});

test.describe("blog", () => {
  const cards = (page: Page) => page.getByTestId("post-card");

  test("the category filter is a URL parameter and shows only that category", async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const response = await open(page, "/blog?category=Sports");
    expect(response?.status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
    for (const category of await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-category")),
    )) {
      expect(category).toBe("Sports");
    }
    const filter = page.getByRole("navigation", { name: "Filter posts by category" });
    await expect(filter.getByRole("link", { name: "Sports", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filter.getByRole("link", { name: "Education", exact: true }).click();
    await expect(page).toHaveURL(/\?category=Education$/);
    await expect(cards(page).first()).toHaveAttribute("data-category", "Education");
    expect(
      new Set(
        await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-category"))),
      ),
    ).toEqual(new Set(["Education"]));
    // "All" lists exactly the published posts (other specs may have published more on this server).
    const { E2E_ADMIN } = await import("../../playwright.config.ts");
    expect((await request.post("/api/v1/auth/sign-in", { data: E2E_ADMIN })).status()).toBe(200);
    const published = await request.get("/api/v1/blog-posts?status=published&pageSize=100");
    const { items } = (await published.json()) as { items: unknown[] };
    expect(items.length).toBeGreaterThanOrEqual(6);
    await filter.getByRole("link", { name: "All", exact: true }).click();
    await expect(cards(page)).toHaveCount(items.length);
    await expect(page.getByText("Draft: volunteer handbook update")).toHaveCount(0);
    await expect(page.getByText("Review: annual report 2024")).toHaveCount(0);
    console.expectNone();
  });

  test("a category without published posts shows the empty message and hint", async ({ page }) => {
    await signInAsAdmin(page);
    const list = await page.request.get("/api/v1/blog-posts?category=Healthcare&status=published");
    const { items } = (await list.json()) as { items: { id: number }[] };
    try {
      for (const { id } of items) {
        const res = await page.request.put(`/api/v1/blog-posts/${id}`, {
          data: { status: "draft" },
        });
        expect(res.ok()).toBe(true);
      }
      await open(page, "/blog?category=Healthcare");
      await expect(page.getByText("No posts found in this category")).toBeVisible();
      await expect(page.getByText("Try selecting a different category")).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await open(page, "/fr/histoires?category=Healthcare");
      await expect(page.getByText("Aucun article dans cette catégorie")).toBeVisible();
    } finally {
      for (const { id } of items) {
        await page.request.put(`/api/v1/blog-posts/${id}`, { data: { status: "published" } });
      }
    }
  });

  test("the list is a document: each card is one link to the post's own page", async ({ page }) => {
    const console = watchConsole(page);
    await open(page, "/blog");
    // No React in the browser (decision 0023): no router context, no hydration.
    await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-hydrates", "false");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const card = cards(page).filter({ hasText: "Girls' football league kicks off with 12 teams" });
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("button")).toHaveCount(0);
    // The title's link covers the card: a click on the picture (its top left) opens the post too.
    await card.click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Girls' football league kicks off with 12 teams",
    );
    await expect(page.getByTestId("post-carousel")).toHaveCount(0);
    console.expectNone();
  });

  test("the album post shows a carousel of 15 photos", async ({ page }) => {
    const console = watchConsole(page);
    await open(page, "/blog");
    await page
      .getByRole("link", { name: "Partners meet in Accra to plan the 2025 season" })
      .click();
    await interactive(page);
    const carousel = page.getByTestId("post-carousel");
    await expect(carousel).toBeVisible();
    await expect(carousel).toHaveAttribute("data-count", "15");
    const at = carousel.getByTestId("carousel-position");
    await expect(at).toHaveText("1 / 15");
    await expect(carousel.getByRole("img")).toHaveAttribute("alt", /photo 1 of 15/);
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(at).toHaveText("2 / 15");
    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await expect(at).toHaveText("15 / 15");
    await page.keyboard.press("ArrowRight");
    await expect(at).toHaveText("1 / 15");
    await page.keyboard.press("ArrowLeft");
    await expect(at).toHaveText("15 / 15");
    const sources = new Set<string>();
    for (let i = 0; i < 15; i++) {
      sources.add((await carousel.getByRole("img").getAttribute("src")) ?? "");
      await carousel.getByRole("button", { name: "Next photo" }).click();
    }
    expect(sources.size).toBe(15);
    console.expectNone();
  });

  test("the newsletter box signs up without a reload, promising no e-mail while mail is off", async ({
    page,
  }) => {
    await open(page, "/ru/istorii");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.getByLabel("Адрес электронной почты").fill("reader@example.org");
    await page.getByRole("button", { name: "Подписаться" }).click();
    await expect(page.getByTestId("newsletter-status")).toContainText("Мы записали ваш адрес");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^\/ru\/istorii/);
  });

  test("the newsletter box checks the address in the browser before sending", async ({ page }) => {
    await open(page, "/fr/histoires");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const email = page.getByLabel("Adresse e-mail");
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "S’abonner" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.locator("#newsletter-email-error")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("the newsletter box works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByLabel("Email address").fill("no-script@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog#newsletter-form$/);
    await expect(page.getByTestId("newsletter-status")).toContainText("We have noted your address");
    await expect(page.getByTestId("newsletter-status").locator("[data-form-error]")).toHaveCount(0);
    await page.getByLabel("Email address").fill("wrong");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#newsletter-email-error")).toBeVisible();
    await context.close();
  });

  test("broken images fall back to the placeholder", async ({ page }) => {
    await page.route("**/media/blog-images/**", (route) => route.fulfill({ status: 404 }));
    await open(page, "/blog?category=Sports");
    // The first card with a cover (other specs publish Sports stories without one); a lazy
    // picture loads, and fails, once it is in view.
    const picture = page.getByTestId("post-card").locator("img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute("src", "/placeholder.svg");
  });

  test("filtering works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr/histoires");
    await page
      .getByRole("navigation", { name: "Filtrer les articles par catégorie" })
      .getByRole("link", { name: "Culture", exact: true })
      .click();
    await expect(page).toHaveURL(/\/fr\/histoires\?category=Culture$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByTestId("post-card")).toHaveAttribute("data-category", "Culture");
    await context.close();
  });

  test("dates follow the page locale", async ({ page }) => {
    await open(page, "/fr/histoires?category=Volunteers");
    await expect(page.getByTestId("post-card").first()).toContainText("18 novembre 2024");
    await expect(page.getByTestId("post-card").first()).toContainText("4 min de lecture");
  });
});

test.describe("store", () => {
  test("lists active items only, with Featured badges and dollar prices", async ({ page }) => {
    const console = watchConsole(page);
    await open(page, "/store");
    await expect(page.getByText("Official Merchandise")).toBeVisible();
    const products = page.getByTestId("product-card");
    await expect(products).toHaveCount(5);
    await expect(page.getByText("Hoodie (2023 edition)")).toHaveCount(0);
    await expect(page.getByTestId("featured-badge")).toHaveCount(3);
    await expect(
      products.filter({ hasText: "Foundation T-shirt" }).getByTestId("price"),
    ).toHaveText("$25.00");
    for (const price of await page.getByTestId("price").allTextContents())
      expect(price).toMatch(/^\$\d/);
    for (const text of ["100%", "5,000+", "50+"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const step of ["You Shop", "We Support", "Communities Thrive"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    // Chips are display only: not buttons.
    await expect(page.getByTestId("store-chips").getByRole("button")).toHaveCount(0);
    await expect(page.getByTestId("store-chips").getByRole("listitem")).toHaveText([
      "All",
      "Apparel",
      "Accessories",
    ]);
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "#products");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    await expect(
      page
        .getByRole("region", { name: "Questions about an order or bulk purchases?" })
        .getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    // A disclosure that needs no script: the shop is not open yet.
    await products.filter({ hasText: "Cap" }).getByText("Add to Cart").click();
    await expect(products.filter({ hasText: "Cap" }).getByRole("status")).toContainText(
      "opens soon",
    );
    expect(requests).toEqual([]);
    console.expectNone();
  });

  test("prices and links follow the locale", async ({ page }) => {
    await open(page, "/fr/boutique");
    await expect(page.getByTestId("price").first()).toContainText("$");
    await expect(page.getByTestId("price").first()).toContainText(",00");
    await expect(page.getByRole("link", { name: "En savoir plus" })).toHaveAttribute(
      "href",
      "/fr/a-propos",
    );
    await open(page, "/ru/magazin");
    await expect(page.getByRole("heading", { name: "Избранные товары" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const locale of LOCALES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`the open photo and a story are axe clean in ${locale} at ${name} width`, async ({
        page,
      }) => {
        // The three lists as they open are checked with every public page (site-all-routes).
        const console = watchConsole(page);
        await page.setViewportSize(viewport);
        await open(page, localePath("/gallery", locale));
        await thumbs(page).nth(0).click();
        await expect(viewer(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await expectUniqueIds(page);
        await open(page, localePath("/blog?category=Volunteers", locale));
        await page.getByTestId("post-card").first().getByRole("link").click();
        await interactive(page);
        await expect(page.getByTestId("post-carousel")).toBeVisible();
        await expectNoAxeViolations(page);
        await expectUniqueIds(page);
        console.expectNone();
      });
    }
  }
});
