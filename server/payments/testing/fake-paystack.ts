/**
 * A local server that speaks the part of Paystack's API the adapter uses (initialize, verify,
 * refund), keeps its transactions in memory, and makes signed webhook calls for them. Shapes
 * follow Paystack's published samples (PaystackOSS/doc-code-snippets: api/transactions,
 * api/refunds, doc/payments/webhooks and refunds events).
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
      const accessCode = randomId(8);
      const channels = Array.isArray(b.channels) ? (b.channels as string[]) : ["card"];
      transactions.set(reference, {
        id: ++nextId,
        reference,
        accessCode,
        amount,
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
    sendJson(res, 404, { status: false, message: "Not found" });
  });

  const need = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake Paystack has no transaction ${reference}`);
    return t;
  };
  const sign = (body: string) => createHmac("sha512", secretKey).update(body).digest("hex");

  return {
    ...server,
    checkoutUrlFor: (reference: string) => `${server.url}/checkout/${need(reference).accessCode}`,
    /** Moves a transaction; `reversed` also processes its pending refunds. */
    settle(reference: string, state: PaystackState) {
      const t = need(reference);
      t.status = state;
      if (state === "success") t.paidAt ??= new Date().toISOString();
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
      const body = JSON.stringify({ event, data: { ...data, ...opts.data } });
      return {
        body,
        headers: { "content-type": "application/json", "x-paystack-signature": sign(body) },
      };
    },
    sign,
  };
}
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
