/**
 * The reader this site is for (decision 0023): a low-end phone, 360 px wide, CPU four times slower,
 * on a 400 ms / 50 KB/s connection. A tap on the menu issued as soon as the header is painted
 * opens the navigation: the menu is a popover the browser opens itself, so no script of the page
 * has to load first, and no task of the page is running when the tap arrives.
 */
import { expect, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/helpers.ts";

test.use({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });

interface Timeline {
  longTasks: { start: number; end: number }[];
  tapAt?: number;
  openedAt?: number;
}

test("a tap on the menu as soon as the header is painted opens it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Before any script of the page: every long task of the main thread, the tap and the opening.
  await page.addInitScript(() => {
    const timeline: Timeline = { longTasks: [] };
    (window as unknown as { timeline: Timeline }).timeline = timeline;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        timeline.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
    addEventListener("pointerdown", (event) => (timeline.tapAt ??= event.timeStamp), true);
    addEventListener(
      "beforetoggle",
      (event) => {
        if ((event as ToggleEvent).newState === "open") timeline.openedAt ??= event.timeStamp;
      },
      true,
    );
  });

  await page.goto("/", { waitUntil: "commit" });
  const button = page.getByRole("button", { name: "Open menu" });
  // Playwright taps once the button is visible and still: as soon as the header is painted.
  await button.tap();
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Volunteer" })).toBeVisible();

  const timeline = await page.evaluate(
    () => (window as unknown as { timeline: Timeline }).timeline,
  );
  expect(timeline.tapAt, "the tap reached the page").toBeDefined();
  expect(timeline.openedAt, "the popover opened").toBeGreaterThanOrEqual(timeline.tapAt!);
  // No task of the page was running when the tap arrived (the tasks after it are its answer).
  const busy = timeline.longTasks.filter(
    (task) => task.start <= timeline.tapAt! && task.end > timeline.tapAt!,
  );
  expect(busy, JSON.stringify(timeline)).toEqual([]);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
