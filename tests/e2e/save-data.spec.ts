/**
 * A visitor who asks to save data (Save-Data: on) gets a light page: no decorative pictures (card
 * pictures become their text alternative), no prefetching, no optional script; home costs at most
 * 40 KB in all (decision 0023). The page cache keeps the light page apart from the full one.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { interactive } from "./support/helpers.ts";

/** Loads `path`, scrolls to the end (lazy pictures), and counts every byte received. */
async function visit(page: Page, path: string) {
  const received: { url: string; bytes: number; type: string }[] = [];
  const pending = new Set<Promise<void>>();
  page.on("requestfinished", (request) => {
    const done = request.sizes().then((sizes) => {
      received.push({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        type: request.resourceType(),
      });
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  await page.goto(path);
  await interactive(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return received;
}

const total = (received: { bytes: number }[]) => received.reduce((sum, r) => sum + r.bytes, 0);

test("with Save-Data: on, home costs at most 40 KB and shows no decorative picture", async ({
  browser,
}) => {
  // The full page first, so the light one must not come from its cache entry.
  const full = await browser.newContext();
  const fullVisit = await visit(await full.newPage(), "/");
  await full.close();

  const light = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await light.newPage();
  const lightVisit = await visit(page, "/");
  const bytes = total(lightVisit);
  test.info().annotations.push({
    type: "bytes",
    description: `home: ${total(fullVisit)} B in full, ${bytes} B with Save-Data`,
  });
  expect(bytes).toBeLessThanOrEqual(40 * 1024);
  expect(bytes).toBeLessThan(total(fullVisit));
  // Only the logo and icons are pictures: no hero, no card pictures.
  const images = lightVisit.filter((r) => r.type === "image").map((r) => new URL(r.url).pathname);
  expect(images.filter((p) => !/logo|favicon|icon/.test(p))).toEqual([]);
  // No optional script and no prefetching.
  const scripts = lightVisit.filter((r) => r.type === "script").map((r) => r.url);
  expect(scripts.some((url) => /counters|slideshow/.test(url))).toBe(false);
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  // The cards keep their text without their (decorative) pictures; the counters show their numbers.
  await expect(page.locator("main img")).toHaveCount(0);
  await expect(page.getByTestId("home-projects").locator(":scope > li")).toHaveCount(3);
  await expect(
    page.locator("section[aria-labelledby=home-impact] [data-counter]").first(),
  ).toHaveText("150+");
  await light.close();
});

test("the projects hero has no pictures and no slideshow with Save-Data", async ({ browser }) => {
  const light = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await light.newPage();
  await page.goto("/projects");
  await interactive(page);
  await expect(page.getByTestId("projects-hero").locator("img")).toHaveCount(0);
  await expect(page.getByTestId("hero-pause")).toBeHidden();
  await light.close();
});
