/**
 * A local server that speaks CinetPay's checkout API v2 (`/v2/payment`, `/v2/payment/check`),
 * keeps its transactions in memory, and makes form-encoded notifications with a correct x-token.
 * Shapes and codes follow docs.cinetpay.com/api/1.0-en/checkout (initialisation, verification,
 * hmac) and the code table of Tidev-CinetPay/api-checkout-doc. Not documented, so chosen here:
 * the answer for an unknown transaction (HTTP 404, code "404").
 */
import { createHmac } from "node:crypto";
import { randomId, sendCheckoutPage, sendJson, startFakeServer } from "../../testing/fake-http.ts";

/** The states a transaction can be put in, each with the code and status `check` answers. */
const STATES = {
  WAITING_CUSTOMER_PAYMENT: { code: "662", status: "WAITING_FOR_CUSTOMER" },
  WAITING_CUSTOMER_TO_VALIDATE: { code: "623", status: "WAITING_FOR_CUSTOMER" },
  ACCEPTED: { code: "00", status: "ACCEPTED" },
  PAYMENT_FAILED: { code: "600", status: "REFUSED" },
  TRANSACTION_CANCEL: { code: "627", status: "REFUSED" },
} as const;
export type CinetPayState = keyof typeof STATES;
const MESSAGES: Record<string, string> = { "00": "SUCCES" };

interface Transaction {
  id: string;
  token: string;
  amount: number;
  currency: string;
  description: string;
  channels: string;
  lang: string;
  metadata: string;
  state: CinetPayState;
  paymentMethod: string;
  date: string;
}

/** Written out again (not imported from the adapter), so a wrong order there fails the tests. */
function xToken(form: URLSearchParams, secretKey: string) {
  const data =
    `${form.get("cpm_site_id") ?? ""}${form.get("cpm_trans_id") ?? ""}` +
    `${form.get("cpm_trans_date") ?? ""}${form.get("cpm_amount") ?? ""}` +
    `${form.get("cpm_currency") ?? ""}${form.get("signature") ?? ""}` +
    `${form.get("payment_method") ?? ""}${form.get("cel_phone_num") ?? ""}` +
    `${form.get("cpm_phone_prefixe") ?? ""}${form.get("cpm_language") ?? ""}` +
    `${form.get("cpm_version") ?? ""}${form.get("cpm_payment_config") ?? ""}` +
    `${form.get("cpm_page_action") ?? ""}${form.get("cpm_custom") ?? ""}` +
    `${form.get("cpm_designation") ?? ""}${form.get("cpm_error_message") ?? ""}`;
  return createHmac("sha256", secretKey).update(data, "utf8").digest("hex");
}

const responseId = () => `${(Date.now() / 1000).toFixed(4)}`;
const CARD_FIELDS = [
  "customer_name",
  "customer_surname",
  "customer_email",
  "customer_address",
  "customer_city",
  "customer_country",
  "customer_state",
  "customer_zip_code",
];

export async function startFakeCinetPay(keys: {
  apiKey: string;
  siteId: string;
  secretKey: string;
}) {
  const transactions = new Map<string, Transaction>();

  const server = await startFakeServer((req, res) => {
    const url = new URL(req.path, "http://fake");
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && checkout) {
      const t = [...transactions.values()].find((x) => x.token === checkout[1]);
      return sendCheckoutPage(res, "CinetPay", t?.id);
    }
    const b = req.json;
    const fail = (status: number, code: string, message: string, description: string) =>
      sendJson(res, status, { code, message, description, api_response_id: responseId() });
    if (req.method !== "POST" || !["/v2/payment", "/v2/payment/check"].includes(url.pathname))
      return fail(404, "404", "NOT_FOUND", "Unknown endpoint");
    if (b.apikey !== keys.apiKey) return fail(401, "609", "AUTH_NOT_FOUND", "Apikey not found");
    if (String(b.site_id) !== keys.siteId)
      return fail(401, "613", "ERROR_SITE_ID_NOTVALID", "The site_id is not valid");

    if (url.pathname === "/v2/payment") {
      const amount = Number(b.amount);
      const required = ["transaction_id", "currency", "description", "notify_url", "return_url"];
      const missing = required.filter((f) => typeof b[f] !== "string" || b[f] === "");
      if (b.channels === "CREDIT_CARD")
        missing.push(...CARD_FIELDS.filter((f) => typeof b[f] !== "string" || b[f] === ""));
      if (missing.length)
        return fail(400, "608", "MINIMUM_REQUIRED_FIELDS", `Missing: ${missing.join(", ")}`);
      if (!Number.isInteger(amount) || amount < 100 || amount % 5 !== 0)
        return fail(400, "608", "MINIMUM_REQUIRED_FIELDS", "amount must be a multiple of 5");
      const id = String(b.transaction_id);
      if (transactions.has(id))
        return fail(400, "608", "MINIMUM_REQUIRED_FIELDS", "transaction_id already used");
      const token = randomId(16);
      transactions.set(id, {
        id,
        token,
        amount,
        currency: String(b.currency),
        description: String(b.description),
        channels: String(b.channels ?? "ALL"),
        lang: String(b.lang ?? "fr"),
        metadata: typeof b.metadata === "string" ? b.metadata : "",
        state: "WAITING_CUSTOMER_PAYMENT",
        paymentMethod: b.channels === "CREDIT_CARD" ? "VISAM" : "TMONEYTG",
        date: new Date().toISOString().slice(0, 19).replace("T", " "),
      });
      return sendJson(res, 200, {
        code: "201",
        message: "CREATED",
        description: "Transaction created with success",
        data: { payment_token: token, payment_url: `${server.url}/checkout/${token}` },
        api_response_id: responseId(),
      });
    }
    const t = transactions.get(String(b.transaction_id ?? ""));
    if (!t) return fail(404, "404", "TRANSACTION_NOT_FOUND", "No transaction with this id");
    const { code, status } = STATES[t.state];
    sendJson(res, 200, {
      code,
      message: MESSAGES[code] ?? t.state,
      data: {
        amount: String(t.amount),
        currency: t.currency,
        status,
        payment_method: t.paymentMethod,
        description: t.description,
        metadata: t.metadata || null,
        operator_id: t.state === "ACCEPTED" ? `MP${t.token.slice(0, 10)}` : null,
        payment_date: t.state === "ACCEPTED" ? t.date : " ",
        fund_availability_date: t.date,
      },
      api_response_id: responseId(),
    });
  });

  const need = (id: string) => {
    const t = transactions.get(id);
    if (!t) throw new Error(`fake CinetPay has no transaction ${id}`);
    return t;
  };

  return {
    ...server,
    checkoutUrlFor: (transactionId: string) =>
      `${server.url}/checkout/${need(transactionId).token}`,
    settle(transactionId: string, state: CinetPayState) {
      need(transactionId).state = state;
    },
    /**
     * The form CinetPay posts to notify_url, signed with the secret key (`fields` overrides or
     * adds form values before signing, e.g. another cpm_site_id or a claimed cpm_error_message).
     */
    notification(transactionId: string, fields: Record<string, string> = {}) {
      const t = need(transactionId);
      const form = new URLSearchParams({
        cpm_site_id: keys.siteId,
        cpm_trans_id: t.id,
        cpm_trans_date: t.date,
        cpm_amount: String(t.amount),
        cpm_currency: t.currency,
        signature: randomId(20),
        payment_method: t.paymentMethod,
        cel_phone_num: "90000000",
        cpm_phone_prefixe: "228",
        cpm_language: t.lang,
        cpm_version: "V4",
        cpm_payment_config: "SINGLE",
        cpm_page_action: "PAYMENT",
        cpm_custom: t.metadata,
        cpm_designation: t.description,
        cpm_error_message: t.state === "ACCEPTED" ? "SUCCES" : t.state,
        ...fields,
      });
      return {
        body: form.toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-token": xToken(form, keys.secretKey),
        },
      };
    },
  };
}
export type FakeCinetPay = Awaited<ReturnType<typeof startFakeCinetPay>>;
