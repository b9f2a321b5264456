/**
 * A local server that speaks the part of Paystack's API the adapter uses (initialize, verify,
 * refund; plans and subscriptions are fake-paystack-plans.ts), keeps its transactions in memory,
 * and makes signed webhook calls for them. Shapes follow Paystack's published samples
 * (PaystackOSS/doc-code-snippets: api/transactions, api/refunds, doc/payments/webhooks and
 * refunds events).
 */
import { createHmac } from "node:crypto";
import { randomId, sendCheckoutPage, sendJson, startFakeServer } from "../../testing/fake-http.ts";
import { createFakePlans, type Plan, planData } from "./fake-paystack-plans.ts";

export type PaystackState = "abandoned" | "ongoing" | "success" | "failed" | "reversed";

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  channel: string;
  metadata: unknown;
  /** The plan it was paid on (a monthly card gift's first payment, or a month it renewed). */
  plan: Plan | null;
  reusable: boolean;
  status: PaystackState;
  createdAt: string;
  paidAt: string | null;
}

interface Refund {
  id: number;
  transaction: Transaction;
  status: "pending" | "processed" | "failed";
  createdAt: string;
}

export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, Transaction>();
  const refunds: Refund[] = [];
  const plans = createFakePlans();
  let nextId = 4_099_260_000;

  const txData = (t: Transaction) => ({
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.status === "success" ? "Successful" : "The transaction was not completed",
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel,
    currency: t.currency,
    metadata: t.metadata,
    customer: { email: t.email },
    authorization: { channel: t.channel, reusable: t.reusable },
    plan: t.plan?.code ?? null,
    plan_object: t.plan ? planData(t.plan) : {},
    requested_amount: t.amount,
  });
  const refundData = (r: Refund) => ({
    id: r.id,
    transaction: txData(r.transaction),
    amount: r.transaction.amount,
    currency: r.transaction.currency,
    status: r.status,
    domain: "test",
    createdAt: r.createdAt,
  });

  const server = await startFakeServer((req, res) => {
    const url = new URL(req.path, "http://fake");
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && checkout) {
      const t = [...transactions.values()].find((x) => x.accessCode === checkout[1]);
      return sendCheckoutPage(res, "Paystack", t?.reference);
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return sendJson(res, 401, { status: false, message: "Invalid key" });

    if (req.method === "POST" && url.pathname === "/transaction/initialize") {
      const b = req.json;
      const amount = Number(b.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return sendJson(res, 400, { status: false, message: "Invalid Amount Sent" });
      if (typeof b.email !== "string" || !b.email.includes("@"))
        return sendJson(res, 400, { status: false, message: "Invalid Email Address Passed" });
      const reference = typeof b.reference === "string" ? b.reference : randomId(5);
      if (transactions.has(reference))
        return sendJson(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      const plan = typeof b.plan === "string" ? plans.byCode.get(b.plan) : undefined;
      if (typeof b.plan === "string" && !plan)
        return sendJson(res, 400, { status: false, message: "Plan not found" });
      const accessCode = randomId(8);
      const channels = Array.isArray(b.channels) ? (b.channels as string[]) : ["card"];
      transactions.set(reference, {
        id: ++nextId,
        reference,
        accessCode,
        amount: plan?.amount ?? amount, // a plan's amount overrides the one given
        plan: plan ?? null,
        reusable: channels[0] === "card",
        currency: typeof b.currency === "string" ? b.currency : "NGN",
        email: b.email,
        channel: channels[0] ?? "card",
        metadata: b.metadata ?? "",
        status: "abandoned", // what Paystack shows until the customer pays
        createdAt: new Date().toISOString(),
        paidAt: null,
      });
      return sendJson(res, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `${server.url}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t)
        return sendJson(res, 400, {
          status: false,
          message: "Transaction reference not found",
          type: "validation_error",
          code: "transaction_not_found",
        });
      return sendJson(res, 200, {
        status: true,
        message: "Verification successful",
        data: txData(t),
      });
    }
    if (req.method === "POST" && url.pathname === "/refund") {
      const key = String(req.json.transaction ?? "");
      const t =
        transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
      if (!t) return sendJson(res, 404, { status: false, message: "Transaction not found" });
      if (t.status !== "success")
        return sendJson(res, 400, {
          status: false,
          message: "Transaction has been fully reversed",
        });
      const refund: Refund = {
        id: 3_018_000 + refunds.length + 1,
        transaction: t,
        status: "pending",
        createdAt: new Date().toISOString(),
      };
      refunds.push(refund);
      return sendJson(res, 200, {
        status: true,
        message: "Refund has been queued for processing",
        data: refundData(refund),
      });
    }
    if (plans.answer(req, url, res)) return;
    sendJson(res, 404, { status: false, message: "Not found" });
  });

  const need = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake Paystack has no transaction ${reference}`);
    return t;
  };
  const sign = (body: string) => createHmac("sha512", secretKey).update(body).digest("hex");

  const signed = (event: string, data: unknown) => {
    const body = JSON.stringify({ event, data });
    return {
      body,
      headers: { "content-type": "application/json", "x-paystack-signature": sign(body) },
    };
  };

  return {
    ...server,
    plans: plans.byCode,
    /** A signed subscription or invoice event about a plan's subscription. */
    subscriptionNotification(...args: Parameters<typeof plans.event>) {
      const { event, data } = plans.event(...args);
      return signed(event, data);
    },
    /**
     * Paystack charging a plan's card for the next month by itself: a new transaction of its own
     * reference, metadata the invoice's; `failed` makes it an invoice the card refused.
     */
    chargeMonth(planCode: string, state: "success" | "failed" = "success") {
      const { plan, sub } = plans.subscribed(planCode);
      const reference = randomId(10);
      transactions.set(reference, {
        id: ++nextId,
        reference,
        accessCode: randomId(8),
        amount: plan.amount,
        currency: plan.currency,
        email: sub.email,
        channel: "card",
        metadata: { invoice_action: "create" },
        plan,
        reusable: true,
        status: state,
        createdAt: new Date().toISOString(),
        paidAt: state === "success" ? new Date().toISOString() : null,
      });
      return reference;
    },
    checkoutUrlFor: (reference: string) => `${server.url}/checkout/${need(reference).accessCode}`,
    /**
     * Moves a transaction; `reversed` also processes its pending refunds. A plan's first payment on a reusable card (`reusable: false` for a
     * card Paystack cannot charge again) starts the plan's subscription, as Paystack does.
     */
    settle(reference: string, state: PaystackState, o: { reusable?: boolean } = {}) {
      const t = need(reference);
      t.status = state;
      if (o.reusable !== undefined) t.reusable = o.reusable;
      if (state === "success") t.paidAt ??= new Date().toISOString();
      if (state === "success" && t.plan && t.reusable) plans.subscribe(t.plan, t.email);
      if (state === "reversed")
        for (const r of refunds) if (r.transaction === t) r.status = "processed";
    },
    /**
     * A signed webhook call: `charge.success` with the transaction as it is (`data` overrides
     * fields, e.g. a body that claims success), or a refund event for its latest refund.
     */
    notification(
      reference: string,
      opts: {
        event?: "charge.success" | "refund.processed" | "refund.failed";
        data?: Record<string, unknown>;
      } = {},
    ) {
      const t = need(reference);
      const event = opts.event ?? "charge.success";
      const refund = refunds.filter((r) => r.transaction === t).at(-1);
      const data = event.startsWith("refund.")
        ? {
            status: event === "refund.processed" ? "processed" : "failed",
            transaction_reference: t.reference,
            refund_reference: refund ? `RF_${refund.id}` : null,
            amount: String(t.amount), // a string in Paystack's refund events
            currency: t.currency,
            domain: "test",
          }
        : txData(t);
      // Events carry the plan as an object, where verify answers give its code.
      const plan = !event.startsWith("refund.") && t.plan ? { plan: planData(t.plan) } : {};
      return signed(event, { ...data, ...plan, ...opts.data });
    },
    sign,
  };
}
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
