/**
 * Card donations through Stripe Checkout, against a local HTTP server that answers like Stripe's
 * API; webhook signatures are made by the Stripe SDK's own test helper.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { VALID } from "../testing/submission-fixtures.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_foundation";

describe.each(await databaseKinds())("Stripe donations on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let fakeStripe: Server;
  let admin: ApiClient;
  const created: { auth: string; form: URLSearchParams }[] = [];
  const refunds: string[] = [];
  let sessionCount = 0;

  beforeAll(async () => {
    fakeStripe = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
          created.push({ auth: req.headers.authorization ?? "", form: new URLSearchParams(body) });
          const id = `cs_test_${++sessionCount}`;
          res.writeHead(200, { "content-type": "application/json", "request-id": "req_1" });
          res.end(
            JSON.stringify({
              id,
              object: "checkout.session",
              url: `https://checkout.stripe.test/pay/${id}`,
              payment_status: "unpaid",
            }),
          );
          return;
        }
        if (req.method === "POST" && req.url === "/v1/refunds") {
          const form = new URLSearchParams(body);
          refunds.push(form.get("payment_intent") ?? "");
          res.writeHead(200, { "content-type": "application/json", "request-id": "req_2" });
          res.end(
            JSON.stringify({
              id: `re_${refunds.length}`,
              object: "refund",
              status: "succeeded",
              payment_intent: form.get("payment_intent"),
            }),
          );
          return;
        }
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      });
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, "127.0.0.1", resolve));
    const port = (fakeStripe.address() as AddressInfo).port;
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      env: { STRIPE_API_URL: `http://127.0.0.1:${port}`, PUBLIC_URL: "http://site.test" },
    });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await new Promise<void>((resolve) => fakeStripe.close(() => resolve()));
  });

  async function setStripeKeys(secret: string) {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, {
      stripePublicKey: secret ? "pk_test_123" : "",
      stripeSecretKey: secret,
      stripeWebhookSecret: secret ? WEBHOOK_SECRET : "",
    });
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
  }

  const cardDonation = { ...VALID.donation, method: "card", amount: 25.5, frequency: "one-time" };

  it("without keys, a card donation is a pledge: no checkout, nothing claimed", async () => {
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", cardDonation);
    expect(res.status).toBe(201);
    expect(res.json.checkoutUrl).toBeUndefined();
    expect(created).toHaveLength(0);
    const list = await admin.get(`/api/v1/donations?q=${String(res.json.reference)}`);
    expect(list.json.items).toMatchObject([{ status: "pledged", provider: null }]);
  });

  type Gift = { id: number; reference: string; status: string; planStatus: string | null };
  const gift = async (reference: string) =>
    ((await admin.get(`/api/v1/donations?q=${reference}`)).json.items as unknown as Gift[]).find(
      (g) => g.reference === reference,
    )!;
  const receipts = (like: string) =>
    server.db.selectFrom("mailQueue").selectAll().where("subject", "like", like).execute();
  const stripe = new Stripe("sk_test_foundation");
  const send = (type: string, object: Record<string, unknown>, id = `evt_${type}_${object.id}`) => {
    const payload = JSON.stringify({ id, object: "event", type, data: { object } });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fetch(`${server.url}/api/v1/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
  };

  it("with keys, creates a Checkout session and a signed webhook marks it paid once", async () => {
    await setStripeKeys("sk_test_foundation");
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      ...cardDonation,
      locale: "fr",
    });
    expect(res.status).toBe(201);
    const reference = String(res.json.reference);
    expect(res.json.checkoutUrl).toBe("https://checkout.stripe.test/pay/cs_test_1");
    const call = created[0];
    expect(call.auth).toBe("Bearer sk_test_foundation");
    expect(call.form.get("mode")).toBe("payment");
    expect(call.form.get("client_reference_id")).toBe(reference);
    expect(call.form.get("line_items[0][price_data][unit_amount]")).toBe("2550");
    expect(call.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(call.form.get("customer_email")).toBe("kofi@example.org");
    expect(call.form.get("success_url")).toBe(
      `http://site.test/fr/faire-un-don?donation=${reference}`,
    );
    expect((await gift(reference)).status).toBe("pending");

    const session = {
      id: "cs_test_1",
      object: "checkout.session",
      payment_status: "paid",
      client_reference_id: reference,
      amount_total: 2550,
      currency: "usd",
      payment_intent: "pi_test_1",
    };
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session },
    });
    const forged = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    const post = (signature: string) =>
      fetch(`${server.url}/api/v1/payments/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
    expect((await post(forged)).status).toBe(400);
    expect((await post("t=1,v1=deadbeef")).status).toBe(400);
    expect((await gift(reference)).status).toBe("pending");

    expect((await send("checkout.session.completed", session, "evt_1")).status).toBe(200);
    expect((await send("checkout.session.completed", session, "evt_1")).status).toBe(200);
    expect((await gift(reference)).status).toBe("paid");
    const mail = await receipts(`%reçu de votre don ${reference}%`);
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain("25,50");

    const refund = await admin.post(`/api/v1/donations/${(await gift(reference)).id}/refund`, {});
    expect(refund.status).toBe(200);
    expect(refunds).toEqual(["pi_test_1"]);
    expect((await gift(reference)).status).toBe("refunded");
  });

  it("a monthly gift is a subscription: its second invoice.paid is a new paid payment with a receipt", async () => {
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      ...cardDonation,
      frequency: "monthly",
    });
    const reference = String(res.json.reference);
    const call = created.at(-1)!;
    expect(call.form.get("mode")).toBe("subscription");
    expect(call.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    const session = {
      id: `cs_test_${created.length}`,
      object: "checkout.session",
      payment_status: "paid",
      client_reference_id: reference,
      amount_total: 2550,
      currency: "usd",
      subscription: "sub_test_1",
      invoice: "in_first",
    };
    expect((await send("checkout.session.completed", session)).status).toBe(200);
    expect(await gift(reference)).toMatchObject({ status: "paid", planStatus: "active" });
    const invoice = (id: string, reason: string) => ({
      id,
      object: "invoice",
      billing_reason: reason,
      amount_paid: 2550,
      amount_due: 2550,
      currency: "usd",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_test_1" },
      },
    });
    // The first invoice is the Checkout's own payment: nothing more is recorded for it.
    expect((await send("invoice.paid", invoice("in_first", "subscription_create"))).status).toBe(
      200,
    );
    expect((await send("invoice.paid", invoice("in_second", "subscription_cycle"))).status).toBe(
      200,
    );
    expect((await send("invoice.paid", invoice("in_second", "subscription_cycle"))).status).toBe(
      200,
    );
    const payments = await server.db
      .selectFrom("donations")
      .selectAll()
      .where("subscriptionRef", "=", "sub_test_1")
      .execute();
    expect(payments.map((p) => p.status)).toEqual(["paid", "paid"]);
    expect(await receipts(`%receipt for your donation ${reference}%`)).toHaveLength(2);
    expect(
      (await send("customer.subscription.deleted", { id: "sub_test_1", object: "subscription" }))
        .status,
    ).toBe(200);
    expect((await gift(reference)).planStatus).toBe("cancelled");
  });

  it("keeps the pledge when Stripe cannot be reached", async () => {
    await server.close();
    server = await startTestServer(database, {
      env: { STRIPE_API_URL: "http://127.0.0.1:9", PUBLIC_URL: "http://site.test" },
    });
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", cardDonation);
    expect(res.status).toBe(201);
    expect(res.json.checkoutUrl).toBeUndefined();
    expect(res.json.reference).toMatch(/^DON-/);
  });
});
