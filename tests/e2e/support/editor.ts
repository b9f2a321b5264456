/**
 * Driving the full-page content editor (docs/decisions/0027-full-page-editor.md): open it for a new
 * item or an existing one, fill a language tab, press one of its state buttons, read the new id.
 */
import { expect, type Page } from "@playwright/test";
import { adminReady } from "./helpers.ts";

export type Screen = "blog" | "news" | "programs" | "store" | "gallery";

/** The editor itself (its fields, tabs and side panel). */
export const editor = (page: Page) => page.getByTestId("content-editor");

/** A field of the editor by its exact label. */
export const field = (page: Page, label: string) => editor(page).getByLabel(label, { exact: true });

/** The row of state buttons: Publish, Schedule, Update, Unpublish, Save draft, Save, Create… */
export const actions = (page: Page) => page.getByRole("group", { name: "Save and publish" });

/** Presses one of the state buttons (not Schedule, which opens its popover: see `schedule`). */
export async function press(page: Page, label: string) {
  await actions(page).getByRole("button", { name: label, exact: true }).click();
}

/** Schedule: opens the popover, enters the local date and time, confirms. */
export async function schedule(page: Page, local: string) {
  await actions(page).getByRole("button", { name: "Schedule", exact: true }).click();
  const popover = page.getByTestId("schedule-popover");
  await popover.getByLabel("Publish on").fill(local);
  await popover.getByRole("button", { name: "Schedule" }).click();
  await expect(popover).toHaveCount(0);
}

/** The editor for a new item, at its own address. */
export async function openNew(page: Page, screen: Screen, heading: string) {
  await page.goto(`/admin/${screen}/new`);
  await adminReady(page);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The editor of an existing item, reached from the list: searched by title, then its Edit. */
export async function openExisting(page: Page, screen: Screen, title: string, heading: string) {
  await page.goto(`/admin/${screen}?q=${encodeURIComponent(title)}`);
  await adminReady(page);
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${screen}/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Shows a language's tab ("English", "French", "Russian"). */
export async function languageTab(page: Page, language: string) {
  await editor(page)
    .getByRole("tab", { name: new RegExp(language) })
    .click();
}

/** The id in the editor's address, once a new item was created. */
export async function idFromAddress(page: Page, screen: Screen) {
  await page.waitForURL(new RegExp(`/admin/${screen}/\\d+$`));
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** A toast by its text. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
