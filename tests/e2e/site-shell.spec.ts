/** The public shell: navigation, language choice, donate button, not-found page. */
import { expect, test, type Locator, type Page } from "./support/fixtures.ts";
import { titleOf } from "../../server/testing/html-head.ts";
import {
  backgroundLuminance,
  interactive,
  signInAsAdmin,
  VIEWPORTS,
  watchConsole,
} from "./support/helpers.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
/** Opens a page and waits until its script has run (the menus are disclosure buttons). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await interactive(page);
}
/** The panel a disclosure button controls. */
async function panelOf(page: Page, trigger: Locator) {
  const id = await trigger.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("header dropdowns", () => {
  for (const key of ["Enter", "Space", "ArrowDown"] as const) {
    test(`About opens with ${key}, closes on Escape`, async ({ page }) => {
      const console = watchConsole(page);
      await open(page, "/");
      const trigger = mainNav(page).getByRole("button", { name: "About" });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      const panel = await panelOf(page, trigger);
      await expect(panel).toBeHidden();
      await trigger.focus();
      await page.keyboard.press(key);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      // a disclosure of plain links, not an ARIA menu
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(panel.getByRole("link")).toHaveText([
        "About Us",
        "Our Services",
        "Partner With Us",
        "Gallery",
      ]);
      if (key === "ArrowDown") {
        // ArrowDown moves into the list and along it
        await expect(panel.getByRole("link", { name: "About Us" })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(panel.getByRole("link", { name: "Our Services" })).toBeFocused();
      } else {
        // Tab walks into the open list
        await page.keyboard.press("Tab");
        await expect(panel.getByRole("link", { name: "About Us" })).toBeFocused();
      }
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
      console.expectNone();
    });
  }

  test("Projects and Support Us open with the mouse and close on an outside click", async ({
    page,
  }) => {
    await open(page, "/");
    const projects = mainNav(page).getByRole("button", { name: "Projects" });
    await projects.click();
    await expect(projects).toHaveAttribute("aria-expanded", "true");
    const projectsPanel = await panelOf(page, projects);
    const items = projectsPanel.getByRole("link");
    await expect(items).toHaveText(["Ongoing Projects", "Completed Projects"]);
    await expect(items.nth(1)).toHaveAttribute("href", "/projects#completed");
    await page.mouse.click(20, 500);
    await expect(projectsPanel).toBeHidden();
    await expect(projects).toHaveAttribute("aria-expanded", "false");

    // opening one menu closes the other
    await projects.click();
    const support = mainNav(page).getByRole("button", { name: "Support Us" });
    await support.click();
    await expect(support).toHaveAttribute("aria-expanded", "true");
    await expect(projects).toHaveAttribute("aria-expanded", "false");
    await expect(projectsPanel).toBeHidden();
    const supportPanel = await panelOf(page, support);
    await expect(supportPanel.getByRole("link")).toHaveText(["Donate", "Store"]);
    await supportPanel.getByRole("link", { name: "Store" }).click();
    await expect(page).toHaveURL(/\/store$/);
    // a link click (a navigation) closes the menu
    await expect(supportPanel).toBeHidden();
    await expect(support).toHaveAttribute("aria-expanded", "false");
  });

  test("links are locale-aware and the current page is highlighted", async ({ page }) => {
    await page.goto("/fr/actualites");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");
    // The section is named as its address says: "Histoires" at /fr/histoires.
    await expect(nav.getByRole("link", { name: "Histoires" })).toHaveAttribute(
      "href",
      "/fr/histoires",
    );
    await page.goto("/get-involved");
    await expect(mainNav(page).getByRole("link", { name: "Get Involved" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test("at 360 px the one navigation opens from the menu button", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, "/");
  // One navigation in the markup: a popover on the phone, the header's row on the desktop.
  await expect(page.locator('header nav[aria-label="Main navigation"]')).toHaveCount(1);
  await expect(mainNav(page)).toBeHidden();
  const button = page.getByRole("button", { name: "Open menu" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toHaveAttribute("aria-controls", "site-menu");
  await button.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menu = mainNav(page);
  await expect(menu).toBeVisible();
  for (const name of ["Home", "Get Involved", "Volunteer", "Blog"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // its groups open in place
  for (const [group, links] of [
    ["About", ["About Us", "Gallery"]],
    ["Projects", ["Completed Projects"]],
    ["Support Us", ["Donate", "Store"]],
  ] as const) {
    await menu.getByRole("button", { name: group }).click();
    for (const name of links) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
  }
  // nothing overflows the narrow viewport
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Escape closes the open group first, then the menu, and focus goes back to the button
  await menu.getByRole("link", { name: "Store" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "Store" })).toBeHidden();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  // an outside click closes it too
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(180, 700);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Volunteer" }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(mainNav(page)).toBeHidden();
});

test.describe("language", () => {
  test("the switcher keeps the page, and the choice survives a reload and a bare path", async ({
    page,
    context,
  }) => {
    // The choice is remembered by the page's script: each click waits until it has run.
    await open(page, "/news");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(/\/fr\/actualites$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("fr");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");

    // a bare path now answers in the remembered language, already on the server
    const res = await page.request.get("/news", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/fr/actualites");
    expect(res.headers()["vary"]).toMatch(/Cookie/);
    await open(page, "/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await page.getByRole("link", { name: "Русский" }).first().click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await interactive(page);
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("Accept-Language picks French for a bare path when nothing is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Révéler les talents, construire l’avenir",
    );
    await context.close();
  });

  test("English Accept-Language stays unprefixed; an English cookie beats a French browser", async ({
    request,
  }) => {
    const en = await request.get("/", {
      headers: { "Accept-Language": "en-US,en;q=0.9" },
      maxRedirects: 0,
    });
    expect(en.status()).toBe(200);
    const ru = await request.get("/about", {
      headers: { "Accept-Language": "ru-RU,ru;q=0.9" },
      maxRedirects: 0,
    });
    expect(ru.headers()["location"]).toBe("/ru/o-nas");
    const kept = await request.get("/", {
      headers: { "Accept-Language": "fr", Cookie: "lang=en" },
      maxRedirects: 0,
    });
    expect(kept.status()).toBe(200);
    expect(await kept.text()).toContain('lang="en"');
  });
});

test("the floating donate button leads to the donate page in the page's language", async ({
  page,
}) => {
  for (const [path, donate] of [
    ["/", "/donate"],
    ["/fr/a-propos", "/fr/faire-un-don"],
    ["/ru", "/ru/pozhertvovat"],
  ] as const) {
    await page.goto(path);
    await page.getByTestId("floating-donate").click();
    await expect(page).toHaveURL(new RegExp(`${donate}$`));
    await expect(page.getByTestId("floating-donate")).toHaveCount(0);
  }
});

test("the footer carries links, admin login, the social links set in Settings, contacts and both cities", async ({
  page,
}) => {
  // Its own social links (other tests of this server may have put the defaults, which have none).
  await signInAsAdmin(page);
  const { settings } = (await (await page.request.get("/api/v1/settings")).json()) as {
    settings: { contact: { social: Record<string, string> } };
  };
  const social = {
    ...settings.contact.social,
    facebook: "https://www.facebook.com/africanyouthfoundation",
    vk: "https://vk.com/africanyouthfoundation",
    telegram: "https://t.me/africanyouthfoundation",
    x: "",
  };
  const put = (contact: unknown) =>
    page.request.put("/api/v1/settings", { data: { ...settings, contact } });
  expect((await put({ ...settings.contact, social })).status()).toBe(200);
  try {
    await footerHoldsAll(page);
  } finally {
    expect((await put(settings.contact)).status()).toBe(200);
  }
});

async function footerHoldsAll(page: Page) {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["News", "/news"],
    ["Contact Us", "/contact"],
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Completed Projects", "/projects#completed"],
    ["Our Team", "/about#team"],
    ["Our Story", "/about#story"],
    ["Sports Development", "/services#sports"],
    ["Education Support", "/services#education"],
    ["French Language", "/services#french"],
    ["Community Development", "/services#community"],
    ["Admin Login", "/admin/login"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // The networks with an address (Settings → Contact); one without has no link.
  for (const [name, href] of [
    ["Facebook", "https://www.facebook.com/africanyouthfoundation"],
    ["VK", "https://vk.com/africanyouthfoundation"],
    ["Telegram", "https://t.me/africanyouthfoundation"],
  ] as const) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "X (Twitter)" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("link", { name: /^\+/ })).toHaveAttribute("href", /^tel:/);
  await expect(footer).toContainText("Moscow, Russia");
  await expect(footer).toContainText("Accra, Ghana");
  await page.goto("/fr/");
  await expect(page.getByRole("contentinfo")).toContainText("Moscou (Russie)");
}

test.describe("not found", () => {
  test("an unknown path answers 404 inside the site layout", async ({ page }) => {
    const res = await page.goto("/this-page-does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/");
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("translated, and for unknown locale prefixes too", async ({ page }) => {
    const fr = await page.goto("/fr/nulle-part");
    expect(fr?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oups ! Page introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute(
      "href",
      "/fr",
    );
    const ru = await page.goto("/ru/nigde");
    expect(ru?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Упс! Страница не найдена" })).toBeVisible();
    const de = await page.goto("/de/seite");
    expect(de?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const en = await page.goto("/en/about");
    expect(en?.status()).toBe(404);
  });
});

test("no public header, footer or donate button under /admin", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.locator("body")).not.toBeEmpty();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Donate", exact: true })).toHaveCount(0);
  await expect(page.getByText("Moscow, Russia")).toHaveCount(0);
});

test("settings-driven document: title, meta, canonical, hreflang, favicon", async ({ page }) => {
  await page.goto("/fr/actualites");
  await expect(page).toHaveTitle(
    "Actualités | Fondation africaine pour le sport et l’éducation des jeunes",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/actualites$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    "href",
    /\/ru\/novosti$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    /\/news$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /fondation/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.ico");
  await expect(page.locator("html")).toHaveCSS("--brand", "#222222");
});

test("a choice kept only in localStorage restores the cookie and the language", async ({
  page,
  context,
}) => {
  const hydrated = page.locator("[data-site-shell][data-enhanced=true]");
  await page.goto("/news");
  // Touch localStorage only once the page's own effects have run, as a returning visitor would.
  await expect(hydrated).toBeAttached();
  await page.evaluate(() => localStorage.setItem("lang", "ru"));
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/ru\/novosti$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ru");
});

test("a cookie that disagrees with the remembered choice is brought in line with it", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/news");
  await interactive(page);
  await page.evaluate(() => localStorage.setItem("lang", "fr"));
  await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/actualites$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");
});

test("admin settings take effect: theme, colour, logo fallback, custom CSS, analytics, default language", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const original = (await (await page.request.get("/api/v1/settings")).json()) as {
    settings: Record<string, Record<string, unknown>>;
  };
  const changed = structuredClone(original.settings);
  changed.general.siteName = { en: "Test Foundation", fr: "", ru: "" };
  changed.general.language = "ru";
  changed.appearance.theme = "dark";
  changed.appearance.primaryColor = "#0e7490";
  changed.appearance.logoUrl = "/no-such-logo.png";
  changed.appearance.customCss = "body{outline:0}</style><script>window.__pwned=1</script>";
  changed.integrations.googleAnalytics = "G-TEST123";
  try {
    expect((await page.request.put("/api/v1/settings", { data: changed })).status()).toBe(200);
    const html = await (await page.request.get("/news", { headers: { Cookie: "lang=en" } })).text();
    expect(html).toContain("--brand:#0e7490");
    expect(titleOf(html)).toBe("News | Test Foundation");
    expect(html).not.toMatch(/<\/style><script>window\.__pwned/i);
    expect(html).toContain("googletagmanager.com/gtag/js?id=G-TEST123");

    // the admin's default language is the fallback for a visitor with no preference; the page is
    // dark although the visitor's system asks for light
    const visitor = await browser.newContext({ locale: "de-DE", colorScheme: "light" });
    const res = await visitor.request.get("/news", { maxRedirects: 0 });
    expect(res.headers()["location"]).toBe("/ru/novosti");
    const p = await visitor.newPage();
    await p.route(/googletagmanager/, (r) => r.abort());
    await p.goto("/ru/novosti");
    await expect.poll(() => backgroundLuminance(p.locator("body"))).toBeLessThan(0.05);
    expect(
      await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    // the broken logo falls back to the drawn mark
    await expect(p.getByRole("banner").locator("svg").first()).toBeVisible();
    await visitor.close();
  } finally {
    await page.request.put("/api/v1/settings", { data: original.settings });
  }
  const html = await (await page.request.get("/news", { headers: { Cookie: "lang=en" } })).text();
  expect(html).not.toContain("googletagmanager");
});
