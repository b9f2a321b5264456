/**
 * Donations on the rails donors have, end to end through the real server on both engines, against
 * local servers that speak Paystack's, CinetPay's and YooKassa's documented protocols
 * (server/payments/testing): the form's gift reaches the provider's checkout, a verified
 * notification marks it paid once with one receipt in the donor's language, a replay changes
 * nothing, a forged call is refused, and a refund or a failure is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import {
  type FakeCinetPay,
  type FakePaystack,
  type FakeYooKassa,
  startFakeCinetPay,
  startFakePaystack,
  startFakeYooKassa,
} from "./testing/fake-providers.ts";

const PAYSTACK = "sk_test_paystack_foundation";
const CINETPAY = { apiKey: "cp_api_key_1", siteId: "105900", secretKey: "cp_secret_1" };
const YOOKASSA = { shopId: "501234", secretKey: "test_yookassa_secret" };

interface Gift {
  id: number;
  reference: string;
  status: string;
  providerRef: string | null;
  amountMinor: number;
  events: { type: string; toStatus: string | null }[];
}

describe.each(await databaseKinds())(
  "donations through Paystack, CinetPay, YooKassa on %s",
  (kind) => {
    let database: TestDatabase;
    let server: RunningServer;
    let admin: ApiClient;
    let paystack: FakePaystack;
    let cinetpay: FakeCinetPay;
    let yookassa: FakeYooKassa;

    beforeAll(async () => {
      [paystack, cinetpay, yookassa] = await Promise.all([
        startFakePaystack(PAYSTACK),
        startFakeCinetPay(CINETPAY),
        startFakeYooKassa(YOOKASSA),
      ]);
      database = await createTestDatabase(kind);
      server = await startTestServer(database, {
        env: {
          PUBLIC_URL: "http://site.test",
          // YooKassa's notifications are believed only from its networks when the address is known.
          TRUST_PROXY: "loopback",
          PAYSTACK_SECRET_KEY: PAYSTACK,
          PAYSTACK_API_URL: paystack.url,
          CINETPAY_API_KEY: CINETPAY.apiKey,
          CINETPAY_SITE_ID: CINETPAY.siteId,
          CINETPAY_SECRET_KEY: CINETPAY.secretKey,
          CINETPAY_API_URL: cinetpay.url,
          YOOKASSA_SHOP_ID: YOOKASSA.shopId,
          YOOKASSA_SECRET_KEY: YOOKASSA.secretKey,
          YOOKASSA_API_URL: yookassa.url,
        },
      });
      admin = new ApiClient(server.url);
      await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    }, 120_000);
    afterAll(async () => {
      await server.close();
      await database.cleanup();
      await Promise.all([paystack.close(), cinetpay.close(), yookassa.close()]);
    });

    const give = (fields: Record<string, unknown>) =>
      new ApiClient(server.url).post("/api/v1/forms/donation", {
        name: "Ama Mensah",
        email: "ama@example.org",
        frequency: "one-time",
        ...fields,
      });
    async function gift(reference: string): Promise<Gift> {
      const list = await admin.get(`/api/v1/donations?q=${reference}`);
      const id = (list.json.items as unknown as Gift[])[0].id;
      return (await admin.get(`/api/v1/donations/${id}`)).json as unknown as Gift;
    }
    const notify = (
      provider: string,
      n: { body: string; headers: Record<string, string> },
      extra: Record<string, string> = {},
    ) =>
      fetch(`${server.url}/api/v1/payments/${provider}/webhook`, {
        method: "POST",
        headers: { ...n.headers, ...extra },
        body: n.body,
      });
    const receipts = (reference: string) =>
      server.db
        .selectFrom("mailQueue")
        .select(["recipient", "subject", "body"])
        .where("subject", "like", `%${reference}%`)
        .execute();

    it("Ghana: 50 GHS by mobile money through Paystack, paid once, refunded", async () => {
      const res = await give({
        region: "GH",
        currency: "GHS",
        method: "mobile",
        amount: 50,
        locale: "en",
      });
      expect(res.status).toBe(201);
      const reference = String(res.json.reference);
      expect(String(res.json.checkoutUrl)).toBe(paystack.checkoutUrlFor(reference));
      const init = paystack.requests.find((r) => r.path === "/transaction/initialize")!;
      expect(init.headers.authorization).toBe(`Bearer ${PAYSTACK}`);
      expect(JSON.parse(String(init.body))).toMatchObject({
        amount: 5000,
        currency: "GHS",
        channels: ["mobile_money"],
        reference,
      });
      expect((await gift(reference)).status).toBe("pending");

      // Signed, but the body's claim is checked with the API: still pending there, so pending here.
      const early = await notify(
        "paystack",
        paystack.notification(reference, { data: { status: "success" } }),
      );
      expect(early.status).toBe(200);
      expect((await gift(reference)).status).toBe("pending");

      const forged = paystack.notification(reference);
      paystack.settle(reference, "success");
      expect(
        (await notify("paystack", forged, { "x-paystack-signature": "00".repeat(64) })).status,
      ).toBe(401);
      expect(
        (await notify("paystack", { ...forged, headers: { "content-type": "application/json" } }))
          .status,
      ).toBe(401);
      expect((await gift(reference)).status).toBe("pending");

      // The same notification six times at once (providers retry, proxies duplicate): taken once.
      const paid = paystack.notification(reference);
      const answers = await Promise.all(Array.from({ length: 6 }, () => notify("paystack", paid)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const record = await gift(reference);
      expect(record.status).toBe("paid");
      expect(record.events.filter((e) => e.toStatus === "paid")).toHaveLength(1);
      const mail = await receipts(reference);
      expect(mail).toHaveLength(1);
      expect(mail[0].recipient).toBe("ama@example.org");
      expect(mail[0].body).toContain("GHS\u00a050.00");

      const refund = await admin.post(`/api/v1/donations/${record.id}/refund`, {});
      expect(refund.status).toBe(200);
      paystack.settle(reference, "reversed");
      expect(
        (await notify("paystack", paystack.notification(reference, { event: "refund.processed" })))
          .status,
      ).toBe(200);
      expect((await gift(reference)).status).toBe("refunded");
      expect(await receipts(reference)).toHaveLength(1);
    });

    it("Togo: 5 000 F CFA by T-Money through CinetPay in French; a refused payment is recorded", async () => {
      const res = await give({
        region: "TG",
        currency: "XOF",
        method: "mobile",
        amount: 5000,
        locale: "fr",
      });
      expect(res.status).toBe(201);
      const reference = String(res.json.reference);
      expect(String(res.json.checkoutUrl)).toBe(cinetpay.checkoutUrlFor(reference));
      const init = cinetpay.requests.find((r) => r.path === "/v2/payment")!;
      expect(JSON.parse(String(init.body))).toMatchObject({
        apikey: CINETPAY.apiKey,
        site_id: CINETPAY.siteId,
        transaction_id: reference,
        amount: 5000,
        currency: "XOF",
        channels: "MOBILE_MONEY",
        lang: "fr",
        notify_url: "http://site.test/api/v1/payments/cinetpay/webhook",
      });

      cinetpay.settle(reference, "ACCEPTED");
      const n = cinetpay.notification(reference);
      expect((await notify("cinetpay", n, { "x-token": "f".repeat(64) })).status).toBe(401);
      expect((await gift(reference)).status).toBe("pending");
      expect((await notify("cinetpay", n)).status).toBe(200);
      expect((await notify("cinetpay", n)).status).toBe(200);
      expect((await gift(reference)).status).toBe("paid");
      const mail = await receipts(reference);
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toContain("reçu de votre don");
      expect(mail[0].body).toContain("5\u202f000\u00a0F\u202fCFA");
      // CinetPay's API has no refunds: the admin is told so, the record stays paid.
      const refund = await admin.post(`/api/v1/donations/${(await gift(reference)).id}/refund`, {});
      expect(refund.status).toBe(409);
      expect(JSON.stringify(refund.json)).toMatch(/back office/);
      expect((await gift(reference)).status).toBe("paid");

      const second = await give({
        region: "TG",
        currency: "XOF",
        method: "mobile",
        amount: 2000,
        locale: "fr",
      });
      const failed = String(second.json.reference);
      cinetpay.settle(failed, "PAYMENT_FAILED");
      expect((await notify("cinetpay", cinetpay.notification(failed))).status).toBe(200);
      expect((await gift(failed)).status).toBe("failed");
      expect(await receipts(failed)).toHaveLength(0);
    });

    it("Russia: 500 ₽ by SBP through YooKassa in Russian, only from YooKassa's networks, refunded", async () => {
      const res = await give({
        region: "RU",
        currency: "RUB",
        method: "sbp",
        amount: 500,
        locale: "ru",
      });
      expect(res.status).toBe(201);
      const reference = String(res.json.reference);
      const record = await gift(reference);
      expect(String(res.json.checkoutUrl)).toBe(yookassa.checkoutUrlFor(record.providerRef!));
      const create = yookassa.requests.find((r) => r.path === "/payments" && r.method === "POST")!;
      expect(create.headers["idempotence-key"]).toBe(reference);
      expect(JSON.parse(String(create.body))).toMatchObject({
        amount: { value: "500.00", currency: "RUB" },
        payment_method_data: { type: "sbp" },
        confirmation: { type: "redirect" },
      });

      // No signature exists: a claim of success is fetched from the API, which says pending.
      const claim = yookassa.notification(record.providerRef!, {
        event: "payment.succeeded",
        object: { status: "succeeded", paid: true },
      });
      expect((await notify("yookassa", claim)).status).toBe(200);
      expect((await gift(reference)).status).toBe("pending");

      yookassa.settle(record.providerRef!, "succeeded");
      const n = yookassa.notification(record.providerRef!);
      // From an address outside YooKassa's networks (known through the trusted proxy): refused.
      expect((await notify("yookassa", n, { "x-forwarded-for": "203.0.113.7" })).status).toBe(403);
      expect((await gift(reference)).status).toBe("pending");
      expect((await notify("yookassa", n, { "x-forwarded-for": "185.71.76.5" })).status).toBe(200);
      expect((await notify("yookassa", n, { "x-forwarded-for": "185.71.76.5" })).status).toBe(200);
      const paid = await gift(reference);
      expect(paid.status).toBe("paid");
      const mail = await receipts(reference);
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toContain("квитанция о пожертвовании");
      expect(mail[0].body).toContain("500,00\u00a0₽");

      const refund = await admin.post(`/api/v1/donations/${paid.id}/refund`, {});
      expect(refund.status).toBe(200);
      expect((refund.json as unknown as Gift).status).toBe("refunded");
    });

    it("refuses amounts out of range, currencies and ways to pay not offered; ignores unknown gifts", async () => {
      const low = await give({ region: "TG", currency: "XOF", method: "mobile", amount: 50 });
      expect(low.status).toBe(400);
      expect(JSON.stringify(low.json)).toMatch(/100 to 5,000,000 XOF/);
      const step = await give({ region: "TG", currency: "XOF", method: "mobile", amount: 1001 });
      expect(step.status).toBe(400);
      const sbpInGhana = await give({ region: "GH", currency: "GHS", method: "sbp", amount: 50 });
      expect(sbpInGhana.status).toBe(400);
      const rubInGhana = await give({ region: "GH", currency: "RUB", method: "card", amount: 50 });
      expect(rubInGhana.status).toBe(400);

      const before = (await admin.get("/api/v1/donations")).json.total;
      const ghost = paystack.sign(
        JSON.stringify({ event: "charge.success", data: { reference: "DON-NOBODY" } }),
      );
      const unknown = await fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": ghost },
        body: JSON.stringify({ event: "charge.success", data: { reference: "DON-NOBODY" } }),
      });
      expect(unknown.status).toBe(200);
      expect((await admin.get("/api/v1/donations")).json.total).toBe(before);
    });

    it("lists the gifts with totals per currency; only admins see them", async () => {
      const list = await admin.get("/api/v1/donations?status=paid");
      const totals = list.json.totals as unknown as {
        currency: string;
        paidMinor: number;
        refundedMinor: number;
      }[];
      expect(totals.find((t) => t.currency === "XOF")).toMatchObject({
        paidMinor: 5000,
        refundedMinor: 0,
      });
      expect(totals.find((t) => t.currency === "RUB")).toMatchObject({
        paidMinor: 0,
        refundedMinor: 50000,
      });
      expect(list.json.items).toHaveLength(1);
      const anonymous = await new ApiClient(server.url).get("/api/v1/donations");
      expect(anonymous.status).toBe(401);
    });
  },
);
