/**
 * The one interface every payment provider is reached through (decision 0035): start a checkout,
 * verify a notification, fetch a payment's status, refund. Each provider module is a thin adapter
 * over its HTTP API; none of them writes to the database: they say what the provider says, and
 * the donations service moves the record.
 */
import type { IncomingHttpHeaders } from "node:http";
import type {
  DonationCurrency,
  DonationFrequency,
  DonationMethod,
  PaymentProvider,
} from "../../core/donations.ts";

/** What a provider is asked to take payment for. */
export interface CheckoutRequest {
  /** Our reference (DON-…): the provider's transaction / order id where it takes ours. */
  reference: string;
  amountMinor: number;
  currency: DonationCurrency;
  method: DonationMethod;
  frequency: DonationFrequency;
  email: string;
  name: string;
  locale: string;
  /** A short description shown on the provider's page ("<site>: donation"). */
  description: string;
  /** Where the donor comes back to after paying (or not). */
  returnUrl: string;
  /** Where the donor comes back to after cancelling, where the provider has such a link. */
  cancelUrl: string;
  /** Our webhook address, for providers that take it per payment (CinetPay). */
  notifyUrl: string;
}

export interface Checkout {
  /** The provider's checkout page the donor is sent to. */
  url: string;
  /** The provider's id of this payment (Stripe session, YooKassa payment), or our reference. */
  providerRef: string;
}

/** What a provider has said about one payment, after the adapter has verified it. */
export interface PaymentFact {
  /**
   * The event's unique id at the provider (a replay carries the same id); for providers without
   * event ids (YooKassa, CinetPay), the payment id and the state reached, so a state is taken once.
   */
  eventId: string;
  /** The provider's event name ("charge.success", "invoice.paid", "status"). */
  type: string;
  /** Our reference, or the provider's payment id (`providerRef`): the record it is about. */
  reference: string;
  /**
   * What happened: the payment's state, or for a monthly gift `renewed` (a new paid payment of
   * the subscription `subscriptionRef`) and `cancelled` (the subscription ended).
   */
  outcome: "pending" | "paid" | "failed" | "expired" | "refunded" | "renewed" | "cancelled";
  amountMinor?: number;
  currency?: string;
  /** The subscription a monthly card gift renews through (Stripe). */
  subscriptionRef?: string;
  /** A provider's own payment id learned with this fact (YooKassa, Paystack's transaction id). */
  providerRef?: string;
}

export interface Notification {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  /** The sender's address when the server can know it (TRUST_PROXY or a direct connection). */
  sourceIp: string | null;
}

/** A notification that does not come from the provider (bad or missing signature, unknown source). */
export class UnverifiedNotification extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 = 401,
  ) {
    super(message);
  }
}

export interface PaymentRail {
  readonly provider: PaymentProvider;
  /** Whether its keys are set (environment or Settings). */
  configured(): Promise<boolean>;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a webhook call and returns what it establishes, each fact checked with the provider's
   * API where the provider asks for that (Paystack, CinetPay, YooKassa). Throws
   * `UnverifiedNotification` when it is not the provider's. An empty list: nothing to record.
   */
  verifyNotification(notification: Notification): Promise<PaymentFact[]>;
  /** Asks the provider for a payment's state (the expiry job, a donor back from checkout). */
  fetchStatus(payment: { reference: string; providerRef: string | null }): Promise<PaymentFact>;
  /** Asks the provider to refund a paid payment in full: `refunded`, or `pending` until it says. */
  refund(payment: {
    reference: string;
    providerRef: string | null;
    amountMinor: number;
    currency: DonationCurrency;
  }): Promise<PaymentFact>;
  /** Stops a monthly subscription at the provider (Stripe); rails without one have nothing to stop. */
  cancelSubscription?(subscriptionRef: string): Promise<void>;
}

/** A provider's JSON, read field by field: an object (or none), a text (or ""). */
export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
export const str = (v: unknown) =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : "";

/** A notification's body as JSON; one that is not JSON is refused (400), nothing recorded. */
export function notificationJson(rawBody: Buffer): Json {
  try {
    return obj(JSON.parse(rawBody.toString("utf8")));
  } catch {
    throw new UnverifiedNotification("the body is not JSON", 400);
  }
}

/** A provider's API answered, but not with success: the message it gave, for the log and the admin. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** JSON over HTTP with a time limit: what each adapter calls its provider's API with. */
export async function providerJson(
  provider: PaymentProvider,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<{ status: number; json: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
  } catch (err) {
    throw new ProviderError(provider, `could not be reached (${(err as Error).message})`);
  }
  const text = await res.text();
  try {
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: res.status, json };
  } catch {
    throw new ProviderError(provider, `answered ${res.status} without JSON`, res.status);
  }
}
