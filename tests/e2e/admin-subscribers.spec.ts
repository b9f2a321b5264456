/**
 * The newsletter's subscribers as staff manage them (issue 36, decision 0040): a person added with
 * their consent; a CSV checked first, whose bad lines (a malformed address, a duplicate, a missing
 * consent) are reported by line while the rest goes in; a subscriber's language changed, their
 * address stopped by hand, their data erased. With JavaScript and without (a file uploaded by a
 * plain form), passing axe at 1280 and 360 px.
 */
import { expect, type Page, test } from "./support/fixtures.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin, VIEWPORTS } from "./support/helpers.ts";

const tagOf = () => `sub${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The file of the import: one good line and three bad ones. */
const csvOf = (tag: string) =>
  [
    "email,language,consent",
    `${tag}-good@example.org,fr,yes`,
    `${tag}-not-an-address,fr,yes`,
    `${tag}-good@example.org,ru,yes`,
    `${tag}-no-consent@example.org,en,`,
  ].join("\n");

/** Erases this test's subscribers, whatever the test did (the worker's other tests count them). */
async function eraseTagged(page: Page, tag: string) {
  const res = await page.request.get(`/api/v1/newsletter/subscribers?q=${tag}&pageSize=100`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  for (const s of items) await page.request.delete(`/api/v1/newsletter/subscribers/${s.id}`);
}

async function checkImport(page: Page, tag: string) {
  const panel = page.getByTestId("subscriber-import");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(panel.getByTestId("import-summary")).toHaveText(
    "1 subscriber will be added. 0 are already on the list. 3 lines cannot be imported.",
  );
  const problems = panel.getByTestId("import-problems").locator("tbody tr");
  await expect(problems).toHaveText([
    `3${tag}-not-an-addressNot an e-mail address`,
    `4${tag}-good@example.orgThe same address again, higher up in the file`,
    `5${tag}-no-consent@example.orgNo consent in the file`,
  ]);
  await page.getByTestId("import-confirm").click();
  await expect(panel.getByTestId("import-summary")).toHaveText(
    "1 subscriber added. 0 are already on the list. 3 lines cannot be imported.",
  );
}

test("staff add, import, change, stop and erase subscribers", async ({ page }) => {
  const tag = tagOf();
  await signInAsAdmin(page);
  try {
    await page.goto("/admin/newsletter");
    await adminReady(page);
    await page.getByRole("link", { name: "Subscribers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribers");

    // Added by hand: consent asked, confirmed at once.
    const add = page.getByTestId("subscriber-add");
    await add.getByLabel("E-mail address").fill(`${tag}-added@example.org`);
    await add.getByLabel("Language").selectOption("fr");
    await add.getByLabel("This person agreed to receive the newsletter.").check();
    await add.getByRole("button", { name: "Add" }).click();
    await expect(page.getByTestId("subscribers-done")).toHaveText(
      `${tag}-added@example.org was added.`,
    );

    await page.getByLabel("Or paste its text").fill(csvOf(tag));
    await checkImport(page, tag);

    await page.getByLabel("Address contains").fill(tag);
    await page.getByRole("button", { name: "Show" }).click();
    const rows = page.getByTestId("subscribers").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${tag}-good@example.org` })).toContainText("Import");
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // One subscriber: another language, stopped by hand, then erased.
    await page.getByRole("link", { name: `${tag}-added@example.org` }).click();
    const subscriber = page.getByTestId("subscriber-page");
    await expect(subscriber.getByTestId("subscriber-status")).toHaveText("Confirmed");
    await page.getByLabel("Language", { exact: true }).selectOption("ru");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("subscribers-done")).toHaveText("The language was changed.");
    await page.getByTestId("stop-bounced").click();
    await expect(subscriber.getByTestId("subscriber-status")).toHaveText("Bounced");
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByText("Erase this subscriber…").click();
    await page.getByTestId("erase-confirm").click();
    await expect(page.getByTestId("subscribers-done")).toHaveText(
      "The subscriber’s data was erased.",
    );
    const gone = await page.request.get(`/api/v1/newsletter/subscribers?q=${tag}-added`);
    expect(((await gone.json()) as { total: number }).total).toBe(0);
  } finally {
    await eraseTagged(page, tag);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a CSV file uploaded by a plain form is checked, then imported", async ({ page }) => {
    const tag = tagOf();
    await signInAsAdmin(page);
    try {
      await page.goto("/admin/newsletter/subscribers");
      await page.getByLabel("CSV file").setInputFiles({
        name: "subscribers.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csvOf(tag)),
      });
      await checkImport(page, tag);
      // A spreadsheet's binary file under a .csv name is refused by what it holds.
      await page.getByLabel("CSV file").setInputFiles({
        name: "subscribers.csv",
        mimeType: "text/csv",
        buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]),
      });
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.getByTestId("subscribers-refused")).toHaveText(
        "This is not a CSV text file: save the sheet as CSV (UTF-8) and try again.",
      );
    } finally {
      await eraseTagged(page, tag);
    }
  });
});
