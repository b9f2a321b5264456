/**
 * The donations' background work on both engines, against a local server speaking Paystack's
 * protocol: a monthly mobile-money gift gets one reminder a month (also when several processes run
 * the job at once), whose link pays this month's gift and whose stop link ends the plan; a pending
 * payment past its limit is asked for again, then paid or expired.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer } from "../testing/test-server.ts";
import frDonate from "../../texts/locales/fr/donate.json";
import { type FakePaystack, startFakePaystack } from "./testing/fake-providers.ts";

const KEY = "sk_test_paystack_jobs";
const DAY = 24 * 3600_000;

describe.each(await databaseKinds())("donation jobs on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let paystack: FakePaystack;

  beforeAll(async () => {
    paystack = await startFakePaystack(KEY);
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      ssr: true,
      env: {
        PUBLIC_URL: "http://site.test",
        PAYSTACK_SECRET_KEY: KEY,
        PAYSTACK_API_URL: paystack.url,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
    await paystack.close();
  });

  const give = async (fields: Record<string, unknown>) => {
    const res = await new ApiClient(server.url).post("/api/v1/forms/donation", {
      name: "Kwame Asante",
      email: "kwame@example.org",
      region: "GH",
      currency: "GHS",
      method: "mobile",
      ...fields,
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
  const mails = (like: string) =>
    server.db.selectFrom("mailQueue").selectAll().where("subject", "like", like).execute();
  const pay = async (reference: string) => {
    paystack.settle(reference, "success");
    const n = paystack.notification(reference);
    const res = await fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
      method: "POST",
      headers: n.headers,
      body: n.body,
    });
    expect(res.status).toBe(200);
  };

  it("a monthly mobile-money gift: one reminder a month, a link that pays it, a link that stops it", async () => {
    const reference = await give({ amount: 100, frequency: "monthly", locale: "fr" });
    await pay(reference);
    const plan = await record(reference);
    expect(plan).toMatchObject({ status: "paid", planStatus: "active" });
    expect(plan.nextReminderAt).not.toBeNull();
    const { jobs } = server.services.payments;

    expect(await jobs.sendReminders(new Date(Date.now() + 2 * DAY))).toBe(0);
    const due = new Date(Date.parse(plan.nextReminderAt!) + 1000);
    // Four processes at once: the month's reminder is claimed by one.
    const sent = await Promise.all([1, 2, 3, 4].map(() => jobs.sendReminders(due)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const [reminder] = await mails("%votre don mensuel%");
    expect(reminder.recipient).toBe("kwame@example.org");
    expect(reminder.body).toContain("100,00\u00a0GHS");
    // The links in the donor's language's words: régler (pay), arrêter (stop).
    const token = /http:\/\/site\.test\/fr\/faire-un-don\/regler\?token=([\w-]+)/.exec(
      reminder.body,
    )![1];
    expect(reminder.body).toContain(`http://site.test/fr/faire-un-don/arreter?token=${token}`);
    expect(Date.parse((await record(reference)).nextReminderAt!)).toBeGreaterThan(
      due.getTime() + 27 * DAY,
    );

    const { donations } = server.services.services;
    expect(await donations.monthlyPlan(token)).toEqual({
      amountMinor: 10000,
      currency: "GHS",
      active: true,
    });
    // The reminder's pay link opens a page with this month's amount and one button.
    const renewPage = await fetch(`${server.url}/fr/faire-un-don/regler?token=${token}`);
    expect(renewPage.status).toBe(200);
    const renewHtml = await renewPage.text();
    expect(renewHtml).toContain('data-testid="donate-renew-pay"');
    expect(renewHtml).toMatch(/Régler 100\sGH₵/);
    const renewed = await donations.renewMonthly(token);
    expect(renewed.status).toBe("checkout");
    const month = await server.db
      .selectFrom("donations")
      .selectAll()
      .where("parentId", "=", plan.id)
      .executeTakeFirstOrThrow();
    expect(month).toMatchObject({ status: "pending", amountMinor: 10000, provider: "paystack" });
    expect(renewed.status === "checkout" && renewed.url).toBe(
      paystack.checkoutUrlFor(month.reference),
    );
    await pay(month.reference);
    expect((await record(month.reference)).status).toBe("paid");
    // The month's receipt carries the plan's stop link.
    const [receipt] = await mails(`%reçu de votre don ${month.reference}%`);
    expect(receipt.body).toContain(`/fr/faire-un-don/arreter?token=${token}`);

    // The stop link as the donor opens it: opening changes nothing (mail scanners open links), the
    // page's button, a plain form, stops the gift.
    const stopPage = `${server.url}/fr/faire-un-don/arreter?token=${token}`;
    const opened = await fetch(stopPage);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(frDonate.stop.button);
    expect((await record(reference)).planStatus).toBe("active");
    const pressed = await fetch(stopPage, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(frDonate.stop.stopped);
    expect(await donations.stopMonthly(token)).toBe("already");
    expect(await donations.stopMonthly("not-a-token-of-anyone-at-all")).toBe("invalid");
    expect((await record(reference)).planStatus).toBe("cancelled");
    expect(await donations.renewMonthly(token)).toEqual({ status: "stopped" });
    const later = new Date(Date.parse(plan.nextReminderAt!) + 40 * DAY);
    expect(await jobs.sendReminders(later)).toBe(0);
  });

  it("a pending payment past its limit is asked for again: paid if the provider says so, else expired", async () => {
    const approved = await give({ amount: 20 });
    const abandoned = await give({ amount: 30 });
    paystack.settle(approved, "success");
    const { jobs } = server.services.payments;
    expect(await jobs.checkPending(new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect((await record(abandoned)).status).toBe("pending");
    const late = new Date(Date.now() + 181 * 60_000);
    const [first, second] = await Promise.all([jobs.checkPending(late), jobs.checkPending(late)]);
    expect(first + second).toBe(1);
    expect((await record(approved)).status).toBe("paid");
    expect((await record(abandoned)).status).toBe("expired");
    expect(await mails(`%${approved}%`)).toHaveLength(1);
    expect(await mails(`%${abandoned}%`)).toHaveLength(0);
    // A late confirmation of an expired payment is still believed: the provider holds the money.
    await pay(abandoned);
    expect((await record(abandoned)).status).toBe("paid");
  });
});
