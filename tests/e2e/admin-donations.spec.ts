/**
 * The admin's Donations screen: gifts given through the public form (pledges, without any
 * provider) are listed with their totals per currency, filtered by currency (with and without
 * JavaScript), one gift shows its history and the inbox message it came with, a pending payment
 * waiting for hours is flagged, the dashboard sums the month, an editor is refused, and the screen
 * passes axe at 1280 and 360 px. Two gifts are then moved as a provider's events would move them
 * (written into the worker's database: no provider runs here), for the totals and the history.
 */
import { expect, type APIRequestContext, type Page, test } from "./support/fixtures.ts";
import { workerDatabase } from "./support/worker-database.ts";
import { createAccount } from "./support/accounts.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin, VIEWPORTS } from "./support/helpers.ts";

interface Gifts {
  tag: string;
  usd: string;
  eur: string;
  xof: string;
}

async function give(
  request: APIRequestContext,
  gift: { name: string; email: string; amount: number; currency: string; region: string },
  frequency: "one-time" | "monthly" = "one-time",
) {
  const res = await request.post("/api/v1/forms/donation", {
    data: { ...gift, method: "bank", frequency },
  });
  expect(res.status(), await res.text()).toBe(201);
  const receipt = (await res.json()) as { reference?: string };
  expect(receipt.reference).toMatch(/^DON-/);
  return receipt.reference as string;
}

/** Three pledges with a tag of their own, so the screen's search finds only this test's gifts. */
async function threeGifts(request: APIRequestContext): Promise<Gifts> {
  const tag = `dontest${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const donor = (who: string) => ({
    name: `${who} ${tag}`,
    email: `${tag}-${who.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}@example.org`,
  });
  return {
    tag,
    usd: await give(request, { ...donor("Ama"), amount: 50, currency: "USD", region: "other" }),
    eur: await give(
      request,
      { ...donor("Élodie"), amount: 120, currency: "EUR", region: "other" },
      "monthly",
    ),
    xof: await give(request, { ...donor("Kofi"), amount: 25000, currency: "XOF", region: "TG" }),
  };
}

/**
 * What providers would have reported: the euro gift paid by card through Stripe (two events), the
 * dollar gift a card checkout at Stripe left pending for three hours (Stripe's limit is a day; the
 * mobile-money rails' hour is the expiry job's, which would expire such a payment).
 */
function asProvidersReported(gifts: Gifts) {
  const db = workerDatabase();
  try {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const id = (reference: string) =>
      (db.prepare("select id from donations where reference = ?").get(reference) as { id: number })
        .id;
    db.prepare(
      `update donations set status = 'paid', provider = 'stripe', method = 'card',
       provider_ref = 'cs_test_e2e', paid_at = ?, updated_at = ? where reference = ?`,
    ).run(at(1), at(1), gifts.eur);
    const event = db.prepare(
      `insert into donation_events (donation_id, provider, event_id, type, from_status, to_status,
       created_at) values (?, 'stripe', ?, ?, ?, ?, ?)`,
    );
    event.run(
      id(gifts.eur),
      `evt_${gifts.tag}_1`,
      "checkout.session.created",
      "pledged",
      "pending",
      at(3),
    );
    event.run(
      id(gifts.eur),
      `evt_${gifts.tag}_2`,
      "checkout.session.completed",
      "pending",
      "paid",
      at(1),
    );
    db.prepare(
      `update donations set status = 'pending', provider = 'stripe', method = 'card',
       created_at = ?, updated_at = ? where reference = ?`,
    ).run(at(185), at(185), gifts.usd);
  } finally {
    db.close();
  }
}

async function openList(page: Page, query: string) {
  await page.goto(`/admin/donations?${query}`);
  await adminReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Donations" })).toBeVisible();
}

test.describe("the Donations screen", () => {
  test("lists the gifts with totals per currency, filters them and shows a gift's history", async ({
    page,
    request,
  }) => {
    const gifts = await threeGifts(request);
    asProvidersReported(gifts);
    await signInAsAdmin(page);
    await openList(page, `q=${gifts.tag}`);

    const rows = page.getByTestId("donation-table").getByTestId("donation-row");
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "3 gifts" })).toBeVisible();
    const table = page.getByRole("table", { name: "Gifts, newest first" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Date",
      "Donor",
      "Amount",
      "Method",
      "Provider",
      "Status",
      "Frequency",
    ]);
    const usd = rows.filter({ hasText: `Ama ${gifts.tag}` });
    await expect(usd).toContainText("US$50.00");
    await expect(usd.getByTestId("donation-status")).toHaveText("Pending");
    await expect(usd.getByTestId("donation-overdue")).toHaveText(
      "Pending for 3\u00a0hours — the donor may not have finished paying",
    );
    const eur = rows.filter({ hasText: `Élodie ${gifts.tag}` });
    await expect(eur).toContainText("€120.00");
    await expect(eur).toContainText("Monthly");
    await expect(eur.getByTestId("donation-status")).toHaveText("Paid");
    const xof = rows.filter({ hasText: `Kofi ${gifts.tag}` });
    await expect(xof).toContainText("F CFA 25,000");
    await expect(xof).toContainText("Bank transfer");
    await expect(xof.getByTestId("donation-status")).toHaveText("Pledged");
    await expect(xof.getByTestId("donation-overdue")).toHaveCount(0);

    // Totals per currency, never added across currencies.
    const total = (currency: string) => page.getByTestId(`donation-total-${currency}`);
    await expect(total("EUR").getByTestId("donation-total-paid")).toHaveText("€120.00");
    await expect(total("EUR")).toContainText("1 payment");
    await expect(total("USD").getByTestId("donation-total-paid")).toHaveText("US$0.00");
    await expect(total("USD").getByTestId("donation-total-pending")).toHaveText("1");
    await expect(total("XOF").getByTestId("donation-total-paid")).toHaveText("F CFA 0");

    // The export carries the filters.
    const exportLink = page.getByTestId("donations-export");
    await expect(exportLink).toHaveAttribute("href", `/api/v1/donations/export.csv?q=${gifts.tag}`);
    const csv = await page.request.get((await exportLink.getAttribute("href")) ?? "");
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`Kofi ${gifts.tag}`);

    // Filtered by currency.
    await page.getByLabel("Currency", { exact: true }).selectOption("EUR");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${gifts.tag}&currency=EUR$`));
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("donation-totals").locator("li")).toHaveCount(1);
    await expect(total("EUR")).toBeVisible();
    await expectNoAxeViolations(page);

    // The gift: its fields, the inbox message it came with, its history, its refund's question.
    await eur.getByTestId("donation-link").click();
    await expect(page.getByRole("heading", { level: 1, name: `Gift ${gifts.eur}` })).toBeVisible();
    const detail = page.getByTestId("donation-detail");
    await expect(detail).toContainText("cs_test_e2e");
    await expect(page.getByTestId("donation-form-link")).toHaveAttribute(
      "href",
      /^\/admin\/inbox\?type=donation&id=\d+$/,
    );
    const events = page.getByTestId("donation-history").getByTestId("donation-event");
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText("checkout.session.created");
    await expect(events.nth(0)).toContainText("Pledged → Pending");
    await expect(events.nth(1)).toContainText("Pending → Paid");
    await page.getByText("Refund this gift…").click();
    await expect(
      page.getByText(`Refund €120.00 to Élodie ${gifts.tag} through Stripe?`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, refund €120.00" })).toBeVisible();
    await expectNoAxeViolations(page);
    // No Stripe keys here: the refund is refused by the rail, and the screen says so in its words.
    await page.getByRole("button", { name: "Yes, refund €120.00" }).click();
    const answer = page.getByRole("alert").filter({ hasText: "Stripe did not make the refund" });
    await expect(answer).toContainText("is not configured");
    await expect(detail.getByTestId("donation-status").first()).toHaveText("Paid");

    // Back to the filtered list; a pledge offers no refund.
    await page.getByRole("link", { name: "All gifts" }).click();
    await expect(page).toHaveURL(new RegExp(`currency=EUR`));
    await openList(page, `q=${gifts.tag}&currency=XOF`);
    await rows.first().getByTestId("donation-link").click();
    await expect(page.getByRole("heading", { level: 1, name: `Gift ${gifts.xof}` })).toBeVisible();
    await expect(page.getByTestId("refund")).toHaveCount(0);
    await expect(page.getByTestId("donation-history")).toHaveCount(0);

    // The dashboard: this month's paid euros and the payment pending for over an hour.
    await page.goto("/admin");
    const card = page.getByTestId("donations-card");
    await expect(card.getByTestId("donations-card-EUR")).toBeVisible();
    await expect(card.getByTestId("donations-card-overdue")).toBeVisible();
    await card.getByRole("link", { name: "Open Donations" }).click();
    await expect(page).toHaveURL(/\/admin\/donations\?from=\d{4}-\d{2}-01$/);
  });

  test("passes axe at 360 px, the list as cards, and filters without JavaScript", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const gifts = await threeGifts(request);
    asProvidersReported(gifts);
    await signInAsAdmin(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await openList(page, `q=${gifts.tag}`);
    await expect(page.getByTestId("donation-card")).toHaveCount(3);
    await expect(page.getByTestId("donation-table")).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByTestId("donation-card").filter({ hasText: "Élodie" }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: `Gift ${gifts.eur}` })).toBeVisible();
    await expectNoAxeViolations(page);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await signInAsAdmin(noScript);
    await noScript.goto(`/admin/donations?q=${gifts.tag}`);
    await noScript.getByLabel("Currency", { exact: true }).selectOption("XOF");
    await noScript.getByRole("button", { name: "Apply" }).click();
    await expect(noScript).toHaveURL(/currency=XOF/);
    await expect(noScript.getByTestId("donation-row")).toHaveCount(1);
    await expect(noScript.getByTestId("donation-row")).toContainText(`Kofi ${gifts.tag}`);
    // The refund's question and its form work without JavaScript too.
    await noScript.goto(`/admin/donations?q=${gifts.tag}&currency=EUR`);
    await noScript.getByTestId("donation-row").getByTestId("donation-link").click();
    await noScript.getByText("Refund this gift…").click();
    await noScript.getByRole("button", { name: "Yes, refund €120.00" }).click();
    await expect(noScript.getByRole("alert").filter({ hasText: "Stripe" })).toContainText(
      "Stripe did not make the refund",
    );
    await context.close();
  });

  test("an editor has no Donations in the nav and the screen refuses them", async ({ page }) => {
    const email = `donations-editor-${Date.now()}@e2e.example`;
    const password = "Donations-Editor-Passw0rd!";
    createAccount(email, password, "editor");
    const res = await page.request.post("/api/v1/auth/sign-in", { data: { email, password } });
    expect(res.status()).toBe(200);
    await page.goto("/admin");
    await adminReady(page);
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Donations" })).toHaveCount(0);
    await expect(page.getByTestId("donations-card")).toHaveCount(0);
    const screen = await page.goto("/admin/donations");
    expect(screen?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
    const api = await page.request.get("/api/v1/donations");
    expect(api.status()).toBe(403);
  });
});
