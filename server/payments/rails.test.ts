/**
 * The Paystack, CinetPay and YooKassa adapters against local servers that speak each provider's
 * API (testing/fake-providers.ts): what a checkout sends, that a notification is believed only
 * when signed (or from YooKassa's networks) and only for what the API then answers.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCinetPayRail } from "./cinetpay.ts";
import { createPaystackRail } from "./paystack.ts";
import { ProviderError, UnverifiedNotification, type CheckoutRequest } from "./rail.ts";
import {
  startFakeCinetPay,
  startFakePaystack,
  startFakeYooKassa,
  type FakeCinetPay,
  type FakePaystack,
  type FakeYooKassa,
} from "./testing/fake-providers.ts";
import { createYooKassaRail, isYooKassaAddress } from "./yookassa.ts";

const request = (over: Partial<CheckoutRequest>): CheckoutRequest => ({
  reference: "DON-00000000",
  amountMinor: 5000,
  currency: "GHS",
  method: "mobile",
  frequency: "one-time",
  email: "ama@example.org",
  name: "Ama Mensah",
  locale: "en",
  description: "Foundation: donation",
  returnUrl: "http://site.test/donate?back=1",
  cancelUrl: "http://site.test/donate?cancelled=1",
  notifyUrl: "http://site.test/api/v1/payments/cinetpay/notify",
  ...over,
});
const call = (
  n: { body: string; headers: Record<string, string> },
  sourceIp: string | null = null,
) => ({
  rawBody: Buffer.from(n.body),
  headers: n.headers,
  sourceIp,
});
const last = (fake: { requests: { body: string }[] }) =>
  JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
const unverified = (status: number) =>
  expect.objectContaining({ constructor: UnverifiedNotification, status });

describe("Paystack", () => {
  const secretKey = "sk_test_paystack";
  let fake: FakePaystack;
  let rail: ReturnType<typeof createPaystackRail>;
  beforeAll(async () => {
    fake = await startFakePaystack(secretKey);
    rail = createPaystackRail({ keys: async () => ({ secretKey }), apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it("initializes a checkout in pesewas, mobile money only, with the secret key", async () => {
    const checkout = await rail.startCheckout(request({ reference: "DON-PS000001" }));
    const sent = fake.requests.at(-1)!;
    expect([sent.method, sent.path, sent.headers.authorization]).toEqual([
      "POST",
      "/transaction/initialize",
      `Bearer ${secretKey}`,
    ]);
    expect(last(fake)).toEqual({
      email: "ama@example.org",
      amount: 5000,
      currency: "GHS",
      reference: "DON-PS000001",
      callback_url: "http://site.test/donate?back=1",
      channels: ["mobile_money"],
      metadata: { reference: "DON-PS000001", name: "Ama Mensah" },
    });
    expect(checkout).toEqual({
      url: fake.checkoutUrlFor("DON-PS000001"),
      providerRef: "DON-PS000001",
    });
    expect((await fetch(checkout.url)).status).toBe(200);
    await rail.startCheckout(request({ reference: "DON-PS000002", method: "card" }));
    expect(last(fake).channels).toEqual(["card"]);
  });

  it("reports the provider's message when the key is wrong", async () => {
    const wrong = createPaystackRail({
      keys: async () => ({ secretKey: "sk_x" }),
      apiUrl: fake.url,
    });
    const error = await wrong.startCheckout(request({ reference: "DON-PS000003" })).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect([error.message, error.status]).toEqual(["paystack: Invalid key", 401]);
  });

  it("believes a signed charge.success only as far as the verify call goes", async () => {
    // The body claims success; Paystack's verify answer still says abandoned.
    const claim = fake.notification("DON-PS000001", { data: { status: "success" } });
    const [pending] = await rail.verifyNotification(call(claim));
    expect(pending).toMatchObject({ type: "charge.success", outcome: "pending" });
    fake.settle("DON-PS000001", "success");
    const [paid] = await rail.verifyNotification(call(fake.notification("DON-PS000001")));
    const txId = paid!.providerRef;
    expect(paid).toEqual({
      eventId: `charge.success:${txId}:paid`,
      type: "charge.success",
      reference: "DON-PS000001",
      outcome: "paid",
      amountMinor: 5000,
      currency: "GHS",
      providerRef: expect.stringMatching(/^\d+$/),
    });
    expect(pending!.eventId).toBe(`charge.success:${txId}:pending`);
    const status = await rail.fetchStatus({ reference: "DON-PS000001", providerRef: txId! });
    expect([status.eventId, status.outcome]).toEqual([`status:${txId}:paid`, "paid"]);
  });

  it("refuses unsigned, badly signed or unparsable calls, and ignores unknown references", async () => {
    const good = fake.notification("DON-PS000001");
    const { "x-paystack-signature": _, ...unsigned } = good.headers;
    await expect(rail.verifyNotification(call({ ...good, headers: unsigned }))).rejects.toEqual(
      unverified(401),
    );
    const tampered = { ...good, body: `${good.body} ` };
    await expect(rail.verifyNotification(call(tampered))).rejects.toEqual(unverified(401));
    const garbage = "{not json";
    const signed = { body: garbage, headers: { "x-paystack-signature": fake.sign(garbage) } };
    await expect(rail.verifyNotification(call(signed))).rejects.toEqual(unverified(400));
    const off = createPaystackRail({ keys: async () => null, apiUrl: fake.url });
    await expect(off.verifyNotification(call(good))).rejects.toEqual(unverified(401));
    expect(await off.configured()).toBe(false);
    const body = JSON.stringify({
      event: "charge.success",
      data: { id: 1, reference: "DON-NOPE" },
    });
    const hmac = createHmac("sha512", secretKey).update(body).digest("hex");
    expect(
      await rail.verifyNotification(call({ body, headers: { "x-paystack-signature": hmac } })),
    ).toEqual([]);
  });

  it("queues a refund and takes refund.processed as refunded", async () => {
    const refund = await rail.refund({
      reference: "DON-PS000001",
      providerRef: null,
      amountMinor: 5000,
      currency: "GHS",
    });
    expect(last(fake)).toEqual({ transaction: "DON-PS000001" });
    expect(refund).toMatchObject({
      outcome: "pending",
      eventId: expect.stringMatching(/^refund:\d+:pending$/),
    });
    fake.settle("DON-PS000001", "reversed");
    const [fact] = await rail.verifyNotification(
      call(fake.notification("DON-PS000001", { event: "refund.processed" })),
    );
    expect(fact).toMatchObject({
      type: "refund.processed",
      reference: "DON-PS000001",
      outcome: "refunded",
      amountMinor: 5000,
    });
    expect(
      await rail.verifyNotification(
        call(fake.notification("DON-PS000001", { event: "refund.failed" })),
      ),
    ).toEqual([]);
    expect((await rail.fetchStatus({ reference: "DON-PS000001", providerRef: null })).outcome).toBe(
      "refunded",
    );
  });
});

describe("CinetPay", () => {
  const keys = { apiKey: "cp_api_key", siteId: "105900", secretKey: "cp_secret" };
  let fake: FakeCinetPay;
  let rail: ReturnType<typeof createCinetPayRail>;
  beforeAll(async () => {
    fake = await startFakeCinetPay(keys);
    rail = createCinetPayRail({ keys: async () => keys, apiUrl: fake.url });
  });
  afterAll(() => fake.close());
  const xof = (over: Partial<CheckoutRequest>) =>
    request({
      currency: "XOF",
      amountMinor: 5000,
      locale: "fr",
      name: "Kossi Afi Mensah",
      ...over,
    });

  it("opens the guichet in whole francs, mobile money or card with the address fields", async () => {
    const checkout = await rail.startCheckout(xof({ reference: "DON-CP000001" }));
    expect(last(fake)).toMatchObject({
      apikey: "cp_api_key",
      site_id: "105900",
      transaction_id: "DON-CP000001",
      amount: 5000,
      currency: "XOF",
      channels: "MOBILE_MONEY",
      lang: "fr",
      notify_url: "http://site.test/api/v1/payments/cinetpay/notify",
      customer_name: "Kossi",
      customer_surname: "Afi Mensah",
      metadata: "DON-CP000001",
    });
    expect(last(fake).customer_country).toBeUndefined();
    expect(checkout).toEqual({
      url: fake.checkoutUrlFor("DON-CP000001"),
      providerRef: "DON-CP000001",
    });
    await rail.startCheckout(xof({ reference: "DON-CP000002", method: "card", locale: "en" }));
    expect(last(fake)).toMatchObject({
      channels: "CREDIT_CARD",
      lang: "en",
      customer_country: "TG",
      customer_city: "Lomé",
    });
    await expect(
      rail.startCheckout(xof({ reference: "DON-CP000003", amountMinor: 5002 })),
    ).rejects.toThrow(/multiple of 5/);
  });

  it("checks the x-token and the site, then takes the state from /v2/payment/check", async () => {
    // The form claims success; the check call says the donor has not approved yet.
    const claim = fake.notification("DON-CP000001", { cpm_error_message: "SUCCES" });
    expect(await rail.verifyNotification(call(claim))).toEqual([
      {
        eventId: "DON-CP000001:pending",
        type: "notification",
        reference: "DON-CP000001",
        outcome: "pending",
        amountMinor: 5000,
        currency: "XOF",
      },
    ]);
    expect(last(fake)).toEqual({
      apikey: "cp_api_key",
      site_id: "105900",
      transaction_id: "DON-CP000001",
    });
    fake.settle("DON-CP000001", "ACCEPTED");
    const [paid] = await rail.verifyNotification(call(fake.notification("DON-CP000001")));
    expect([paid!.eventId, paid!.outcome]).toEqual(["DON-CP000001:paid", "paid"]);
    fake.settle("DON-CP000002", "TRANSACTION_CANCEL");
    expect((await rail.fetchStatus({ reference: "DON-CP000002", providerRef: null })).outcome).toBe(
      "failed",
    );
  });

  it("refuses bad tokens and other sites, and ignores unknown transactions", async () => {
    const good = fake.notification("DON-CP000001");
    await expect(
      rail.verifyNotification(call({ ...good, headers: { "x-token": "00ff" } })),
    ).rejects.toEqual(unverified(401));
    await expect(rail.verifyNotification(call({ ...good, headers: {} }))).rejects.toEqual(
      unverified(401),
    );
    const other = fake.notification("DON-CP000001", { cpm_site_id: "999999" });
    await expect(rail.verifyNotification(call(other))).rejects.toEqual(unverified(401));
    const unknown = fake.notification("DON-CP000001", { cpm_trans_id: "DON-UNKNOWN" });
    expect(await rail.verifyNotification(call(unknown))).toEqual([]);
  });

  it("has no refund API", async () => {
    const refund = rail.refund({
      reference: "DON-CP000001",
      providerRef: "DON-CP000001",
      amountMinor: 5000,
      currency: "XOF",
    });
    await expect(refund).rejects.toThrow(
      "cinetpay: refunds are made from the CinetPay back office",
    );
  });
});

describe("YooKassa", () => {
  const keys = { shopId: "506751", secretKey: "test_yookassa_secret" };
  const fromYooKassa = "185.71.76.7";
  let fake: FakeYooKassa;
  let rail: ReturnType<typeof createYooKassaRail>;
  beforeAll(async () => {
    fake = await startFakeYooKassa(keys);
    rail = createYooKassaRail({ keys: async () => keys, apiUrl: fake.url });
  });
  afterAll(() => fake.close());
  const rub = (over: Partial<CheckoutRequest>) =>
    request({ currency: "RUB", amountMinor: 50000, method: "sbp", locale: "ru", ...over });

  it("creates a redirect payment once per reference, with Basic auth and an idempotence key", async () => {
    const checkout = await rail.startCheckout(
      rub({ reference: "DON-YK000001", description: "x".repeat(200) }),
    );
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from("506751:test_yookassa_secret").toString("base64")}`,
    );
    expect(sent.headers["idempotence-key"]).toBe("DON-YK000001");
    expect(last(fake)).toEqual({
      amount: { value: "500.00", currency: "RUB" },
      capture: true,
      confirmation: {
        type: "redirect",
        return_url: "http://site.test/donate?back=1",
        locale: "ru_RU",
      },
      payment_method_data: { type: "sbp" },
      description: "x".repeat(128),
      metadata: { reference: "DON-YK000001" },
    });
    expect(checkout.url).toBe(fake.checkoutUrlFor(checkout.providerRef));
    const again = await rail.startCheckout(
      rub({ reference: "DON-YK000001", description: "x".repeat(200) }),
    );
    expect(again).toEqual(checkout);
    await rail.startCheckout(
      rub({ reference: "DON-YK000002", method: "card", locale: "en", amountMinor: 100005 }),
    );
    expect(last(fake)).toMatchObject({
      amount: { value: "1000.05" },
      payment_method_data: { type: "bank_card" },
    });
  });

  it("takes a notification from YooKassa's networks only, and re-reads the payment", async () => {
    const id = (await rail.startCheckout(rub({ reference: "DON-YK000003" }))).providerRef;
    const claim = fake.notification(id, {
      event: "payment.succeeded",
      object: { status: "succeeded" },
    });
    await expect(rail.verifyNotification(call(claim, "203.0.113.9"))).rejects.toEqual(
      unverified(403),
    );
    const [pending] = await rail.verifyNotification(call(claim, null));
    expect(pending).toMatchObject({ eventId: `${id}:pending`, outcome: "pending" });
    fake.settle(id, "succeeded");
    expect(
      await rail.verifyNotification(call(fake.notification(id), `::ffff:${fromYooKassa}`)),
    ).toEqual([
      {
        eventId: `${id}:paid`,
        type: "payment.succeeded",
        reference: "DON-YK000003",
        outcome: "paid",
        amountMinor: 50000,
        currency: "RUB",
        providerRef: id,
      },
    ]);
    const unknown = fake.notification(id, {
      object: { id: "2f000000-000f-5000-9000-000000000000" },
    });
    expect(await rail.verifyNotification(call(unknown, fromYooKassa))).toEqual([]);
    const junk = { body: "{", headers: {} };
    await expect(rail.verifyNotification(call(junk, fromYooKassa))).rejects.toEqual(
      unverified(400),
    );
    const timedOut = (await rail.startCheckout(rub({ reference: "DON-YK000004" }))).providerRef;
    fake.settle(timedOut, "canceled", "expired_on_confirmation");
    expect(
      (await rail.fetchStatus({ reference: "DON-YK000004", providerRef: timedOut })).outcome,
    ).toBe("expired");
  });

  it("refunds a paid payment and takes refund.succeeded for its gift", async () => {
    const id = (await rail.startCheckout(rub({ reference: "DON-YK000005" }))).providerRef;
    fake.settle(id, "succeeded");
    const refund = await rail.refund({
      reference: "DON-YK000005",
      providerRef: id,
      amountMinor: 50000,
      currency: "RUB",
    });
    expect(fake.requests.at(-1)!.headers["idempotence-key"]).toBe("refund-DON-YK000005");
    expect(last(fake)).toEqual({ payment_id: id, amount: { value: "500.00", currency: "RUB" } });
    expect(refund).toMatchObject({
      outcome: "refunded",
      eventId: expect.stringMatching(/^refund:/),
    });
    const refundId = refund.eventId.slice("refund:".length);
    const [fact] = await rail.verifyNotification(call(fake.notification(refundId), fromYooKassa));
    expect(fact).toEqual({ ...refund, type: "refund.succeeded" });
    expect(fact!.reference).toBe("DON-YK000005");
    expect((await rail.fetchStatus({ reference: "DON-YK000005", providerRef: id })).outcome).toBe(
      "refunded",
    );
  });

  it("reports YooKassa's error for wrong credentials", async () => {
    const wrong = createYooKassaRail({
      keys: async () => ({ ...keys, secretKey: "nope" }),
      apiUrl: fake.url,
    });
    const error = await wrong.startCheckout(rub({ reference: "DON-YK000009" })).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect([error.status, error.message]).toEqual([
      401,
      expect.stringContaining("invalid_credentials"),
    ]);
  });

  it("knows YooKassa's published networks", () => {
    const yes = [
      "185.71.76.0",
      "185.71.76.31",
      "185.71.77.12",
      "77.75.153.127",
      "77.75.154.200",
      "77.75.156.11",
      "77.75.156.35",
      "::ffff:77.75.153.1",
      "2a02:5180::1",
    ];
    const no = [
      "185.71.76.32",
      "77.75.153.128",
      "77.75.156.12",
      "10.0.0.1",
      "2a02:5181::1",
      "::1",
      "not an ip",
      "",
    ];
    expect(yes.filter((ip) => !isYooKassaAddress(ip))).toEqual([]);
    expect(no.filter(isYooKassaAddress)).toEqual([]);
  });
});
