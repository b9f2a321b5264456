/**
 * CinetPay (XOF: T-Money, Flooz and the other West African wallets, and cards) behind the
 * PaymentRail interface: a hosted "guichet" from `POST /v2/payment`, form-encoded notifications
 * signed with an `x-token` HMAC, and every payment state read back from `POST /v2/payment/check`.
 * API shapes: docs.cinetpay.com/api/1.0-en/checkout (initialisation, notification, hmac,
 * verification) and the code table of Tidev-CinetPay/api-checkout-doc.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import {
  ProviderError,
  UnverifiedNotification,
  providerJson,
  type PaymentFact,
  type PaymentRail,
  obj,
  str,
  type Json,
} from "./rail.ts";

/** The billing address CinetPay's card form is opened with (see `DEFAULT_CARD_ADDRESS`). */
export interface CinetPayCardAddress {
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO code; CinetPay needs a real state only for US and CA cardholders. */
  state: string;
  zipCode: string;
}

/**
 * CinetPay shows the card option only when the customer_address…customer_zip_code fields are
 * sent. The donate form asks no postal address (a donor need not give one), so card payments go
 * with the foundation's own seat in Lomé, Togo, the country of the XOF rail.
 */
export const DEFAULT_CARD_ADDRESS: CinetPayCardAddress = {
  address: "Lomé",
  city: "Lomé",
  country: "TG",
  state: "TG",
  zipCode: "00000",
};

export interface CinetPayOptions {
  keys: () => Promise<{ apiKey: string; siteId: string; secretKey: string } | null>;
  /** Another API address (tests run a local server that speaks CinetPay's API). */
  apiUrl?: string;
  cardAddress?: CinetPayCardAddress;
}

/** The form fields the x-token is computed over, in this order (docs …/checkout/hmac). */
const SIGNED_FIELDS = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
] as const;

/** The hex HMAC-SHA256 CinetPay puts in `x-token`, over the signed fields ("" when absent). */
export function cinetPayToken(form: URLSearchParams, secretKey: string): string {
  const data = SIGNED_FIELDS.map((f) => form.get(f) ?? "").join("");
  return createHmac("sha256", secretKey).update(data, "utf8").digest("hex");
}

/**
 * A check answer as our outcome. `code` "00" / status ACCEPTED is paid; status REFUSED, 600
 * PAYMENT_FAILED and 627 TRANSACTION_CANCEL are final failures; everything else (623
 * WAITING_CUSTOMER_TO_VALIDATE, 662 WAITING_CUSTOMER_PAYMENT, 663 WAITING_CUSTOMER_OTP_CODE, 664
 * …AT_OPERATOR_SIDE, status WAITING_FOR_CUSTOMER) still waits for the donor: CinetPay's notification
 * page warns that push-approved wallets first notify "waiting" and must not be failed on that.
 */
function outcomeOf(code: string, status: string): PaymentFact["outcome"] {
  if (status === "ACCEPTED" || (code === "00" && !status)) return "paid";
  if (status === "REFUSED" || code === "600" || code === "627") return "failed";
  return "pending";
}
/** Answers that are about our request, not the payment: bad keys, missing fields. */
const REQUEST_ERRORS = new Set(["608", "609", "613"]);

/** CinetPay asks for descriptions without # / $ _ & (docs …/checkout/initialisation). */
const plainDescription = (d: string) =>
  d
    .replace(/[#/$_&]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? "";
}

export function createCinetPayRail(o: CinetPayOptions): PaymentRail {
  const api = (o.apiUrl ?? "https://api-checkout.cinetpay.com").replace(/\/+$/, "");
  const card = o.cardAddress ?? DEFAULT_CARD_ADDRESS;

  async function keys() {
    const k = await o.keys();
    if (!k) throw new ProviderError("cinetpay", "is not configured");
    return k;
  }
  const failure = (json: Json, status: number) =>
    new ProviderError(
      "cinetpay",
      [str(json.code), str(json.message), str(json.description)].filter(Boolean).join(" ") ||
        `answered ${status}`,
      status,
    );

  /** The transaction's state at CinetPay, or null when it has no such transaction. */
  async function check(transactionId: string): Promise<PaymentFact | null> {
    const k = await keys();
    const { status, json } = await providerJson("cinetpay", `${api}/v2/payment/check`, {
      body: { apikey: k.apiKey, site_id: k.siteId, transaction_id: transactionId },
    });
    const code = str(json.code);
    // Not verified against the live API: an unknown transaction_id is taken as an HTTP 404 or
    // code "404"; the documented table lists no code for it.
    if (status === 404 || code === "404") return null;
    // A payment's state comes with its `data` (whatever the HTTP status: CinetPay's codes are in
    // the body); an answer without it is about our request.
    if (REQUEST_ERRORS.has(code) || status >= 500 || !json.data || typeof json.data !== "object")
      throw failure(json, status);
    const data = obj(json.data);
    const outcome = outcomeOf(code, str(data.status));
    const amount = Number(str(data.amount));
    return {
      // CinetPay has no event ids: the transaction and the state reached, so a state is taken once.
      eventId: `${transactionId}:${outcome}`,
      type: "status",
      reference: transactionId,
      outcome,
      amountMinor: Number.isFinite(amount) && str(data.amount) !== "" ? amount : undefined,
      currency: str(data.currency) || undefined,
    };
  }

  return {
    provider: "cinetpay",

    async configured() {
      return (await o.keys()) !== null;
    },

    async startCheckout(r) {
      const k = await keys();
      // XOF has no minor units, and CinetPay takes only multiples of 5.
      if (!Number.isInteger(r.amountMinor) || r.amountMinor % 5 !== 0)
        throw new ProviderError("cinetpay", "the amount must be a multiple of 5");
      const [first, ...rest] = r.name.trim().split(/\s+/);
      const cardPayment = r.method !== "mobile";
      const { status, json } = await providerJson("cinetpay", `${api}/v2/payment`, {
        body: {
          apikey: k.apiKey,
          site_id: k.siteId,
          transaction_id: r.reference,
          amount: r.amountMinor,
          currency: r.currency,
          description: plainDescription(r.description),
          notify_url: r.notifyUrl,
          return_url: r.returnUrl,
          channels: cardPayment ? "CREDIT_CARD" : "MOBILE_MONEY",
          lang: r.locale === "fr" ? "fr" : "en",
          customer_name: first ?? "",
          customer_surname: rest.join(" ") || first || "",
          customer_email: r.email,
          metadata: r.reference,
          ...(cardPayment
            ? {
                customer_address: card.address,
                customer_city: card.city,
                customer_country: card.country,
                customer_state: card.state,
                customer_zip_code: card.zipCode,
              }
            : {}),
        },
      });
      const url = str(obj(json.data).payment_url);
      if (str(json.code) !== "201" || !url) throw failure(json, status);
      return { url, providerRef: r.reference };
    },

    async verifyNotification({ rawBody, headers }) {
      const k = await o.keys();
      if (!k) throw new UnverifiedNotification("cinetpay is not configured", 401);
      const form = new URLSearchParams(rawBody.toString("utf8"));
      const given = Buffer.from(header(headers, "x-token").toLowerCase());
      const expected = Buffer.from(cinetPayToken(form, k.secretKey));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new UnverifiedNotification("bad or missing x-token", 401);
      if (form.get("cpm_site_id") !== k.siteId)
        throw new UnverifiedNotification("the notification is for another site_id", 401);
      const transactionId = form.get("cpm_trans_id") ?? "";
      if (!transactionId) throw new UnverifiedNotification("no cpm_trans_id", 400);
      // The form says that something changed, not what holds: the check call says that.
      const fact = await check(transactionId);
      return fact ? [{ ...fact, type: "notification" }] : [];
    },

    async fetchStatus(payment) {
      const fact = await check(payment.reference);
      if (!fact)
        throw new ProviderError("cinetpay", `has no transaction ${payment.reference}`, 404);
      return fact;
    },

    async refund() {
      // The checkout API (initialisation, check, notification) has no refund call; the transfer
      // API pays out to a phone, which is not a refund of the transaction.
      throw new ProviderError("cinetpay", "refunds are made from the CinetPay back office");
    },
  };
}
