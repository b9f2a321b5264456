/**
 * A local server that speaks the part of Paystack's API the adapter uses (initialize, verify,
 * refund; plans and their subscriptions), keeps its transactions in memory, and makes signed
 * webhook calls for them. Shapes follow Paystack's published samples
 * (PaystackOSS/doc-code-snippets: api/transactions, api/refunds, api/plans, api/subscriptions,
 * doc/payments/webhooks, refunds and subscriptions events).
 */
import { createHmac } from "node:crypto";
import { randomId, sendCheckoutPage, sendJson, startFakeServer } from "./fake-http.ts";

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

interface Subscription {
  code: string;
  emailToken: string;
  status: "active" | "non-renewing" | "attention" | "complete" | "cancelled";
  email: string;
}

interface Plan {
  id: number;
  code: string;
  name: string;
  amount: number;
  currency: string;
  interval: string;
  subscriptions: Subscription[];
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
  const plans = new Map<string, Plan>();
  let nextId = 4_099_260_000;

  const planData = (p: Plan) => ({
    id: p.id,
    name: p.name,
    plan_code: p.code,
    amount: p.amount,
    interval: p.interval,
    currency: p.currency,
    send_invoices: true,
    send_sms: true,
  });
  const subscriptionData = (p: Plan, sub: Subscription) => ({
    subscription_code: sub.code,
    email_token: sub.emailToken,
    status: sub.status,
    amount: p.amount,
    cron_expression: "0 0 3 * *",
    customer: { email: sub.email },
    plan: planData(p),
  });
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
      const plan = typeof b.plan === "string" ? plans.get(b.plan) : undefined;
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
    if (req.method === "POST" && url.pathname === "/plan") {
      const b = req.json;
      const amount = Number(b.amount);
      if (typeof b.name !== "string" || !b.name)
        return sendJson(res, 400, { status: false, message: "Plan name is required" });
      if (!Number.isInteger(amount) || amount < 100)
        return sendJson(res, 400, { status: false, message: "Invalid amount" });
      if (
        !["daily", "weekly", "monthly", "quarterly", "biannually", "annually"].includes(
          String(b.interval),
        )
      )
        return sendJson(res, 400, { status: false, message: "Invalid interval" });
      const plan: Plan = {
        id: 60_900 + plans.size + 1,
        code: `PLN_${randomId(7)}`,
        name: b.name,
        amount,
        currency: typeof b.currency === "string" ? b.currency : "NGN",
        interval: String(b.interval),
        subscriptions: [],
      };
      plans.set(plan.code, plan);
      return sendJson(res, 200, { status: true, message: "Plan created", data: planData(plan) });
    }
    const planPath = /^\/plan\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && planPath) {
      const plan = plans.get(decodeURIComponent(planPath[1]!));
      if (!plan) return sendJson(res, 404, { status: false, message: "Plan not found" });
      return sendJson(res, 200, {
        status: true,
        message: "Plan retrieved",
        data: {
          ...planData(plan),
          subscriptions: plan.subscriptions.map((x) => subscriptionData(plan, x)),
        },
      });
    }
    const subPath = /^\/subscription\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && subPath && subPath[1] !== "disable") {
      const found = subscriptionOf(decodeURIComponent(subPath[1]!));
      if (!found) return sendJson(res, 404, { status: false, message: "Subscription not found" });
      return sendJson(res, 200, {
        status: true,
        message: "Subscription retrieved successfully",
        data: subscriptionData(found.plan, found.sub),
      });
    }
    if (req.method === "POST" && url.pathname === "/subscription/disable") {
      const found = subscriptionOf(String(req.json.code ?? ""));
      if (!found || found.sub.emailToken !== req.json.token)
        return sendJson(res, 400, {
          status: false,
          message: "Subscription with code not found or already inactive",
        });
      found.sub.status = "cancelled";
      return sendJson(res, 200, { status: true, message: "Subscription disabled successfully" });
    }
    sendJson(res, 404, { status: false, message: "Not found" });
  });

  function subscriptionOf(code: string) {
    for (const plan of plans.values())
      for (const sub of plan.subscriptions) if (sub.code === code) return { plan, sub };
    return null;
  }

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
  const subscribed = (planCode: string) => {
    const plan = plans.get(planCode);
    const sub = plan?.subscriptions.at(-1);
    if (!plan || !sub) throw new Error(`fake Paystack has no subscription on ${planCode}`);
    return { plan, sub };
  };

  return {
    ...server,
    plans,
    /**
     * Paystack charging a plan's card for the next month by itself: a new transaction of its own
     * reference, metadata the invoice's; `failed` makes it an invoice the card refused.
     */
    chargeMonth(planCode: string, state: "success" | "failed" = "success") {
      const { plan, sub } = subscribed(planCode);
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
    /** A signed subscription or invoice event about a plan's subscription. */
    subscriptionNotification(
      planCode: string,
      event: "subscription.disable" | "subscription.not_renew" | "invoice.payment_failed",
      transactionReference?: string,
    ) {
      const { plan, sub } = subscribed(planCode);
      if (event === "invoice.payment_failed")
        return signed(event, {
          invoice_code: `INV_${randomId(6)}`,
          amount: plan.amount,
          status: "failed",
          paid: false,
          subscription: {
            subscription_code: sub.code,
            email_token: sub.emailToken,
            status: sub.status,
          },
          transaction: { reference: transactionReference, status: "failed", amount: plan.amount },
        });
      return signed(event, {
        ...subscriptionData(plan, sub),
        status: event === "subscription.disable" ? "complete" : "non-renewing",
      });
    },
    checkoutUrlFor: (reference: string) => `${server.url}/checkout/${need(reference).accessCode}`,
    /** Moves a transaction; `reversed` also processes its pending refunds. */
    /**
     * Moves a transaction; a plan's first payment on a reusable card (`reusable: false` for a
     * card Paystack cannot charge again) starts the plan's subscription, as Paystack does.
     */
    settle(reference: string, state: PaystackState, o: { reusable?: boolean } = {}) {
      const t = need(reference);
      t.status = state;
      if (o.reusable !== undefined) t.reusable = o.reusable;
      if (state === "success") t.paidAt ??= new Date().toISOString();
      if (state === "success" && t.plan && t.reusable && t.plan.subscriptions.length === 0)
        t.plan.subscriptions.push({
          code: `SUB_${randomId(7)}`,
          emailToken: randomId(7),
          status: "active",
          email: t.email,
        });
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
