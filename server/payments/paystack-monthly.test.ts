/**
 * Monthly card gifts through Paystack plans, on both engines, against a local server speaking
 * Paystack's protocol (plans, subscriptions, their events): the first payment starts the plan's
 * subscription and no reminder; each month Paystack charges by itself is a new paid payment with
 * its receipt, taken once; a refused month is in the gift's history; a month can be refunded;
 * the donor's stop link disables the subscription at Paystack; a card Paystack cannot charge
 * again falls back to the monthly reminder; a subscription ended at Paystack ends the gift.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { type FakePaystack, startFakePaystack } from "./testing/fake-providers.ts";

const KEY = "sk_test_paystack_monthly";
const DAY = 24 * 3600_000;

describe.each(await databaseKinds())("monthly card gifts through Paystack on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let paystack: FakePaystack;
  let admin: ApiClient;

  beforeAll(async () => {
    paystack = await startFakePaystack(KEY);
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      env: {
        PUBLIC_URL: "http://site.test",
        PAYSTACK_SECRET_KEY: KEY,
        PAYSTACK_API_URL: paystack.url,
      },
    });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await paystack.close();
  });

  const giveMonthly = async (email: string) => {
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      name: "Efua Boateng",
      email,
      region: "GH",
      currency: "GHS",
      method: "card",
      frequency: "monthly",
      amount: 120,
      locale: "en",
    });
    expect(res.status).toBe(201);
    return String(res.json.reference);
  };
  const record = (reference: string) =>
    server.db
      .selectFrom("donations")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
  const months = (planId: number) =>
    server.db.selectFrom("donations").selectAll().where("parentId", "=", planId).execute();
  const receipts = (reference: string) =>
    server.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("subject", "like", `%${reference}%`)
      .execute();
  const notify = (n: { body: string; headers: Record<string, string> }) =>
    fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
      method: "POST",
      headers: n.headers,
      body: n.body,
    });
  const pay = async (reference: string, o: { reusable?: boolean } = {}) => {
    paystack.settle(reference, "success", o);
    expect((await notify(paystack.notification(reference))).status).toBe(200);
  };

  it("renews each month by itself, once per month, and the donor's stop link ends it at Paystack", async () => {
    const reference = await giveMonthly("efua@example.org");
    // The gift's own plan, for its amount, then the checkout on that plan (card only).
    const planReq = paystack.requests.find((r) => r.path === "/plan")!;
    expect(JSON.parse(planReq.body)).toMatchObject({
      interval: "monthly",
      amount: 12000,
      currency: "GHS",
      description: reference,
    });
    const planCode = [...paystack.plans.keys()].at(-1)!;
    const init = paystack.requests.filter((r) => r.path === "/transaction/initialize").at(-1)!;
    expect(JSON.parse(init.body)).toMatchObject({ reference, plan: planCode, channels: ["card"] });

    await pay(reference);
    const plan = await record(reference);
    expect(plan).toMatchObject({ status: "paid", planStatus: "active", subscriptionRef: planCode });
    // Paystack charges the card: no reminder to pay by hand.
    expect(plan.nextReminderAt).toBeNull();
    expect(await server.services.payments.jobs.sendReminders(new Date(Date.now() + 40 * DAY))).toBe(
      0,
    );
    expect(await receipts(reference)).toHaveLength(1);

    // The second month, charged by Paystack; its notification delivered four times at once.
    const second = paystack.chargeMonth(planCode);
    const renewal = paystack.notification(second);
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(renewal)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [month] = await months(Number(plan.id));
    expect(await months(Number(plan.id))).toHaveLength(1);
    expect(month).toMatchObject({
      status: "paid",
      frequency: "monthly",
      amountMinor: 12000,
      currency: "GHS",
      providerRef: second,
      email: "efua@example.org",
    });
    const [receipt] = await receipts(month.reference);
    expect(await receipts(month.reference)).toHaveLength(1);
    expect(receipt.body).toContain(`/donate/stop?token=${plan.stopToken}`);

    // A month the card refused: in the gift's history, no payment recorded.
    const refused = paystack.chargeMonth(planCode, "failed");
    expect((await notify(paystack.notification(refused))).status).toBe(200);
    expect(
      (await notify(paystack.subscriptionNotification(planCode, "invoice.payment_failed", refused)))
        .status,
    ).toBe(200);
    expect(await months(Number(plan.id))).toHaveLength(1);
    const history = await admin.get(`/api/v1/donations/${plan.id}`);
    const events = history.json.events as { type: string }[];
    expect(events.map((e) => e.type)).toContain("invoice.payment_failed");
    expect((await record(reference)).planStatus).toBe("active");

    // A month refunded through Paystack: its own transaction, confirmed by its refund event.
    const refund = await admin.post(`/api/v1/donations/${month.id}/refund`, {});
    expect(refund.status).toBe(200);
    const asked = paystack.requests.filter((r) => r.path === "/refund").at(-1)!;
    expect(JSON.parse(asked.body)).toEqual({ transaction: second });
    paystack.settle(second, "reversed");
    expect(
      (await notify(paystack.notification(second, { event: "refund.processed" }))).status,
    ).toBe(200);
    expect((await record(month.reference)).status).toBe("refunded");
    expect((await record(reference)).status).toBe("paid");

    // The stop link in every receipt: the subscription is disabled at Paystack, the plan ends.
    const { donations } = server.services.services;
    expect(await donations.stopMonthly(plan.stopToken)).toBe("stopped");
    const disable = paystack.requests.filter((r) => r.path === "/subscription/disable");
    expect(disable).toHaveLength(1);
    const sub = paystack.plans.get(planCode)!.subscriptions[0]!;
    expect(JSON.parse(disable[0]!.body)).toEqual({ code: sub.code, token: sub.emailToken });
    expect(sub.status).toBe("cancelled");
    expect((await record(reference)).planStatus).toBe("cancelled");
    // Paystack then says so too: nothing moves.
    expect(
      (await notify(paystack.subscriptionNotification(planCode, "subscription.disable"))).status,
    ).toBe(200);
    expect((await record(reference)).planStatus).toBe("cancelled");
  });

  it("a card Paystack cannot charge again gets the monthly reminder instead", async () => {
    const reference = await giveMonthly("kofi@example.org");
    await pay(reference, { reusable: false });
    const plan = await record(reference);
    expect(plan).toMatchObject({ status: "paid", planStatus: "active", subscriptionRef: null });
    expect(plan.nextReminderAt).not.toBeNull();
    const due = new Date(Date.parse(plan.nextReminderAt!) + 1000);
    expect(await server.services.payments.jobs.sendReminders(due)).toBe(1);
  });

  it("a subscription ended at Paystack ends the gift; a forged end is refused", async () => {
    const reference = await giveMonthly("abena@example.org");
    await pay(reference);
    const planCode = (await record(reference)).subscriptionRef!;
    const ended = paystack.subscriptionNotification(planCode, "subscription.disable");
    const forged = await fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
      method: "POST",
      headers: { ...ended.headers, "x-paystack-signature": "ab".repeat(64) },
      body: ended.body,
    });
    expect(forged.status).toBe(401);
    expect((await record(reference)).planStatus).toBe("active");
    expect((await notify(ended)).status).toBe(200);
    expect((await record(reference)).planStatus).toBe("cancelled");
    expect(await months(Number((await record(reference)).id))).toHaveLength(0);
  });
});
