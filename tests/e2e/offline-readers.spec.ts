/**
 * Offline for every reader (issue 34): a French or Russian browser's bare address ("/" answers
 * with a redirect to its language) and the first page a reader ever opens reload offline, and a
 * reader saving data gets the service worker too.
 */
import type { Browser } from "@playwright/test";
import { expect, type Page, test } from "./support/fixtures.ts";
import { interactive, localePath } from "./support/helpers.ts";

async function reader(browser: Browser, baseURL: string | undefined, options = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  return { context, page: await context.newPage() };
}

/** Waits until the worker is active and holds `path` (the page it was installed from included). */
async function kept(page: Page, path: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      () => page.evaluate(async (p) => Boolean(await caches.match(p, { ignoreVary: true })), path),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

async function firstStorySlug(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/v1/blog-posts?pageSize=1")).json()) as {
    items: { slug: string }[];
  };
  return list.items[0]!.slug;
}

for (const [locale, language] of [
  ["fr", "fr-FR"],
  ["ru", "ru-RU"],
] as const) {
  test(`a ${locale} reader's bare address reloads offline, in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await reader(browser, baseURL, { locale: language });
    await page.goto("/");
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await interactive(page);
    const heading = (await page.locator("h1").first().textContent()) ?? "";
    await kept(page, "/");
    await context.setOffline(true);
    try {
      await page.goto("/");
      await expect(page.locator("h1").first()).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    } finally {
      await context.close();
    }
  });

  test(`the first page a ${locale} reader opens, a story, reloads offline`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await reader(browser, baseURL, { locale: language });
    await page.goto(localePath(`/blog/${await firstStorySlug(page)}`, locale));
    await interactive(page);
    // The story at its own address in this language (its slug is the language's own).
    const path = new URL(page.url()).pathname;
    const title = (await page.locator("h1").textContent()) ?? "";
    expect(title).not.toBe("");
    await kept(page, path);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator("h1")).toHaveText(title);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    } finally {
      await context.close();
    }
  });
}

test("a reader saving data gets the worker, and a text page reloads offline", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await reader(browser, baseURL, {
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  await page.goto("/about");
  await interactive(page);
  await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-save-data", "true");
  await kept(page, "/about");
  const heading = (await page.locator("h1").first().textContent()) ?? "";
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator("h1").first()).toHaveText(heading);
  } finally {
    await context.close();
  }
});
