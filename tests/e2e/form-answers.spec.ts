/**
 * A visitor form sent with the page's script says what the server said, in every language: the
 * thank-you after a send that arrived (never "you are offline" after a success: the partner page's
 * heading once had the form's id, and the script took it for the answer), the offline note only
 * when the connection went, and the server's own page when it answered without the form. Each send
 * is stored once.
 */
import fs from "node:fs";
import { expect, type Page, test } from "./support/fixtures.ts";
import { workerDatabase } from "./support/worker-database.ts";
import { interactive, LOCALES, type Locale, localePath } from "./support/helpers.ts";

const partnerTexts = (locale: Locale) =>
  (
    JSON.parse(fs.readFileSync(`texts/locales/${locale}/partner.json`, "utf8")) as {
      form: { success: string; submit: string };
    }
  ).form;

function storedWith(email: string): number {
  const db = workerDatabase({ readOnly: true });
  try {
    return (
      db.prepare("select count(*) as n from submissions where email = ?").get(email) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

async function fillPartner(page: Page, email: string) {
  const form = page.locator("form#partner-form");
  await form.locator("[name=orgName]").fill("Kpalimé Sports Club");
  await form.locator("[name=industry]").fill("Sport");
  await form.locator("[name=contactName]").fill("Afi Mensah");
  await form.locator("[name=position]").fill("Director");
  await form.locator("[name=email]").fill(email);
  await form.locator("[name=phone]").fill("+228 90 00 00 00");
  await form.locator("[name=partnershipType]").selectOption("in-kind");
  await form.locator("[name=objectives]").fill("Football boots for the under-15 team.");
  return form;
}

for (const locale of LOCALES) {
  test(`the partner form in ${locale} thanks the visitor after a send, stored once`, async ({
    page,
  }) => {
    const texts = partnerTexts(locale);
    const email = `partner-${locale}-${Date.now()}@example.org`;
    await page.goto(localePath("/partner", locale));
    await interactive(page);
    const form = await fillPartner(page, email);
    await form.getByRole("button", { name: texts.submit }).click();
    await expect(page.locator("form#partner-form [role=status]")).toContainText(
      texts.success.slice(0, 40),
    );
    await expect(page.locator("[data-offline-note]")).toHaveCount(0);
    expect(storedWith(email)).toBe(1);
  });
}

test("a send that never arrives keeps what was typed and says so; nothing is stored", async ({
  page,
}) => {
  const email = `partner-offline-${Date.now()}@example.org`;
  await page.goto("/partner");
  await interactive(page);
  const form = await fillPartner(page, email);
  await page.route("**/partner*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator("[data-offline-note]")).toBeVisible();
  await expect(form.locator("[name=email]")).toHaveValue(email);
  expect(storedWith(email)).toBe(0);
});

test("an answer without the form is shown as the server sent it, not as being offline", async ({
  page,
}) => {
  await page.goto("/partner");
  await interactive(page);
  const form = await fillPartner(page, `partner-error-${Date.now()}@example.org`);
  await page.route("**/partner*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          contentType: "text/html",
          body: "<!doctype html><html><body><h1>Back in a minute</h1></body></html>",
        })
      : route.continue(),
  );
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back in a minute" })).toBeVisible();
  await expect(page.locator("[data-offline-note]")).toHaveCount(0);
});
