/**
 * Every public route in every locale: 200, <html lang>, canonical + hreflang alternates, no id used
 * twice, no console errors, axe clean and no horizontal scroll at phone and desktop widths (the one place the public
 * pages are checked with axe as they first open; other specs check the states they open); an
 * unknown path answers 404 in every locale.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  expectNoAxeViolations,
  expectUniqueIds,
  interactive,
  LOCALES,
  localePath,
  PUBLIC_ROUTES,
  VIEWPORTS,
  watchConsole,
} from "./support/helpers.ts";

for (const locale of LOCALES) {
  test.describe(`${locale} pages`, () => {
    for (const route of PUBLIC_ROUTES) {
      const path = localePath(route, locale);
      test(`${path} renders in ${locale}, with canonical and hreflang, axe clean`, async ({
        page,
      }) => {
        const console = watchConsole(page);
        // Opened at phone width, then widened: one load, both layouts checked.
        await page.setViewportSize(VIEWPORTS.mobile);
        const response = await page.goto(path);
        expect(response?.status(), `${path} status`).toBe(200);
        await interactive(page);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("h1").first()).toBeVisible();

        const canonical = page.locator('link[rel="canonical"]');
        await expect(canonical).toHaveCount(1);
        expect(new URL((await canonical.getAttribute("href")) ?? "", page.url()).pathname).toBe(
          path,
        );
        for (const alt of LOCALES) {
          const link = page.locator(`link[rel="alternate"][hreflang="${alt}"]`);
          await expect(link, `hreflang ${alt} on ${path}`).toHaveCount(1);
          expect(new URL((await link.getAttribute("href")) ?? "", page.url()).pathname).toBe(
            localePath(route, alt),
          );
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expectUniqueIds(page);

        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await test.step(`axe at ${name} width`, () => expectNoAxeViolations(page));
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `horizontal scroll on ${path} at ${name} width`).toBeLessThanOrEqual(0);
        }
        console.expectNone();
      });
    }

    test(`an unknown path answers 404 in ${locale}`, async ({ page }) => {
      const path = localePath("/no-such-page-here", locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const nested = await page.request.get(localePath("/gallery/not-a-photo", locale));
      expect(nested.status()).toBe(404);
    });
  });
}
