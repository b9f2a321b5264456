/**
 * The plans and subscriptions part of the fake Paystack (fake-paystack.ts): `POST /plan`,
 * `GET /plan/:code` with its subscriptions, `GET /subscription/:code`, `POST /subscription/disable`
 * (its e-mail token checked), and the subscription and invoice events' bodies. Shapes follow
 * Paystack's published samples (PaystackOSS/doc-code-snippets: api/plans, api/subscriptions,
 * doc/payments/subscriptions).
 */
import type { ServerResponse } from "node:http";
import { type FakeRequest, randomId, sendJson } from "../../testing/fake-http.ts";

export interface Subscription {
  code: string;
  emailToken: string;
  status: "active" | "non-renewing" | "attention" | "complete" | "cancelled";
  email: string;
}

export interface Plan {
  id: number;
  code: string;
  name: string;
  amount: number;
  currency: string;
  interval: string;
  subscriptions: Subscription[];
}

const INTERVALS = ["daily", "weekly", "monthly", "quarterly", "biannually", "annually"];

export const planData = (p: Plan) => ({
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

export function createFakePlans() {
  const byCode = new Map<string, Plan>();

  function subscriptionOf(code: string) {
    for (const plan of byCode.values())
      for (const sub of plan.subscriptions) if (sub.code === code) return { plan, sub };
    return null;
  }

  /** A plan's latest subscription; a test asking for one that has none is a mistake. */
  function subscribed(planCode: string) {
    const plan = byCode.get(planCode);
    const sub = plan?.subscriptions.at(-1);
    if (!plan || !sub) throw new Error(`fake Paystack has no subscription on ${planCode}`);
    return { plan, sub };
  }

  return {
    byCode,
    subscribed,

    /** Paystack subscribing the payer of a plan's first payment on a reusable card. */
    subscribe(plan: Plan, email: string) {
      if (plan.subscriptions.length > 0) return;
      plan.subscriptions.push({
        code: `SUB_${randomId(7)}`,
        emailToken: randomId(7),
        status: "active",
        email,
      });
    },

    /** Answers the plan and subscription calls; false for any other path. */
    answer(req: FakeRequest, url: URL, res: ServerResponse): boolean {
      if (req.method === "POST" && url.pathname === "/plan") {
        const b = req.json;
        const amount = Number(b.amount);
        if (typeof b.name !== "string" || !b.name)
          sendJson(res, 400, { status: false, message: "Plan name is required" });
        else if (!Number.isInteger(amount) || amount < 100)
          sendJson(res, 400, { status: false, message: "Invalid amount" });
        else if (!INTERVALS.includes(String(b.interval)))
          sendJson(res, 400, { status: false, message: "Invalid interval" });
        else {
          const plan: Plan = {
            id: 60_900 + byCode.size + 1,
            code: `PLN_${randomId(7)}`,
            name: b.name,
            amount,
            currency: typeof b.currency === "string" ? b.currency : "NGN",
            interval: String(b.interval),
            subscriptions: [],
          };
          byCode.set(plan.code, plan);
          sendJson(res, 200, { status: true, message: "Plan created", data: planData(plan) });
        }
        return true;
      }
      const planPath = /^\/plan\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && planPath) {
        const plan = byCode.get(decodeURIComponent(planPath[1]!));
        if (!plan) sendJson(res, 404, { status: false, message: "Plan not found" });
        else
          sendJson(res, 200, {
            status: true,
            message: "Plan retrieved",
            data: {
              ...planData(plan),
              subscriptions: plan.subscriptions.map((x) => subscriptionData(plan, x)),
            },
          });
        return true;
      }
      if (req.method === "POST" && url.pathname === "/subscription/disable") {
        const found = subscriptionOf(String(req.json.code ?? ""));
        if (!found || found.sub.emailToken !== req.json.token)
          sendJson(res, 400, {
            status: false,
            message: "Subscription with code not found or already inactive",
          });
        else {
          found.sub.status = "cancelled";
          sendJson(res, 200, { status: true, message: "Subscription disabled successfully" });
        }
        return true;
      }
      const subPath = /^\/subscription\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && subPath) {
        const found = subscriptionOf(decodeURIComponent(subPath[1]!));
        if (!found) sendJson(res, 404, { status: false, message: "Subscription not found" });
        else
          sendJson(res, 200, {
            status: true,
            message: "Subscription retrieved successfully",
            data: subscriptionData(found.plan, found.sub),
          });
        return true;
      }
      return false;
    },

    /** The body of a subscription or invoice event about a plan's subscription (to be signed). */
    event(
      planCode: string,
      event: "subscription.disable" | "subscription.not_renew" | "invoice.payment_failed",
      transactionReference?: string,
    ) {
      const { plan, sub } = subscribed(planCode);
      if (event === "invoice.payment_failed")
        return {
          event,
          data: {
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
          },
        };
      return {
        event,
        data: {
          ...subscriptionData(plan, sub),
          status: event === "subscription.disable" ? "complete" : "non-renewing",
        },
      };
    },
  };
}
