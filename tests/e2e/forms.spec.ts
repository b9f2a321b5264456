/**
 * Visitor forms end to end (decision 0008): a volunteer application without JavaScript lands in the
 * admin inbox; /contact answers 4xx to bodies that are not forms; the inbox passes axe.
 */
import { expect, test } from "./support/fixtures.ts";
import { workerDatabase } from "./support/worker-database.ts";
import { expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

test("a volunteer applies without JavaScript and the admin finds it in the inbox", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto("/fr/benevolat");
  const form = visitor.getByTestId("volunteer-form");
  await form.locator("[name=firstName]").fill("Élodie");
  await form.locator("[name=lastName]").fill("Ngono");
  await form.locator("[name=email]").fill("elodie@example.org");
  await form.locator("[name=location]").fill("Yaoundé, Cameroun");
  await form.locator("[name=opportunity]").selectOption("sports");
  await form.locator("[name=availability]").selectOption("2-4");
  await form.locator("[name=experience]").fill("Entraîneuse de football depuis 2019.");
  await form.locator("[name=terms]").check();
  await form.getByRole("button").last().click();
  await expect(visitor.getByTestId("volunteer-status")).toContainText(
    "Votre candidature a bien été reçue",
  );
  await context.close();

  await signInAsAdmin(page);
  await page.goto("/admin/inbox?type=volunteer");
  const item = page.getByTestId("inbox-item").filter({ hasText: "Élodie Ngono" });
  await expect(item).toBeVisible();
  await item.click();
  const detail = page.getByTestId("inbox-detail");
  await expect(detail).toContainText("Entraîneuse de football depuis 2019.");
  await expect(detail).toContainText("fr");
  // With the detail open beside the list, the sender's name is whole, not cut to "É…".
  const name = item.getByTestId("inbox-item-name");
  await expect(name).toHaveText("Élodie Ngono");
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await name.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe("ellipsis");
  await detail.getByLabel("Status").selectOption("in_progress");
  await detail.getByLabel("Internal notes").fill("Call on Friday");
  await detail.getByRole("button", { name: "Save" }).click();
  await expect(detail.getByRole("status")).toHaveText("Saved");
  await expectNoAxeViolations(page);

  const csv = await page.request.get("/api/v1/submissions/export.csv?type=volunteer");
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain("Élodie");
});

test("a URL-encoded POST to /volunteer stores an application", async ({ request, page }) => {
  const res = await request.post("/volunteer", {
    form: {
      firstName: "Иван",
      lastName: "Петров",
      email: "ivan@example.org",
      location: "Казань",
      opportunity: "outreach",
      availability: "8+",
      experience: "Организую турниры.",
      terms: "on",
    },
  });
  expect(res.status()).toBe(200);
  await signInAsAdmin(page);
  const list = await page.request.get(
    "/api/v1/submissions?type=volunteer&q=%D0%B8%D0%B2%D0%B0%D0%BD",
  );
  expect(((await list.json()) as { total: number }).total).toBeGreaterThanOrEqual(1);
});

test("/contact answers 4xx, never 5xx, to bodies that are not forms", async ({ request }) => {
  const json = await request.post("/contact", {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ name: "x" }),
  });
  expect(json.status()).toBe(415);
  const text = await request.post("/contact", {
    headers: { "content-type": "text/plain" },
    data: "name=x",
  });
  expect(text.status()).toBe(415);
  const multipart = await request.post("/contact", {
    headers: { "content-type": "multipart/form-data" },
    data: "--x\r\n",
  });
  expect(multipart.status()).toBeGreaterThanOrEqual(400);
  expect(multipart.status()).toBeLessThan(500);
});

test("the inbox renders for an admin, with tabs, counts and the dashboard card", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByTestId("new-submissions")).toBeVisible();
  await page.getByRole("link", { name: "Inbox" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  for (const kind of ["volunteer", "partner", "contact", "newsletter", "donation"]) {
    await expect(page.getByTestId(`inbox-tab-${kind}`)).toBeVisible();
  }
  await page.getByTestId("inbox-tab-contact").click();
  await expect(page).toHaveURL(/type=contact/);
  await expectNoAxeViolations(page);
});

test("the newsletter links confirm, then unsubscribe, in the subscriber's language", async ({
  request,
  page,
}) => {
  const email = `reader-${Date.now()}@example.org`;
  const res = await request.post("/api/v1/forms/newsletter", { data: { email, locale: "fr" } });
  expect(res.status()).toBe(201);
  const db = workerDatabase();
  const row = db.prepare("select token from submissions where email = ?").get(email) as {
    token: string;
  };
  db.close();
  const token = row.token;
  expect(token.length).toBeGreaterThan(20);

  await page.goto(`/fr/infolettre/confirmation?token=${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre abonnement");
  await page.getByRole("button", { name: "Confirmer l’abonnement" }).click();
  await expect(page.getByTestId("newsletter-link-status")).toContainText(
    "Votre abonnement est confirmé",
  );
  await expectNoAxeViolations(page);

  // The unsubscribe page's other choice: the newsletter kept, in another language.
  await page.goto(`/fr/infolettre/desabonnement?token=${token}`);
  await page.getByLabel("Ou gardez la lettre, dans une autre langue\u00a0:").selectOption("ru");
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await expect(page.getByTestId("newsletter-link-status")).toHaveText(
    "C’est fait\u00a0: vous recevrez désormais la lettre en russe.",
  );
  const changed = workerDatabase();
  const stored = changed.prepare("select locale from submissions where email = ?").get(email);
  changed.close();
  expect(stored).toEqual({ locale: "ru" });
  await expectNoAxeViolations(page);

  await page.goto(`/fr/infolettre/desabonnement?token=${token}`);
  await page.getByRole("button", { name: "Se désabonner" }).click();
  await expect(page.getByTestId("newsletter-link-status")).toContainText("Vous êtes désabonné");

  await page.goto("/fr/infolettre/confirmation?token=not-a-real-token-at-all-123");
  await page.getByRole("button", { name: "Confirmer l’abonnement" }).click();
  await expect(page.getByTestId("newsletter-link-status")).toContainText("n’est plus valable");
});
