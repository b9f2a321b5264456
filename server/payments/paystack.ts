/**
 * Paystack (Ghana: mobile money and cards, in GHS pesewas) behind the PaymentRail interface: a
 * hosted checkout from `POST /transaction/initialize`, webhooks signed with the secret key, and
 * every payment state read back from `GET /transaction/verify/:reference`, never from the body.
 * A monthly card gift is a Paystack plan of its own (`POST /plan`, one per gift, so a renewal's
 * plan names its gift): Paystack charges the card each month and says so with `charge.success`;
 * a card Paystack cannot charge again (not reusable) falls back to the monthly reminder.
 * API shapes: Paystack's documentation and its published samples (PaystackOSS/doc-code-snippets).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  ProviderError,
  UnverifiedNotification,
  providerJson,
  type CheckoutRequest,
  type PaymentFact,
  type PaymentRail,
  notificationJson,
  obj,
  str,
  type Json,
} from "./rail.ts";

export interface PaystackOptions {
  keys: () => Promise<{ secretKey: string } | null>;
  /** Another API address (tests run a local server that speaks Paystack's API). */
  apiUrl?: string;
}

/** Paystack sends some amounts as numbers and some (refund events) as strings. */
const num = (v: unknown) =>
  v === null || v === "" || !Number.isFinite(Number(v)) ? undefined : Number(v);

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? "";
}

/** Paystack's metadata: the object given at initialize, sometimes sent back as JSON text. */
function metadataOf(v: unknown): Json {
  if (typeof v !== "string") return obj(v);
  try {
    return obj(JSON.parse(v));
  } catch {
    return {};
  }
}

/** The plan a transaction belongs to: `plan_object` in verify answers, `plan` in events. */
const planOf = (tx: Json) =>
  str(obj(tx.plan_object).plan_code) ||
  str(obj(tx.plan).plan_code) ||
  (typeof tx.plan === "string" ? tx.plan : "");

/** A month Paystack charged by itself on a plan: its metadata is the invoice's, not ours. */
const isRenewal = (tx: Json) =>
  planOf(tx) !== "" && str(metadataOf(tx.metadata).reference) !== str(tx.reference);

/**
 * A transaction's `status` as our outcome. Paystack leaves a transaction the donor has not paid
 * (checkout closed, mobile-money prompt not yet approved) as `abandoned`, and it can still be paid
 * from the same checkout: that is pending, not failed. `reversed` is a refunded transaction.
 */
function outcomeOf(status: string): PaymentFact["outcome"] {
  if (status === "success") return "paid";
  if (status === "failed") return "failed";
  if (status === "reversed") return "refunded";
  return "pending"; // abandoned, ongoing, pending, processing, queued
}

export function createPaystackRail(o: PaystackOptions): PaymentRail {
  const api = (o.apiUrl ?? "https://api.paystack.co").replace(/\/+$/, "");

  async function call(path: string, init: { method?: string; body?: unknown } = {}) {
    const keys = await o.keys();
    if (!keys) throw new ProviderError("paystack", "is not configured");
    return providerJson("paystack", `${api}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${keys.secretKey}` },
    });
  }
  const failure = (json: Json, status: number) =>
    new ProviderError("paystack", str(json.message) || `answered ${status}`, status);

  /** The transaction as Paystack holds it, or null when it has no transaction of that reference. */
  async function verify(reference: string): Promise<Json | null> {
    const { status, json } = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
    if (json.status === true) return obj(json.data);
    // An unknown reference is answered 400 "Transaction reference not found" (404 on some paths).
    if (status === 404 || (status === 400 && /not found/i.test(str(json.message)))) return null;
    throw failure(json, status);
  }

  /**
   * What a transaction establishes. Ours carries our reference in its metadata; one of a plan
   * without it is a month Paystack charged by itself (its metadata is the invoice's): a renewal
   * of the gift whose plan it is. A first payment on a reusable card keeps its plan as the gift's
   * subscription, so no reminder is sent for it.
   */
  function factOf(tx: Json, type: string, eventId: (outcome: string) => string): PaymentFact {
    const status = outcomeOf(str(tx.status));
    const plan = planOf(tx);
    const renewal = isRenewal(tx);
    const outcome = renewal && status === "paid" ? "renewed" : status;
    const reusable = obj(tx.authorization).reusable === true;
    return {
      eventId: eventId(outcome),
      type,
      reference: str(tx.reference),
      outcome,
      amountMinor: num(tx.amount),
      currency: str(tx.currency) || undefined,
      // A month's own record is found again by Paystack's reference (its refund events name it).
      providerRef: (renewal ? str(tx.reference) : str(tx.id)) || undefined,
      subscriptionRef: plan && (renewal || reusable) ? plan : undefined,
    };
  }

  /** A monthly gift's own plan, for its amount and currency. */
  async function createPlan(r: CheckoutRequest) {
    const { status, json } = await call("/plan", {
      body: {
        name: r.description,
        interval: "monthly",
        amount: r.amountMinor,
        currency: r.currency,
        description: r.reference,
      },
    });
    const code = str(obj(json.data).plan_code);
    if (json.status !== true || !code) throw failure(json, status);
    return code;
  }

  /** The plan of a subscription (an invoice event names only its subscription). */
  async function planOfSubscription(code: string) {
    const { status, json } = await call(`/subscription/${encodeURIComponent(code)}`);
    if (json.status !== true) throw failure(json, status);
    return str(obj(obj(json.data).plan).plan_code);
  }

  return {
    provider: "paystack",

    async configured() {
      return (await o.keys()) !== null;
    },

    async startCheckout(r) {
      const { status, json } = await call("/transaction/initialize", {
        body: {
          email: r.email,
          amount: r.amountMinor, // pesewas for GHS
          currency: r.currency,
          reference: r.reference,
          callback_url: r.returnUrl,
          channels: r.method === "mobile" ? ["mobile_money"] : ["card"],
          metadata: { reference: r.reference, name: r.name },
          // Only a card can be charged again by Paystack; mobile money is reminded monthly.
          ...(r.frequency === "monthly" && r.method === "card"
            ? { plan: await createPlan(r) }
            : {}),
        },
      });
      const data = obj(json.data);
      if (json.status !== true || !str(data.authorization_url)) throw failure(json, status);
      return { url: str(data.authorization_url), providerRef: str(data.reference) || r.reference };
    },

    async verifyNotification({ rawBody, headers }) {
      const keys = await o.keys();
      if (!keys) throw new UnverifiedNotification("paystack is not configured", 401);
      // x-paystack-signature: hex HMAC-SHA512 of the raw body, keyed with the secret key.
      const given = Buffer.from(header(headers, "x-paystack-signature").toLowerCase());
      const expected = Buffer.from(
        createHmac("sha512", keys.secretKey).update(rawBody).digest("hex"),
      );
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new UnverifiedNotification("bad or missing x-paystack-signature", 401);
      const event = notificationJson(rawBody);
      const name = str(event.event);
      const data = obj(event.data);

      if (name === "charge.success") {
        // The event says what happened; the verify call says what holds. Paystack has no event
        // ids: the transaction id with the state reached is unique, and a retried delivery of
        // an event that was verified as pending first is not lost as a "replay".
        const reference = str(data.reference);
        const tx = reference ? await verify(reference) : null;
        if (!tx) return [];
        const fact = factOf(tx, name, (outcome) => `${name}:${str(tx.id)}:${outcome}`);
        // A month of a plan that is not (yet) paid moves nothing: its gift stays as it is.
        if (isRenewal(tx) && fact.outcome !== "renewed") return [];
        return [fact];
      }
      if (name === "refund.processed") {
        // The documented refund events carry the transaction's reference and the refund's own
        // reference, not always an id (PaystackOSS/doc-code-snippets, doc/payments/refunds/events).
        const transaction = obj(data.transaction);
        const reference = str(data.transaction_reference) || str(transaction.reference);
        if (!reference) return [];
        const refundId = str(data.id) || str(data.refund_reference) || reference;
        return [
          {
            eventId: `${name}:${refundId}`,
            type: name,
            reference,
            outcome: "refunded",
            amountMinor: num(data.amount),
            currency: str(data.currency) || undefined,
            providerRef: str(transaction.id) || undefined,
          },
        ];
      }
      if (name === "subscription.disable" || name === "subscription.not_renew") {
        // The card will not be charged again: the donor or staff stopped it at Paystack, or
        // Paystack gave up on the card. The plan names the gift.
        const plan = str(obj(data.plan).plan_code);
        if (!plan) return [];
        const code = str(data.subscription_code);
        return [
          {
            eventId: `${name}:${code}`,
            type: name,
            reference: code,
            outcome: "cancelled",
            subscriptionRef: plan,
          },
        ];
      }
      if (name === "invoice.payment_failed") {
        // A month the card refused: recorded in the gift's history (Paystack retries, then
        // disables the subscription). The invoice names only its subscription: ask its plan.
        const code = str(obj(data.subscription).subscription_code);
        const plan = code ? await planOfSubscription(code) : "";
        if (!plan) return [];
        return [
          {
            eventId: `${name}:${str(data.invoice_code) || str(obj(data.transaction).reference)}`,
            type: name,
            reference: code,
            outcome: "failed",
            amountMinor: num(data.amount),
            subscriptionRef: plan,
          },
        ];
      }
      return []; // refund.failed leaves the gift paid; other events are not about a gift's state
    },

    async fetchStatus(payment) {
      const tx = await verify(payment.reference);
      if (!tx) throw new ProviderError("paystack", `has no transaction ${payment.reference}`, 404);
      return factOf(tx, "status", (outcome) => `status:${str(tx.id)}:${outcome}`);
    },

    async refund(payment) {
      // A full refund: without `amount` Paystack refunds the whole transaction.
      // Paystack takes its transaction's id or reference: a month it charged by itself has ours
      // only in our records.
      const transaction = payment.providerRef || payment.reference;
      const { status, json } = await call("/refund", { body: { transaction } });
      const data = obj(json.data);
      if (json.status !== true) throw failure(json, status);
      const state = str(data.status);
      if (state === "failed") throw new ProviderError("paystack", "the refund failed");
      // pending, processing, needs-attention: Paystack confirms with `refund.processed`.
      const outcome = state === "processed" ? "refunded" : "pending";
      return {
        eventId: `refund:${str(data.id)}:${outcome}`,
        type: "refund",
        reference: payment.reference,
        outcome,
        amountMinor: num(data.amount),
        currency: str(data.currency) || undefined,
      };
    },

    async cancelSubscription(plan) {
      // A gift's plan has its subscription (one, unless the donor paid twice): each is disabled
      // with its e-mail token, as Paystack asks.
      const { status, json } = await call(`/plan/${encodeURIComponent(plan)}`);
      if (json.status !== true) throw failure(json, status);
      const subscriptions = Array.isArray(obj(json.data).subscriptions)
        ? (obj(json.data).subscriptions as unknown[]).map(obj)
        : [];
      for (const sub of subscriptions) {
        if (!["active", "non-renewing", "attention"].includes(str(sub.status))) continue;
        const done = await call("/subscription/disable", {
          body: { code: str(sub.subscription_code), token: str(sub.email_token) },
        });
        if (done.json.status !== true) throw failure(done.json, done.status);
      }
    },
  };
}
