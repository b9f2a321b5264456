/**
 * Cards in USD and EUR through Stripe Checkout (decision 0008, 0035): a one-off gift is a Checkout
 * payment, a monthly gift a Checkout subscription. Only events signed with the endpoint's secret
 * count; they carry our reference (`client_reference_id`), the subscription they renew, or the
 * payment intent they refund.
 */
import type { Stripe as StripeClient } from "stripe";
import type { PaymentKeys } from "./keys.ts";
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentFact,
  type PaymentRail,
  ProviderError,
  UnverifiedNotification,
} from "./rail.ts";

/** Loaded at the first payment: Stripe's library is large, and most sites start without keys. */
async function client(secretKey: string, apiUrl?: string): Promise<StripeClient> {
  const { default: Stripe } = await import("stripe");
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 15_000 });
  const u = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: u.hostname,
    port: Number(u.port || (u.protocol === "https:" ? 443 : 80)),
    protocol: u.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
    timeout: 15_000,
  });
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === "string" ? v : (v?.id ?? undefined);

/** The subscription an invoice belongs to, in the API's current shape and the older one. */
function subscriptionOf(invoice: StripeClient.Invoice): string | undefined {
  const parent = invoice.parent?.subscription_details?.subscription;
  const old = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(parent ?? old);
}

/** What one verified Stripe event establishes, or null for the events that move nothing. */
function factOf(event: StripeClient.Event): PaymentFact | null {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const s = event.data.object;
      const paid = s.payment_status === "paid" || s.payment_status === "no_payment_required";
      const outcome =
        event.type === "checkout.session.expired"
          ? "expired"
          : event.type === "checkout.session.async_payment_failed"
            ? "failed"
            : paid
              ? "paid"
              : "pending";
      return {
        ...base,
        reference: s.client_reference_id ?? s.id,
        outcome,
        amountMinor: s.amount_total ?? undefined,
        currency: s.currency?.toUpperCase(),
        subscriptionRef: idOf(s.subscription),
        providerRef: idOf(s.payment_intent) ?? idOf(s.invoice) ?? s.id,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOf(invoice);
      // The first invoice is the Checkout's own payment: its session event records it.
      if (!subscriptionRef || invoice.billing_reason === "subscription_create") return null;
      return {
        ...base,
        reference: subscriptionRef,
        outcome: event.type === "invoice.paid" ? "renewed" : "failed",
        amountMinor: event.type === "invoice.paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        subscriptionRef,
        providerRef: invoice.id,
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      if (!intent || !charge.refunded) return null;
      return { ...base, reference: intent, outcome: "refunded", providerRef: intent };
    }
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      return { ...base, reference: sub.id, outcome: "cancelled", subscriptionRef: sub.id };
    }
    default:
      return null;
  }
}

export function createStripeRail({
  keys,
  apiUrl,
}: {
  keys: PaymentKeys;
  /** Another API address (tests run a local server that speaks Stripe's API). */
  apiUrl?: string;
}): PaymentRail {
  async function api() {
    const k = await keys.of("stripe");
    if (!k) throw new ProviderError("stripe", "is not configured");
    return { stripe: await client(k.secretKey, apiUrl), keys: k };
  }
  /** The payment intent a recorded payment was made through (a session or invoice id resolved). */
  async function intentOf(stripe: StripeClient, providerRef: string): Promise<string> {
    if (providerRef.startsWith("pi_")) return providerRef;
    if (providerRef.startsWith("cs_")) {
      const s = await stripe.checkout.sessions.retrieve(providerRef);
      const intent = idOf(s.payment_intent);
      if (intent) return intent;
      if (s.invoice) return intentOf(stripe, idOf(s.invoice)!);
    }
    if (providerRef.startsWith("in_")) {
      const invoice = await stripe.invoices.retrieve(providerRef, { expand: ["payments"] });
      const intent = idOf(invoice.payments?.data[0]?.payment.payment_intent);
      if (intent) return intent;
    }
    throw new ProviderError("stripe", `no payment to refund for ${providerRef}`);
  }

  return {
    provider: "stripe",
    configured: async () => (await keys.of("stripe")) !== null,

    async startCheckout(r: CheckoutRequest): Promise<Checkout> {
      const { stripe } = await api();
      const monthly = r.frequency === "monthly";
      const metadata = { reference: r.reference };
      const session = await stripe.checkout.sessions.create(
        {
          mode: monthly ? "subscription" : "payment",
          customer_email: r.email,
          client_reference_id: r.reference,
          metadata,
          ...(monthly
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
          locale: r.locale === "ru" ? "ru" : r.locale === "fr" ? "fr" : "en",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: r.currency.toLowerCase(),
                unit_amount: r.amountMinor,
                product_data: { name: r.description },
                ...(monthly ? { recurring: { interval: "month" as const } } : {}),
              },
            },
          ],
          success_url: r.returnUrl,
          cancel_url: r.cancelUrl,
        },
        // A retried start creates no second session.
        { idempotencyKey: `checkout-${r.reference}` },
      );
      if (!session.url) throw new ProviderError("stripe", "gave no checkout address");
      return { url: session.url, providerRef: session.id };
    },

    async verifyNotification({ rawBody, headers }) {
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string")
        throw new UnverifiedNotification("Missing Stripe signature", 400);
      const k = await keys.of("stripe");
      if (!k) throw new UnverifiedNotification("Stripe is not configured", 401);
      let event: StripeClient.Event;
      try {
        event = (await client(k.secretKey, apiUrl)).webhooks.constructEvent(
          rawBody,
          signature,
          k.webhookSecret,
        );
      } catch {
        throw new UnverifiedNotification("The webhook signature is not valid", 400);
      }
      const fact = factOf(event);
      return fact ? [fact] : [];
    },

    async fetchStatus({ reference, providerRef }) {
      const { stripe } = await api();
      if (!providerRef?.startsWith("cs_"))
        throw new ProviderError("stripe", `cannot ask the state of ${providerRef ?? reference}`);
      const s = await stripe.checkout.sessions.retrieve(providerRef);
      const outcome =
        s.payment_status === "paid" || s.payment_status === "no_payment_required"
          ? "paid"
          : s.status === "expired"
            ? "expired"
            : "pending";
      return {
        eventId: `status:${s.id}:${outcome}`,
        type: "status",
        reference,
        outcome,
        subscriptionRef: idOf(s.subscription),
        providerRef: idOf(s.payment_intent) ?? idOf(s.invoice) ?? s.id,
      };
    },

    async refund({ reference, providerRef }) {
      const { stripe } = await api();
      if (!providerRef) throw new ProviderError("stripe", `no payment to refund for ${reference}`);
      const refund = await stripe.refunds
        .create(
          { payment_intent: await intentOf(stripe, providerRef), metadata: { reference } },
          { idempotencyKey: `refund-${reference}` },
        )
        .catch((err: unknown) => {
          throw new ProviderError("stripe", (err as Error).message);
        });
      const outcome = refund.status === "succeeded" ? "refunded" : "pending";
      return { eventId: `refund:${refund.id}:${outcome}`, type: "refund", reference, outcome };
    },

    async cancelSubscription(subscriptionRef) {
      const { stripe } = await api();
      await stripe.subscriptions.cancel(subscriptionRef);
    },
  };
}
