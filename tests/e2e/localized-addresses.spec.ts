/**
 * Section addresses in each language's words (docs/decisions/0026-localized-section-addresses.md):
 * the language switcher on a story leads straight to the other language's own slug, the menu links
 * are in the page's language, and an address in English words under a prefix moves for good.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { interactive } from "./support/helpers.ts";

interface Listed {
  id: number;
  slug: string;
  title: string;
}

async function listed(page: Page, api: string, locale: string): Promise<Listed[]> {
  const res = await page.request.get(`/api/v1/${api}?locale=${locale}&pageSize=50`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Listed[] }).items;
}

for (const [api, frBase, ruBase] of [
  ["blog-posts", "/fr/histoires", "/ru/istorii"],
  ["news-articles", "/fr/actualites", "/ru/novosti"],
  ["programs", "/fr/projets", "/ru/proekty"],
] as const) {
  test(`the switcher on a French ${api} page opens the Russian slug itself, no redirect`, async ({
    page,
  }) => {
    const french = (await listed(page, api, "fr"))[0]!;
    const russian = (await listed(page, api, "ru")).find((i) => i.id === french.id)!;
    expect(russian.slug).not.toBe(french.slug);
    await page.goto(`${frBase}/${french.slug}`);
    await interactive(page);
    const target = `${ruBase}/${russian.slug}`;
    const link = page.getByRole("link", { name: "Русский" }).filter({ visible: true }).first();
    await expect(link).toHaveAttribute("href", target);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest()),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    expect(new URL(response.url()).pathname).toBe(target);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(russian.title);
  });
}

test("the switcher without script goes through /language to the Russian slug, answered 200", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const french = (await listed(page, "blog-posts", "fr"))[0]!;
  const russian = (await listed(page, "blog-posts", "ru")).find((i) => i.id === french.id)!;
  await page.goto(`/fr/histoires/${french.slug}`);
  const href = await page
    .getByRole("link", { name: "Русский" })
    .filter({ visible: true })
    .first()
    .getAttribute("href");
  const next = new URL(href ?? "", page.url()).searchParams.get("next");
  expect(next).toBe(`/ru/istorii/${russian.slug}`);
  const direct = await page.request.get(next!, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  await context.close();
});

test("menu links are in the page's words, and the English words move for good", async ({
  page,
}) => {
  await page.goto("/fr/s-engager");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "S’engager" }).first()).toHaveAttribute(
    "href",
    "/fr/s-engager",
  );
  const moved = await page.request.get("/fr/get-involved?from=old", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/fr/s-engager?from=old");
  const donate = await page.request.get("/ru/donate?x=1", { maxRedirects: 0 });
  expect(donate.status()).toBe(301);
  expect(donate.headers()["location"]).toBe("/ru/pozhertvovat?x=1");
  const unknown = await page.goto("/fr/nulle-part");
  expect(unknown?.status()).toBe(404);
  // A browser that follows the old address lands on the French page.
  await page.goto("/fr/get-involved");
  await expect(page).toHaveURL(/\/fr\/s-engager$/);
});
