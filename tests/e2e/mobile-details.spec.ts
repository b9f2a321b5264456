/**
 * Details seen on phones and wide screens: the floating Donate button keeps
 * clear of content and is not on /donate, the French and Russian site name is whole in the
 * header, and the focus ring of a white button on a dark band shows against both.
 */
import { expect, test, type Locator, type Page } from "./support/fixtures.ts";
import { interactive } from "./support/helpers.ts";

const floatingDonate = (page: Page) => page.getByTestId("floating-donate");

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/**
 * Waits until the page has stopped scrolling (three frames at the same place): with
 * `scroll-behavior: smooth`, focusing a link scrolls the page over several frames, and a box read
 * mid-way is not where the reader will see it.
 */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the floating Donate button is not on the donate page", async ({ page }) => {
    for (const path of ["/donate", "/fr/faire-un-don", "/ru/pozhertvovat"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(floatingDonate(page), path).toHaveCount(0);
    }
    await page.goto("/fr/benevolat");
    await expect(floatingDonate(page)).toBeVisible();
  });

  test("the floating Donate button covers none of the home hero's buttons", async ({ page }) => {
    for (const path of ["/", "/fr", "/ru"]) {
      await page.goto(path);
      const hero = page.locator("main section").first();
      const links = hero.getByRole("link");
      await expect(links.first()).toBeVisible();
      const donate = await box(floatingDonate(page));
      for (let i = 0; i < (await links.count()); i++) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        const target = await box(link);
        const button = await box(floatingDonate(page));
        expect(overlaps(target, button), `${path} hero link ${i}`).toBe(false);
      }
      expect(donate.width).toBeLessThanOrEqual(48);
    }
  });
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`no focused footer link is under the floating Donate button at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/about");
    await interactive(page);
    const links = page.getByRole("contentinfo").getByRole("link");
    await links.first().focus();
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      if (i > 0) await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await scrollSettled(page);
      // Where the browser put the focused link, as the reader sees it.
      expect(
        overlaps(await box(link), await box(floatingDonate(page))),
        `${await link.innerText()} under the button`,
      ).toBe(false);
    }
  });
}

for (const width of [1280, 1440]) {
  test(`the site name is whole in the header at ${width} px in French and Russian`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/fr", "/ru"]) {
      await page.goto(path);
      const name = page.getByTestId("site-name");
      await expect(name).toBeVisible();
      const clipped = await name.evaluate(
        (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
      );
      expect(clipped, `${path} at ${width} px`).toBe(false);
    }
  });
}

test("a white button on a dark band shows a ring against the band and the button", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.locator("main section").first();
  const primary = hero.getByRole("link").first();
  await expect(primary).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await primary.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(primary).toBeFocused();
  const style = (property: "outlineColor" | "outlineStyle" | "outlineWidth" | "boxShadow") =>
    primary.evaluate((el, name) => getComputedStyle(el)[name], property);
  expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  // A white outline against the dark band, and a dark ring (box-shadow) against the white button.
  // Polled: the button's colour transition eases the outline in.
  await expect.poll(() => style("outlineStyle")).toBe("solid");
  await expect.poll(() => style("outlineColor")).toBe("rgb(255, 255, 255)");
  expect(parseFloat(await style("outlineWidth"))).toBeGreaterThanOrEqual(2);
  await expect.poll(() => style("boxShadow")).toMatch(/0px 0px 0px 2px/);
});
