/**
 * The site search (issue 38) as a reader on a 360 px phone without JavaScript finds it: from the
 * header's field in French and Russian to a result's page; the results page and the empty state
 * pass axe; a query is shown as text, a too-long one is cut with a message, and result pages stay
 * out of search engines.
 */
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations, localePath, text, VIEWPORTS } from "./support/helpers.ts";

test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });

for (const [locale, query, address] of [
  ["fr", "école", "/fr/recherche"],
  ["ru", "школы", "/ru/poisk"],
] as const) {
  test(`${locale}: the header's field finds "${query}" and a result opens`, async ({ page }) => {
    await page.goto(localePath("/", locale));
    await page.locator(".menu-button").click();
    const field = page.getByRole("searchbox", { name: text(locale, "nav", "searchLabel") });
    await field.fill(query);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${address}\\?q=`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByTestId("search-count")).toContainText(query);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const first = page.locator(".search-result-link").first();
    const title = (await first.textContent())!.trim();
    await expect(first.locator("mark").first()).toBeVisible();
    const [response] = await Promise.all([page.waitForNavigation(), first.click()]);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
}

test.describe("with the page's scripts", () => {
  // axe itself needs page timers.
  test.use({ javaScriptEnabled: true });

  test("the results page and the empty state pass axe, on a phone and a desktop", async ({
    page,
  }) => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto("/ru/poisk?q=%D1%88%D0%BA%D0%BE%D0%BB%D0%B0");
      await expect(page.getByTestId("search-count")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/fr/recherche?q=zzqxw");
      await expect(page.getByTestId("search-empty")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test("a query is text, never markup, and a 1,000-character one is cut with a message", async ({
  page,
}) => {
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
  await expect(page.getByTestId("search-empty")).toContainText("<script>alert(1)</script>");
  await expect(page.getByRole("searchbox", { name: text("en", "search", "label") })).toHaveValue(
    "<script>alert(1)</script>",
  );
  expect(dialogs).toBe(0);

  await page.goto(`/fr/recherche?q=${encodeURIComponent("école ".repeat(167))}`);
  await expect(page.getByRole("status")).toHaveText(
    text("fr", "search", "cut").replace("{{max}}", "200"),
  );
  await expect(page.getByTestId("search-count")).toBeVisible();
});

test("a result in another language is offered below, marked with its language", async ({
  page,
}) => {
  await page.goto("/search?q=%C3%A9cole");
  const others = page.getByRole("region", { name: text("en", "search", "others.title") });
  await expect(others).toBeVisible();
  await expect(others.locator('[lang="fr"]').first()).toBeVisible();
});
