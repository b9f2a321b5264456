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
    const list = await admin.get("/api/v1/submissions?type=donation");
    expect(list.json.items?.[0]).toMatchObject({ paymentStatus: "pledged" });
  });

  it("with keys, creates a Checkout session (one-time and monthly) and a signed webhook marks it paid", async () => {
    await setStripeKeys("sk_test_foundation");
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      ...cardDonation,
      locale: "fr",
    });
    expect(res.status).toBe(201);
    expect(res.json.checkoutUrl).toBe("https://checkout.stripe.test/pay/cs_test_1");
    const call = created[0];
    expect(call.auth).toBe("Bearer sk_test_foundation");
    expect(call.form.get("mode")).toBe("payment");
    expect(call.form.get("line_items[0][price_data][unit_amount]")).toBe("2550");
    expect(call.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(call.form.get("customer_email")).toBe("kofi@example.org");
    expect(call.form.get("success_url")).toBe(
      "http://site.test/fr/faire-un-don?checkout={CHECKOUT_SESSION_ID}",
    );

    const monthly = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      ...cardDonation,
      frequency: "monthly",
    });
    expect(monthly.status).toBe(201);
    expect(created[1].form.get("mode")).toBe("subscription");
    expect(created[1].form.get("line_items[0][price_data][recurring][interval]")).toBe("month");

    const { submissions } = server.services;
    expect(await submissions.checkoutStatus("cs_test_1")).toBe("pending");

    const event = (id: string) =>
      JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "checkout.session.completed",
        data: { object: { id, object: "checkout.session", payment_status: "paid" } },
      });
    const stripe = new Stripe("sk_test_foundation");
    const send = (payload: string, signature: string) =>
      fetch(`${server.url}/api/v1/payments/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });

    const forged = event("cs_test_1");
    const badSig = stripe.webhooks.generateTestHeaderString({
      payload: forged,
      secret: "whsec_someone_else",
    });
    expect((await send(forged, badSig)).status).toBe(400);
    expect((await send(forged, "t=1,v1=deadbeef")).status).toBe(400);
    expect(await submissions.checkoutStatus("cs_test_1")).toBe("pending");

    const payload = event("cs_test_1");
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const ok = await send(payload, header);
    expect(ok.status).toBe(200);
    expect(await submissions.checkoutStatus("cs_test_1")).toBe("paid");
    expect(await submissions.checkoutStatus("cs_test_2")).toBe("pending");

    const receipts = await server.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("subject", "like", "%reçu de votre don%")
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0].body).toContain("25,50");
    // A repeated webhook changes nothing and sends no second receipt.
    expect((await send(payload, header)).status).toBe(200);
    const again = await server.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("subject", "like", "%reçu de votre don%")
      .execute();
    expect(again).toHaveLength(1);
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
