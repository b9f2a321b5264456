/**
 * A local server that speaks the part of YooKassa's API v3 the adapter uses (create and get a
 * payment, create and get a refund), with Basic auth, Idempotence-Key, payments in memory, and
 * the unsigned notifications YooKassa posts. Shapes follow yookassa.ru/developers/api (payment
 * and refund objects, error object `{type:"error", code, description}`) and using-api/webhooks.
 */
import { randomUUID } from "node:crypto";
import { randomId, sendCheckoutPage, sendJson, startFakeServer } from "../../testing/fake-http.ts";

type Amount = { value: string; currency: string };
export type YooKassaPaymentState = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

interface Payment {
  id: string;
  status: YooKassaPaymentState;
  paid: boolean;
  amount: Amount;
  refunded_amount?: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method: { type: string; id: string; saved: boolean };
  created_at: string;
  captured_at?: string;
  confirmation: {
    type: "redirect";
    confirmation_url: string;
    return_url?: string;
    locale?: string;
  };
  test: true;
  refundable: boolean;
  metadata: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
}

interface Refund {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
  amount: Amount;
  created_at: string;
}

const cents = (value: string) => Math.round(Number(value) * 100);

export async function startFakeYooKassa(keys: { shopId: string; secretKey: string }) {
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  /** What each Idempotence-Key first produced: a retry gets the same object back. */
  const byKey = new Map<string, Payment | Refund>();
  let refundStatus: Refund["status"] = "succeeded";
  const auth = `Basic ${Buffer.from(`${keys.shopId}:${keys.secretKey}`).toString("base64")}`;

  const server = await startFakeServer((req, res) => {
    const url = new URL(req.path, "http://fake");
    const error = (status: number, code: string, description: string, parameter?: string) =>
      sendJson(res, status, { type: "error", id: randomUUID(), code, description, parameter });
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && checkout)
      return sendCheckoutPage(res, "YooKassa", payments.get(checkout[1]!)?.id);
    if (req.headers.authorization !== auth)
      return error(
        401,
        "invalid_credentials",
        "Error in shopId or secret key. Check their validity. You can reissue the key in the Merchant Profile",
      );

    if (req.method === "POST") {
      const key = req.headers["idempotence-key"];
      if (typeof key !== "string" || !key)
        return error(400, "invalid_request", "Idempotence key isn't specified", "Idempotence-Key");
      const earlier = byKey.get(`${url.pathname} ${key}`);
      if (earlier) return sendJson(res, 200, earlier);
      const amount = req.json.amount as Amount | undefined;
      if (!amount || !/^\d+\.\d{2}$/.test(String(amount.value)) || !amount.currency)
        return error(400, "invalid_request", "Invalid amount value", "amount.value");

      if (url.pathname === "/payments") {
        const b = req.json;
        const confirmation = (b.confirmation ?? {}) as Record<string, string>;
        if (confirmation.type !== "redirect" || !confirmation.return_url)
          return error(400, "invalid_request", "Invalid confirmation", "confirmation.return_url");
        const description = typeof b.description === "string" ? b.description : undefined;
        if (description && description.length > 128)
          return error(400, "invalid_request", "Description is too long", "description");
        const id = `2${randomId(3)}-000f-5000-${randomId(2)}-${randomId(6)}`;
        const method = (b.payment_method_data ?? { type: "bank_card" }) as { type: string };
        const payment: Payment = {
          id,
          status: "pending",
          paid: false,
          amount: { value: amount.value, currency: amount.currency },
          description,
          recipient: { account_id: keys.shopId, gateway_id: "100500" },
          payment_method: { type: method.type, id, saved: false },
          created_at: new Date().toISOString(),
          confirmation: {
            type: "redirect",
            confirmation_url: `${server.url}/checkout/${id}`,
            return_url: confirmation.return_url,
            locale: confirmation.locale,
          },
          test: true,
          refundable: false,
          metadata: (b.metadata ?? {}) as Record<string, string>,
        };
        payments.set(id, payment);
        byKey.set(`${url.pathname} ${key}`, payment);
        return sendJson(res, 200, payment);
      }
      if (url.pathname === "/refunds") {
        const payment = payments.get(String(req.json.payment_id ?? ""));
        if (!payment)
          return error(404, "not_found", "Payment doesn't exist or access denied", "payment_id");
        if (payment.status !== "succeeded" || cents(amount.value) > cents(payment.amount.value))
          return error(400, "invalid_request", "This payment can't be refunded", "payment_id");
        const refund: Refund = {
          id: `2${randomId(3)}-0015-5000-${randomId(2)}-${randomId(6)}`,
          payment_id: payment.id,
          status: refundStatus,
          amount: { value: amount.value, currency: amount.currency },
          created_at: new Date().toISOString(),
        };
        refunds.set(refund.id, refund);
        byKey.set(`${url.pathname} ${key}`, refund);
        if (refund.status === "succeeded") applyRefund(refund);
        return sendJson(res, 200, refund);
      }
    }
    const get = /^\/(payments|refunds)\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && get) {
      const found = (get[1] === "payments" ? payments : refunds).get(decodeURIComponent(get[2]!));
      if (found) return sendJson(res, 200, found);
      const what = get[1] === "payments" ? "payment_id" : "refund_id";
      return error(404, "not_found", `Incorrect ${what}. It doesn't exist or access denied`, what);
    }
    error(404, "not_found", "Unknown path");
  });

  function applyRefund(refund: Refund) {
    const payment = payments.get(refund.payment_id)!;
    const total = cents(payment.refunded_amount?.value ?? "0") + cents(refund.amount.value);
    payment.refunded_amount = { value: (total / 100).toFixed(2), currency: refund.amount.currency };
    payment.refundable = total < cents(payment.amount.value);
  }
  const need = <T>(map: Map<string, T>, id: string) => {
    const found = map.get(id);
    if (!found) throw new Error(`fake YooKassa has no object ${id}`);
    return found;
  };

  return {
    ...server,
    checkoutUrlFor: (paymentId: string) => `${server.url}/checkout/${need(payments, paymentId).id}`,
    settle(paymentId: string, state: YooKassaPaymentState, cancellationReason = "general_decline") {
      const p = need(payments, paymentId);
      p.status = state;
      p.paid = state === "succeeded" || state === "waiting_for_capture";
      p.refundable = state === "succeeded";
      if (state === "succeeded") p.captured_at = new Date().toISOString();
      if (state === "canceled")
        p.cancellation_details = { party: "yoo_money", reason: cancellationReason };
    },
    /** How the next refunds are created: `succeeded` (cards, at once) or `pending`. */
    refundsBecome(status: Refund["status"]) {
      refundStatus = status;
    },
    settleRefund(refundId: string, status: "succeeded" | "canceled") {
      const r = need(refunds, refundId);
      r.status = status;
      if (status === "succeeded") applyRefund(r);
    },
    /**
     * The notification YooKassa posts: `{type, event, object}` with the payment or refund as it
     * is (`object` overrides fields, e.g. a body that claims success). No signature exists.
     */
    notification(id: string, opts: { event?: string; object?: Record<string, unknown> } = {}) {
      const refund = refunds.get(id);
      const object = refund ?? need(payments, id);
      const event = opts.event ?? (refund ? `refund.${refund.status}` : `payment.${object.status}`);
      return {
        body: JSON.stringify({
          type: "notification",
          event,
          object: { ...object, ...opts.object },
        }),
        headers: { "content-type": "application/json" } as Record<string, string>,
      };
    },
  };
}
export type FakeYooKassa = Awaited<ReturnType<typeof startFakeYooKassa>>;
