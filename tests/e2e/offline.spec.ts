/**
 * Offline (decision 0023): the service worker keeps visited pages, shows the offline page in
 * the page's language for a page never visited, and a form sent offline keeps what was typed.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { interactive, watchConsole } from "./support/helpers.ts";

/**
 * Opens `path` once the service worker is active, so that this visit goes through it (the
 * worker takes no page over: it serves the visits that start after it is installed).
 */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  await interactive(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(path);
  await interactive(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test("a story read once reloads offline", async ({ page, context }) => {
  await controlled(page, "/news");
  const href = await page.locator('main a[href^="/news/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  // Opened while the worker controls the page: now it is saved on the device.
  await page.goto(href!);
  await interactive(page);
  const title = (await page.locator("h1").textContent()) ?? "";
  expect(title).not.toBe("");
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator("h1")).toHaveText(title);
    // Its stylesheet came from the device too: the page is laid out, not bare HTML.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  } finally {
    await context.setOffline(false);
  }
});

test("a page never visited shows the offline page in the page's language", async ({
  page,
  context,
}) => {
  await controlled(page, "/fr/actualites");
  // A Russian page read online keeps the Russian offline page too.
  await page.goto("/ru/novosti");
  await interactive(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/ru/oflayn"))))
    .toBe(true);
  await context.setOffline(true);
  try {
    await page.goto("/fr/partenaire");
    await expect(page.locator("h1")).toHaveText("Vous êtes hors ligne");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/ru/usloviya");
    await expect(page.locator("h1")).toHaveText("Нет подключения к интернету");
  } finally {
    await context.setOffline(false);
  }
});

test("a form sent offline keeps what was typed and says it was not sent", async ({
  page,
  context,
}) => {
  const console = watchConsole(page);
  await controlled(page, "/contact");
  const form = page.getByTestId("contact-form");
  // The first focus loads the browser's check; the connection drops once it and the modules it
  // imports have arrived (were one still on its way, its failed load would be this test's console
  // error, not the send's: seen in CI when the test waited for the check's own file only).
  await form.getByLabel("Your name").fill("Kofi Mensah");
  await expect(form).toHaveAttribute("data-check", "ready");
  await form.getByLabel("E-mail").fill("kofi@example.org");
  await form.getByLabel("Message").fill("Written on the bus, with no signal.");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await context.setOffline(true);
  try {
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You are offline: nothing was sent. What you typed is still here; send it again when you are back online.",
    );
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel("Message")).toHaveValue("Written on the bus, with no signal.");
    expect(posts).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the note goes.
  await expect(page.getByRole("alert")).toHaveCount(0);
  console.expectNone();
});
