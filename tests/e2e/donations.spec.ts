/**
 * Donors on the rails they have (issue 33), with JavaScript and without, each in their language:
 * in Ghana 50 GHS by mobile money (Paystack), in Russia 500 ₽ by SBP (YooKassa), in Togo
 * 5 000 F CFA by T-Money (CinetPay). The providers are local servers speaking their protocols
 * (server/payments/testing); the donor fills the donate page, lands on the provider's checkout, the
 * provider confirms by its signed (or re-fetched) notification, and the donor back on the site reads
 * that the payment was received. Then staff see one receipt per gift in the donor's language and the
 * gifts with their totals per currency on the Donations screen.
 */
import { expect, test } from "./support/fixtures.ts";
import { signInAsAdmin, text } from "./support/helpers.ts";
import type { PaymentFakes } from "./support/payment-fakes.ts";

test.use({ withPayments: true });
// One worker, one server: the last test counts what the others paid.
test.describe.configure({ mode: "serial" });

type Provider = "paystack" | "cinetpay" | "yookassa";
interface Donor {
  country: string;
  locale: "en" | "fr" | "ru";
  page: string;
  amount: string;
  method: RegExp;
  provider: Provider;
  /** The receipt's subject words in the donor's language. */
  receipt: string;
}

const DONORS: Donor[] = [
  {
    country: "Ghana",
    locale: "en",
    page: "/donate?region=GH",
    amount: "50",
    method: /^Mobile Money/,
    provider: "paystack",
    receipt: "receipt for your donation",
  },
  {
    country: "Russia",
    locale: "ru",
    page: "/ru/pozhertvovat?region=RU",
    amount: "500",
    method: /^СБП/,
    provider: "yookassa",
    receipt: "квитанция о пожертвовании",
  },
  {
    country: "Togo",
    locale: "fr",
    page: "/fr/faire-un-don?region=TG",
    amount: "5000",
    method: /^Paiement mobile/,
    provider: "cinetpay",
    receipt: "reçu de votre don",
  },
];

/** What the site asked the provider for last: our reference, the provider's id, the way back. */
function lastCheckout(fakes: PaymentFakes, provider: Provider) {
  const fake = fakes[provider];
  const path = {
    paystack: "/transaction/initialize",
    cinetpay: "/v2/payment",
    yookassa: "/payments",
  }[provider];
  const request = fake.requests.filter((r) => r.method === "POST" && r.path === path).at(-1)!;
  const body = JSON.parse(String(request.body)) as {
    reference?: string;
    callback_url?: string;
    transaction_id?: string;
    return_url?: string;
    metadata?: { reference?: string };
    confirmation?: { return_url?: string };
  };
  const found =
    provider === "paystack"
      ? { reference: body.reference, back: body.callback_url }
      : provider === "cinetpay"
        ? { reference: body.transaction_id, back: body.return_url }
        : { reference: body.metadata?.reference, back: body.confirmation?.return_url };
  return { reference: found.reference ?? "", back: found.back ?? "" };
}

/** The provider confirms: the payment settles there and its notification reaches the site. */
async function providerConfirms(
  fakes: PaymentFakes,
  provider: Provider,
  reference: string,
  checkoutUrl: string,
  site: string,
) {
  let notification: { body: string; headers: Record<string, string> };
  if (provider === "paystack") {
    fakes.paystack.settle(reference, "success");
    notification = fakes.paystack.notification(reference);
  } else if (provider === "cinetpay") {
    fakes.cinetpay.settle(reference, "ACCEPTED");
    notification = fakes.cinetpay.notification(reference);
  } else {
    const paymentId = new URL(checkoutUrl).pathname.split("/").at(-1)!;
    fakes.yookassa.settle(paymentId, "succeeded");
    notification = fakes.yookassa.notification(paymentId);
  }
  const res = await fetch(`${site}/api/v1/payments/${provider}/webhook`, {
    method: "POST",
    headers: notification.headers,
    body: notification.body,
  });
  expect(res.status).toBe(200);
}

const paid: { donor: Donor; reference: string }[] = [];

for (const donor of DONORS) {
  for (const javaScript of [true, false]) {
    test(`a donor in ${donor.country} pays ${donor.amount} by ${donor.provider} (${javaScript ? "with" : "without"} JavaScript)`, async ({
      browser,
      baseURL,
      payments,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      await page.goto(donor.page);
      await page.getByRole("spinbutton").fill(donor.amount);
      await page.getByRole("radio", { name: donor.method }).check();
      await page
        .getByLabel(text(donor.locale, "donate", "form.name"))
        .fill(`${donor.country} donor`);
      await page
        .getByRole("textbox", { name: text(donor.locale, "donate", "form.email") })
        .fill(`${donor.provider}-${javaScript ? "js" : "nojs"}@donors.example`);
      await page.getByTestId("donate-submit").click();

      // On the provider's own checkout page.
      const origin = new URL(payments[donor.provider].url).origin;
      await page.waitForURL((url) => url.origin === origin);
      const { reference, back } = lastCheckout(payments, donor.provider);
      expect(reference).toMatch(/^DON-/);
      await providerConfirms(payments, donor.provider, reference, page.url(), baseURL!);

      // Back on the site: only what the provider confirmed is said.
      await page.goto(back);
      await expect(page.getByTestId("donate-returned")).toHaveText(
        text(donor.locale, "forms", "donation.paid"),
      );
      paid.push({ donor, reference });
      await context.close();
    });
  }
}

test("each donor gets one receipt in their language; Donations shows the gifts and their totals", async ({
  page,
}) => {
  expect(paid).toHaveLength(6);
  await signInAsAdmin(page);
  await page.goto("/admin/outbox");
  for (const { donor, reference } of paid) {
    const rows = page.getByTestId("outbox-row").filter({ hasText: reference });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(donor.receipt);
  }
  await page.goto("/admin/donations?status=paid");
  const total = (currency: string) =>
    page.getByTestId(`donation-total-${currency}`).getByTestId("donation-total-paid");
  await expect(total("GHS")).toHaveText(/100\.00/);
  await expect(total("RUB")).toHaveText(/1,000\.00/);
  await expect(total("XOF")).toHaveText(/10,000/);
  for (const { reference } of paid)
    await expect(page.getByTestId("donation-row").filter({ hasText: reference })).toHaveCount(1);
});
