/**
 * Stored XSS: an admin stores script payloads in every text field of a blog post,
 * a news article, a program, a gallery item, a store item and the site settings; the public pages
 * then render in Chromium without running any of them, showing the payloads as plain text (rich
 * text bodies are sanitized HTML instead: the payloads are removed on save, decision 0011).
 */
import { expect, test, type APIRequestContext, type Page } from "./support/fixtures.ts";
import { field } from "./support/editor.ts";
import { interactive, signInAsAdmin } from "./support/helpers.ts";

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const IMG = `<img src=x onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const SVG = `"><svg onload=window.__xss=1>`;
const ALERT = `<img src=x onerror=alert(1)>`;
const STYLE = `</style><script>window.__xss=1</script>`;
/** Passes the site-path check of image fields, then tries to break out of the attribute. */
const PATH = `/placeholder.svg?"><script>window.__xss=1</script>`;
const JS_URL = "javascript:window.__xss=1";

const title = (kind: string) => `XSS ${kind} ${RUN} ${IMG}`;
const today = new Date().toISOString().slice(0, 10);

interface Created {
  endpoint: string;
  id: number;
}

async function create(request: APIRequestContext, endpoint: string, data: object) {
  const res = await request.post(`/api/v1/${endpoint}`, { data });
  expect(res.status(), `${endpoint}: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { id: number };
  return { endpoint, id: body.id };
}

/**
 * Waits until all the page loads has run: its scripts and images (the load event), its own script
 * and React where the page hydrates, then the load or error handlers of every image shown since.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  if ((await page.locator("[data-site-shell]").count()) > 0) await interactive(page);
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.loading !== "lazy")
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener("load", done, { once: true });
              img.addEventListener("error", done, { once: true });
            }),
        ),
    ),
  );
}

/** Every kind of trace a payload would leave if it had been parsed as markup or run. */
async function expectInert(page: Page, dialogs: string[]) {
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
    undefined,
  );
  expect(dialogs, `dialogs on ${page.url()}`).toEqual([]);
  for (const selector of [
    'img[src="x"]',
    "svg[onload]",
    "[onerror]",
    "[onload]",
    'a[href^="javascript:"]',
  ]) {
    const found = await page
      .locator(selector)
      .evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)));
    expect(found, `${selector} on ${page.url()}`).toEqual([]);
  }
  // A parsed payload would be a script of its own (the hydration data only quotes it, escaped).
  const injected = await page.evaluate(
    () => [...document.scripts].filter((s) => s.textContent?.trim() === "window.__xss=1").length,
  );
  expect(injected, `injected scripts on ${page.url()}`).toBe(0);
}

test.describe("stored XSS in every text field", () => {
  const created: Created[] = [];
  let originalSettings: unknown = null;

  test.afterAll(async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL });
    const res = await ctx.request.post("/api/v1/auth/sign-in", {
      data: (await import("../../playwright.config.ts")).E2E_ADMIN,
    });
    expect(res.status()).toBe(200);
    for (const { endpoint, id } of created) {
      const del = await ctx.request.delete(`/api/v1/${endpoint}/${id}`);
      expect(del.status(), `${endpoint}/${id}`).toBeLessThan(300);
    }
    if (originalSettings) {
      const put = await ctx.request.put("/api/v1/settings", { data: originalSettings });
      expect(put.status()).toBe(200);
    }
    await ctx.close();
  });

  test("payloads are stored, then shown as text and never run on the public pages", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await signInAsAdmin(page);
    const req = page.request;

    created.push(
      await create(req, "blog-posts", {
        title: title("post"),
        excerpt: `Excerpt ${SCRIPT}`,
        content: `Body ${IMG}\n\nSecond ${SVG}\n\n${ALERT} ${JS_URL}`,
        author: `Author ${SVG}`,
        date: today,
        category: "Education",
        image: PATH,
        images: [PATH],
        readTime: `5 ${SCRIPT}`,
        status: "published",
      }),
    );
    // A javascript: URL is not even stored as an album image (docs/security.md).
    const refused = await req.post("/api/v1/blog-posts", {
      data: { title: title("refused"), excerpt: "e", content: "c", author: "a", images: [JS_URL] },
    });
    expect(refused.status()).toBe(400);
    created.push(
      await create(req, "news-articles", {
        title: title("news"),
        excerpt: `Excerpt ${SCRIPT}`,
        content: `Body ${IMG}\n\n${SVG}`,
        author: `Author ${ALERT}`,
        publishDate: today,
        image: PATH,
        readTime: `3 ${SVG}`,
        status: "published",
        featured: false,
      }),
    );
    created.push(
      await create(req, "programs", {
        title: title("program"),
        description: `Description ${SCRIPT}`,
        longDescription: `Long ${IMG} ${SVG}`,
        location: `Place ${SVG}`,
        status: "ongoing",
        image: PATH,
        requirements: [IMG, SCRIPT],
        objectives: [SVG, JS_URL],
        contactPerson: `Contact ${ALERT}`,
      }),
    );
    created.push(
      await create(req, "gallery-items", {
        src: PATH,
        title: title("gallery"),
        description: `Description ${SCRIPT} ${SVG}`,
        uploadDate: today,
        fileSize: `1 ${IMG}`.slice(0, 20),
      }),
    );
    created.push(
      await create(req, "store-items", {
        name: title("store"),
        description: `Description ${SCRIPT} ${SVG}`,
        price: 12,
        image: PATH,
        status: "active",
        stockQuantity: 3,
      }),
    );

    const current = (await (await req.get("/api/v1/settings")).json()) as {
      settings: {
        general: Record<string, unknown>;
        appearance: Record<string, unknown>;
      } & Record<string, unknown>;
    };
    originalSettings = current.settings;
    const put = await req.put("/api/v1/settings", {
      data: {
        ...current.settings,
        general: {
          ...current.settings.general,
          siteName: { en: `Site ${RUN} ${SCRIPT}`, fr: `Site ${RUN} ${SCRIPT}`, ru: "" },
          siteDescription: { en: `Description ${IMG} ${SVG}`, fr: "", ru: "" },
        },
        appearance: { ...current.settings.appearance, customCss: `body{} ${STYLE}` },
      },
    });
    expect(put.status(), await put.text()).toBe(200);

    // Home: site name and description, latest content.
    await page.goto("/");
    await expect(page.getByRole("banner")).toContainText(`Site ${RUN} ${SCRIPT}`);
    await expectInert(page, dialogs);
    // The custom CSS cannot close its <style> element: the whole payload stays inside it.
    const customStyle = await page.evaluate(
      () =>
        [...document.querySelectorAll("style")]
          .map((el) => el.textContent ?? "")
          .find((t) => t.includes("body{}")) ?? "",
    );
    expect(customStyle).toContain("__xss=1");
    expect(customStyle).not.toContain("</style>");

    // Blog: the card, then the post's own page.
    await page.goto("/blog");
    // The card's title is a link to the post's page, showing the payload as text.
    const card = page.getByRole("link", { name: new RegExp(`XSS post ${RUN}`) });
    await expect(card).toContainText(title("post"));
    await expectInert(page, dialogs);
    await card.click();
    const article = page.locator("main article").first();
    // The body is rich text (decision 0011): sanitized HTML where the payloads are gone, not text.
    await expect(article.getByText("Body", { exact: true })).toBeVisible();
    await expect(article).toContainText("Second");
    await expect(page.locator("main")).toContainText(`Author ${SVG}`);
    await expectInert(page, dialogs);

    // News.
    await page.goto("/news");
    await expect(page.getByText(title("news")).first()).toBeVisible();
    await expect(page.getByText(`Excerpt ${SCRIPT}`).first()).toBeVisible();
    await expectInert(page, dialogs);

    // Projects (ongoing programs).
    await page.goto("/projects");
    await expect(page.getByText(title("program")).first()).toBeVisible();
    await expectInert(page, dialogs);

    // Gallery: the thumbnail, then the viewer.
    await page.goto("/gallery");
    // Thumbnails are links to the full image; once the script runs, a click opens the viewer instead.
    const thumb = page
      .getByTestId("gallery-grid")
      .getByRole("link", { name: new RegExp(`XSS gallery ${RUN}`) });
    await expect(thumb).toBeVisible();
    await interactive(page);
    await expectInert(page, dialogs);
    await thumb.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText(title("gallery"));
    await expectInert(page, dialogs);
    await page.keyboard.press("Escape");

    // Store.
    await page.goto("/store");
    await expect(page.getByText(title("store")).first()).toBeVisible();
    await expect(page.getByText(`Description ${SCRIPT} ${SVG}`).first()).toBeVisible();
    await expectInert(page, dialogs);

    // The admin list shows the payload as text too, and so does the post's full-page editor
    // (docs/decisions/0027-full-page-editor.md): in its fields, its byline and its rich text.
    await page.goto(`/admin/blog?q=${RUN}`);
    await expect(page.getByText(title("post")).first()).toBeVisible();
    await expectInert(page, dialogs);
    await page.getByRole("button", { name: `Edit ${title("post")}`, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    await expect(field(page, "Title")).toHaveValue(title("post"));
    await expect(field(page, "Excerpt")).toHaveValue(`Excerpt ${SCRIPT}`);
    await expect(field(page, "Author")).toHaveValue(`Author ${SVG}`);
    await expect(field(page, "Content")).toContainText("Second");
    await expectInert(page, dialogs);
  });
});
