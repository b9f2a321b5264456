/**
 * Paystack (Ghana: mobile money and cards, in GHS pesewas) behind the PaymentRail interface: a
 * hosted checkout from `POST /transaction/initialize`, webhooks signed with the secret key, and
 * every payment state read back from `GET /transaction/verify/:reference`, never from the body.
 * API shapes: Paystack's documentation and its published samples (PaystackOSS/doc-code-snippets).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  ProviderError,
  UnverifiedNotification,
  providerJson,
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

  function factOf(tx: Json, type: string, eventId: (outcome: string) => string): PaymentFact {
    const outcome = outcomeOf(str(tx.status));
    return {
      eventId: eventId(outcome),
      type,
      reference: str(tx.reference),
      outcome,
      amountMinor: num(tx.amount),
      currency: str(tx.currency) || undefined,
      providerRef: str(tx.id) || undefined,
    };
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
        return [factOf(tx, name, (outcome) => `${name}:${str(tx.id)}:${outcome}`)];
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
      return []; // refund.failed leaves the gift paid; other events are not about a gift's state
    },

    async fetchStatus(payment) {
      const tx = await verify(payment.reference);
      if (!tx) throw new ProviderError("paystack", `has no transaction ${payment.reference}`, 404);
      return factOf(tx, "status", (outcome) => `status:${str(tx.id)}:${outcome}`);
    },

    async refund(payment) {
      // A full refund: without `amount` Paystack refunds the whole transaction.
      const { status, json } = await call("/refund", { body: { transaction: payment.reference } });
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
  };
}
