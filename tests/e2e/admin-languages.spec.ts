/**
 * The admin speaks the staff member's language: a staff member chooses French (then Russian) in
 * Account, and no admin route shows a text of the admin namespaces in English. The texts are read
 * from the English locale files at run time (every texts/locales/en/admin*.json), so each screen
 * converted to the translation files is covered as it lands. The sign-in screens follow the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/fixtures.ts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { createAccount } from "./support/accounts.ts";
import { adminReady } from "./support/helpers.ts";

const LOCALES_DIR = path.join(import.meta.dirname, "../../texts/locales");
const PASSWORD = "Languages-Passw0rd!";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix: string, out: Map<string, string>) {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === "string") out.set(prefix, value);
  return out;
}

function adminTexts(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
    if (!/^admin\w*\.json$/.test(file)) continue;
    const json = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8")) as Json;
    flatten(json, file.replace(/\.json$/, ""), out);
  }
  return out;
}

/**
 * The English texts a page in `locale` must not show: every English value of the admin
 * namespaces, except the ones the language writes the same ("404", a brand), and texts with
 * placeholders (filled in, they are no longer the file's text).
 */
function englishTexts(locale: "fr" | "ru"): Set<string> {
  const translated = adminTexts(locale);
  const sameThere = new Set(translated.values());
  const english = new Set<string>();
  for (const [key, value] of adminTexts("en")) {
    const text = value.trim();
    if (!/\p{L}/u.test(text) || text.includes("{{")) continue;
    const own = translated.get(key) ?? translated.get(`${key}_other`);
    if (own?.trim() === text || sameThere.has(text)) continue;
    english.add(text);
  }
  return english;
}

/**
 * Every admin page of the route table (not the data-only routes, whose module is a plain `.ts`);
 * the editor's `:screen/:id` as a new blog post.
 */
function adminPaths(entries: RouteConfigEntry[], base = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${base}/${entry.path}` : base;
    if (entry.children) return adminPaths(entry.children, here);
    if (entry.file.endsWith(".ts")) return [];
    return [here || "/"];
  });
}
const ADMIN_PATHS = [
  ...new Set(
    adminPaths(routes)
      .filter((p) => p === "/admin" || p.startsWith("/admin/"))
      .map((p) => p.replace(":screen", "blog").replace(":id", "new")),
  ),
];

/** The page's visible text nodes, each trimmed, outside anything in another language or not to translate. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, template")) continue;
      // People's names and other data marked as not to translate are not interface text.
      if (parent.closest('[translate="no"]')) continue;
      if ((parent.closest("[lang]")?.getAttribute("lang") ?? pageLang) !== pageLang) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page, locale: "fr" | "ru", where: string) {
  const english = englishTexts(locale);
  const shown = [...new Set(await visibleTexts(page))].filter((text) => english.has(text));
  expect(shown, `English admin texts on ${where} (${locale})`).toEqual([]);
}

/** Chooses the admin language on the Account screen, as the staff member does. */
async function chooseLanguage(page: Page, from: RegExp, language: string, heading: string) {
  await page.goto("/admin/account");
  await adminReady(page);
  const section = page.getByRole("region", { name: from });
  await section.getByRole("combobox").selectOption({ label: language });
  await section.getByRole("button").click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test.describe("the admin in the staff member's language", () => {
  test("French, then Russian: every admin route without the English texts", async ({ page }) => {
    test.setTimeout(240_000);
    expect(ADMIN_PATHS.length).toBeGreaterThan(10);
    const email = `languages-${Date.now()}@e2e.example`;
    createAccount(email, PASSWORD, "admin");
    const res = await page.request.post("/api/v1/auth/sign-in", {
      data: { email, password: PASSWORD },
    });
    expect(res.status()).toBe(200);

    const steps = [
      { locale: "fr", from: /^Language$/, language: "Français", heading: "Compte et sécurité" },
      { locale: "ru", from: /^Langue$/, language: "Русский", heading: "Аккаунт и безопасность" },
    ] as const;
    for (const { locale, from, language, heading } of steps) {
      await chooseLanguage(page, from, language, heading);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const address of ADMIN_PATHS) {
        await page.goto(address);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("h1, h2").first()).toBeVisible();
        await expectNoEnglish(page, locale, address);
      }
    }
  });

  test("right after the change, the next screens open in French without a reload", async ({
    page,
  }) => {
    const email = `languages-next-${Date.now()}@e2e.example`;
    createAccount(email, PASSWORD, "admin");
    const res = await page.request.post("/api/v1/auth/sign-in", {
      data: { email, password: PASSWORD },
    });
    expect(res.status()).toBe(200);
    await chooseLanguage(page, /^Language$/, "Français", "Compte et sécurité");
    await expect(page).toHaveTitle("Compte et sécurité | Administration");
    // Marks this document: a full page load would drop the mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const nav = page.getByRole("navigation", { name: "Navigation de l’administration" });
    const screens = [
      { link: "Journal d’activité", path: "/admin/audit", heading: "Journal d’activité" },
      { link: "Boîte de réception", path: "/admin/inbox", heading: "Boîte de réception" },
    ];
    for (const { link, path, heading } of screens) {
      await nav.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Administration`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expectNoEnglish(page, "fr", path);
    }
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a first visit with a French browser gets the sign-in screen in French", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    for (const address of ["/admin", "/admin/login"]) {
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("button").first()).toBeVisible();
      await expectNoEnglish(page, "fr", address);
    }
    await page.goto("/admin");
    await expect(page).toHaveTitle(/\| Administration$/);
    await context.close();
  });

  test("refusals in the staff member's language: a wrong password in French, an author's refused save in Russian", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = (locale: string, key: string) => adminTexts(locale).get(key) ?? key;
    const english = (key: string) => text("en", key);

    // A French browser signs in with a wrong password: the refusal is French.
    const french = await browser.newContext({ locale: "fr-FR" });
    const signIn = await french.newPage();
    await signIn.goto("/admin/login");
    await expect(signIn.locator("[data-sign-in-form][data-hydrated=true]")).toBeAttached();
    await signIn.getByLabel(text("fr", "adminSignIn.login.email")).fill("nobody@e2e.example");
    await signIn.getByLabel(text("fr", "adminSignIn.login.password")).fill("not-the-password");
    await signIn.getByRole("button", { name: text("fr", "adminSignIn.login.submit") }).click();
    const refusal = signIn
      .locator("[data-sonner-toast]")
      .filter({ hasText: text("fr", "adminShell.refusals.invalidCredentials") });
    await expect(refusal).toBeVisible();
    await expect(refusal).not.toContainText(english("adminShell.refusals.invalidCredentials"));
    await french.close();

    // An author in Russian saves a draft that an admin has published meanwhile: refused (403).
    const stamp = Date.now();
    const author = `languages-author-${stamp}@e2e.example`;
    const admin = `languages-publisher-${stamp}@e2e.example`;
    createAccount(author, PASSWORD, "author");
    createAccount(admin, PASSWORD, "admin");
    const context = await browser.newContext();
    const page = await context.newPage();
    const signedIn = await page.request.post("/api/v1/auth/sign-in", {
      data: { email: author, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const created = await page.request.post("/api/v1/blog-posts", {
      data: {
        title: `Draft ${stamp}`,
        excerpt: "Short",
        content: "<p>Body</p>",
        category: "Sports",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await chooseLanguage(page, /^Language$/, "Русский", "Аккаунт и безопасность");
    await page.goto(`/admin/blog/${id}`);
    await adminReady(page);

    const publisher = await browser.newContext();
    const as = await publisher.request.post("/api/v1/auth/sign-in", {
      data: { email: admin, password: PASSWORD },
    });
    expect(as.status()).toBe(200);
    const published = await publisher.request.put(`/api/v1/blog-posts/${id}`, {
      data: { status: "published" },
    });
    expect(published.status()).toBe(200);

    try {
      await page
        .getByRole("button", { name: text("ru", "adminEditor.page.saveDraft") })
        .first()
        .click();
      const refused = page
        .locator("[data-sonner-toast]")
        .filter({ hasText: text("ru", "adminShell.refusals.authorPublished") });
      await expect(refused).toBeVisible();
      await expect(refused).not.toContainText(english("adminShell.refusals.authorPublished"));
      await expectNoEnglish(page, "ru", `/admin/blog/${id}`);
    } finally {
      // The published post would otherwise be the newest story of the public site for the
      // specs that follow (its slug is the same in every language).
      expect((await publisher.request.delete(`/api/v1/blog-posts/${id}`)).ok()).toBe(true);
      await publisher.close();
      await context.close();
    }
  });
});
