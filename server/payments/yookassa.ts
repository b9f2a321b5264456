/**
 * YooKassa (RUB: Mir and other cards, SBP) behind the PaymentRail interface: a redirect
 * confirmation from `POST /payments`, and notifications that are checked by their source address
 * and then re-read from the API (`GET /payments/:id`, `GET /refunds/:id`), because YooKassa signs
 * nothing. API shapes: yookassa.ru/developers (using-api/basics, webhooks, payments, refunds).
 */
import { BlockList, isIP } from "node:net";
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

export interface YooKassaOptions {
  keys: () => Promise<{ shopId: string; secretKey: string } | null>;
  /** Another API address (tests run a local server that speaks YooKassa's API). */
  apiUrl?: string;
}

/**
 * The networks YooKassa sends notifications from (yookassa.ru/developers/using-api/webhooks, "IP
 * addresses"). Notifications carry no signature, so this list and the API read-back are the check.
 */
const NETWORKS = new BlockList();
for (const net of ["185.71.76.0/27", "185.71.77.0/27", "77.75.153.0/25", "77.75.154.128/25"]) {
  const [address, prefix] = net.split("/");
  NETWORKS.addSubnet(address!, Number(prefix), "ipv4");
}
NETWORKS.addAddress("77.75.156.11", "ipv4");
NETWORKS.addAddress("77.75.156.35", "ipv4");
NETWORKS.addSubnet("2a02:5180::", 32, "ipv6");

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6 `::ffff:a.b.c.d`) is one of YooKassa's. */
export function isYooKassaAddress(ip: string): boolean {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(address);
  if (family === 0) return false;
  return NETWORKS.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Minor units as YooKassa's amount string: 50000 → "500.00" (RUB has two decimals). */
export const toYooKassaValue = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
const toMinor = (value: unknown) => {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(str(value));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : undefined;
};

/**
 * A payment's status as our outcome. `canceled` is a failure, except when the donor let the
 * confirmation time run out (`cancellation_details.reason` expired_on_confirmation): that is an
 * expired gift. A succeeded payment refunded in full is reported refunded.
 */
function outcomeOf(payment: Json): PaymentFact["outcome"] {
  const status = str(payment.status);
  if (status === "succeeded") {
    const refunded = toMinor(obj(payment.refunded_amount).value) ?? 0;
    const amount = toMinor(obj(payment.amount).value) ?? Infinity;
    return refunded >= amount ? "refunded" : "paid";
  }
  if (status === "canceled")
    return str(obj(payment.cancellation_details).reason) === "expired_on_confirmation"
      ? "expired"
      : "failed";
  return "pending"; // pending, waiting_for_capture
}

function paymentFact(payment: Json, type: string): PaymentFact {
  const id = str(payment.id);
  const outcome = outcomeOf(payment);
  const amount = obj(payment.amount);
  return {
    // YooKassa has no event ids: the payment and the state reached, so a state is taken once.
    eventId: `${id}:${outcome}`,
    type,
    reference: str(obj(payment.metadata).reference) || id,
    outcome,
    amountMinor: toMinor(amount.value),
    currency: str(amount.currency) || undefined,
    providerRef: id,
  };
}

export function createYooKassaRail(o: YooKassaOptions): PaymentRail {
  const api = (o.apiUrl ?? "https://api.yookassa.ru/v3").replace(/\/+$/, "");

  async function call(path: string, init: { body?: unknown; idempotenceKey?: string } = {}) {
    const keys = await o.keys();
    if (!keys) throw new ProviderError("yookassa", "is not configured");
    const basic = Buffer.from(`${keys.shopId}:${keys.secretKey}`).toString("base64");
    const { status, json } = await providerJson("yookassa", `${api}${path}`, {
      body: init.body,
      headers: {
        authorization: `Basic ${basic}`,
        // A retried POST with the same key returns the first object instead of a second one.
        ...(init.idempotenceKey ? { "idempotence-key": init.idempotenceKey } : {}),
      },
    });
    if (status === 404 && init.body === undefined) return null;
    if (status < 200 || status >= 300 || json.type === "error") {
      const message = [str(json.code), str(json.description)].filter(Boolean).join(": ");
      throw new ProviderError("yookassa", message || `answered ${status}`, status);
    }
    return json;
  }
  const getPayment = (id: string) => call(`/payments/${encodeURIComponent(id)}`);

  return {
    provider: "yookassa",

    async configured() {
      return (await o.keys()) !== null;
    },

    async startCheckout(r) {
      const payment = await call("/payments", {
        idempotenceKey: r.reference,
        body: {
          amount: { value: toYooKassaValue(r.amountMinor), currency: r.currency },
          capture: true, // one stage: no waiting_for_capture to confirm by hand
          confirmation: {
            type: "redirect",
            return_url: r.returnUrl,
            locale: r.locale === "ru" ? "ru_RU" : "en_US",
          },
          payment_method_data: { type: r.method === "sbp" ? "sbp" : "bank_card" },
          description: r.description.slice(0, 128), // YooKassa's limit
          metadata: { reference: r.reference },
        },
      });
      const url = str(obj(payment?.confirmation).confirmation_url);
      if (!payment || !url)
        throw new ProviderError("yookassa", "answered without a confirmation_url");
      return { url, providerRef: str(payment.id) };
    },

    async verifyNotification({ rawBody, sourceIp }) {
      if (!(await o.keys())) throw new UnverifiedNotification("yookassa is not configured", 401);
      if (sourceIp !== null && !isYooKassaAddress(sourceIp))
        throw new UnverifiedNotification(`${sourceIp} is not a YooKassa address`, 403);
      const body = notificationJson(rawBody);
      const event = str(body.event);
      const id = str(obj(body.object).id);
      if (body.type !== "notification" || !event || !id)
        throw new UnverifiedNotification("not a YooKassa notification", 400);

      // The body is only a pointer: the object is read back from the API with our keys.
      if (event.startsWith("payment.")) {
        const payment = await getPayment(id);
        return payment ? [paymentFact(payment, event)] : [];
      }
      if (event === "refund.succeeded") {
        const refund = await call(`/refunds/${encodeURIComponent(id)}`);
        if (!refund || str(refund.status) !== "succeeded") return [];
        const paymentId = str(refund.payment_id);
        const payment = await getPayment(paymentId);
        const amount = obj(refund.amount);
        return [
          {
            eventId: `refund:${id}`,
            type: event,
            reference: str(obj(payment?.metadata).reference) || paymentId,
            outcome: "refunded",
            amountMinor: toMinor(amount.value),
            currency: str(amount.currency) || undefined,
            providerRef: paymentId,
          },
        ];
      }
      return []; // refund.canceled, payout.*, deal.*: nothing about a gift's state
    },

    async fetchStatus(payment) {
      if (!payment.providerRef) throw new ProviderError("yookassa", "no payment id to look up");
      const found = await getPayment(payment.providerRef);
      if (!found) throw new ProviderError("yookassa", `has no payment ${payment.providerRef}`, 404);
      return paymentFact(found, "status");
    },

    async refund(payment) {
      if (!payment.providerRef) throw new ProviderError("yookassa", "no payment id to refund");
      const refund = await call("/refunds", {
        idempotenceKey: `refund-${payment.reference}`,
        body: {
          payment_id: payment.providerRef,
          amount: { value: toYooKassaValue(payment.amountMinor), currency: payment.currency },
        },
      });
      const id = str(refund?.id);
      const status = str(refund?.status);
      if (status === "canceled") {
        const reason = str(obj(refund?.cancellation_details).reason);
        throw new ProviderError("yookassa", `the refund was canceled (${reason || "no reason"})`);
      }
      const amount = obj(refund?.amount);
      return {
        // Succeeded: the same id as the refund.succeeded notification, so it is taken once.
        eventId: status === "succeeded" ? `refund:${id}` : `refund:${id}:pending`,
        type: "refund",
        reference: payment.reference,
        outcome: status === "succeeded" ? "refunded" : "pending",
        amountMinor: toMinor(amount.value),
        currency: str(amount.currency) || undefined,
        providerRef: payment.providerRef,
      };
    },
  };
}
