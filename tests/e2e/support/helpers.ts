/** Shared helpers for the Playwright suites. */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../../core/public-pages.ts";
import { localizedHref } from "../../../core/site-paths.ts";

export const LOCALES = ["en", "fr", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const VIEWPORTS = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
};

/** Every public page, unprefixed. */
export const PUBLIC_ROUTES = PUBLIC_PAGES;

/** /path in a locale, in its words: English unprefixed, /fr/a-propos, /ru/o-nas. */
export function localePath(path: string, locale: Locale) {
  return localizedHref(path, locale);
}

/** Collects console errors and page errors; call `expectNone()` at the end of the test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    errors,
    expectNone: () => expect(errors, "console errors").toEqual([]),
  };
}

/**
 * No two elements share an id: a label, a skip link or an `aria-describedby` pointing at a
 * repeated id reaches the first one only (axe 4 no longer checks plain duplicates).
 */
export async function expectUniqueIds(page: Page) {
  const repeated = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) {
      counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
    }
    return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} (${n} times)`);
  });
  expect(repeated, `ids used more than once on ${page.url()}`).toEqual([]);
}

/** axe with the WCAG 2.x A/AA rule sets (including 2.2); fails listing each violation. */
export async function expectNoAxeViolations(page: Page) {
  // Hold the toasts still: sonner pauses its timers while the document is hidden, so no toast starts
  // to fade out in the middle of the check (a half-faded toast fails contrast; seen in CI).
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  try {
    await analyze(page);
  } finally {
    await page.evaluate(() => {
      delete (document as { hidden?: boolean }).hidden;
      document.dispatchEvent(new Event("visibilitychange"));
    });
  }
}

async function analyze(page: Page) {
  // Let finite animations and transitions (toasts fading in, dialogs opening) finish: a half-faded
  // element would be judged on a colour it never rests at.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(settling), new Promise((r) => setTimeout(r, 2000))]);
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs in through the API (the admin login page has its own tests). */
export async function signInAsAdmin(page: Page) {
  const { E2E_ADMIN } = await import("../../../playwright.config.ts");
  const res = await page.request.post("/api/v1/auth/sign-in", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

/** Waits until an admin page has hydrated: before that, typed text and clicks can be lost. */
export async function adminReady(page: Page) {
  await expect(page.locator("[data-admin-shell][data-hydrated=true]")).toBeAttached();
}

/**
 * Waits until React has hydrated the element, on the admin pages without a ready marker of their
 * own (the forms behind the e-mailed links): React keeps its props on every element it hydrated.
 * Typing before that is lost (the fields show it, the form's state stays empty).
 */
export async function reactHydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))),
    )
    .toBe(true);
}

/**
 * Waits until a public page is interactive: its script has run (the shell says `data-enhanced`).
 * No public page hydrates (decision 0023).
 */
export async function interactive(page: Page) {
  await expect(page.locator("[data-site-shell]")).toHaveAttribute("data-enhanced", "true");
}

/**
 * Whether a person can see the element once its transitions have ended: the browser's own answer
 * (`checkVisibility`): rendered, not `visibility: hidden`, not fully transparent itself or through
 * an ancestor. Playwright's `toBeVisible` counts a transparent element as visible.
 */
export function seen(locator: Locator): Promise<boolean> {
  return locator.evaluate(async (el) => {
    const ending = el
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.all(ending);
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
}

/**
 * The sRGB colour an element's computed background paints, as [r, g, b, alpha] from 0 to 1: drawn
 * on a canvas, so any CSS colour syntax (oklch, color-mix…) ends as the pixels a person sees.
 */
export function paintedBackground(locator: Locator) {
  return locator.evaluate((el) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].map((v) => v / 255);
  });
}

/** The WCAG relative luminance of an element's background: 0 is black, 1 is white. */
export async function backgroundLuminance(locator: Locator) {
  const [r, g, b] = await paintedBackground(locator);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

type Json = Record<string, unknown>;
const LOCALE_DIR = path.join(import.meta.dirname, "../../../texts/locales");

/** A text of the locale files, as a page shows it: `text("fr", "donate", "form.name")`. */
export function text(locale: Locale, ns: string, key: string): string {
  const data = JSON.parse(
    fs.readFileSync(path.join(LOCALE_DIR, locale, `${ns}.json`), "utf8"),
  ) as Json;
  const value = key.split(".").reduce<unknown>((o, k) => (o as Json)[k], data);
  if (typeof value !== "string") throw new Error(`${locale}/${ns}:${key} is not a string`);
  return value;
}
