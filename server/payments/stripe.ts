/**
 * Card donations through Stripe Checkout, when the Stripe keys are set in the Integrations tab.
 * The server creates the Checkout session (one-time payment or monthly subscription); only a
 * webhook signed with the endpoint's secret marks a donation paid.
 */
import type { SettingsService } from "../../core/services.ts";
import type { Submission } from "../../core/submissions.ts";
import { localizedUrl } from "../mail/submission-mails.ts";

export interface StripeOptions {
  settings: SettingsService;
  publicUrl?: string;
  /** Another API address (tests run a local server that speaks Stripe's API). */
  apiUrl?: string;
}

/** Loaded at the first payment: Stripe's library is large, and most sites start without keys. */
async function client(secretKey: string, apiUrl?: string) {
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

export function createStripePayments({ settings, publicUrl, apiUrl }: StripeOptions) {
  return {
    /** A Checkout session for a card donation, or null when Stripe is not configured. */
    async startCheckout(submission: Submission): Promise<{ url: string; id: string } | null> {
      const s = await settings.getEffective();
      const key = s.integrations.stripeSecretKey;
      if (!key) return null;
      const d = submission.data;
      const monthly = d.frequency === "monthly";
      const base = publicUrl ?? s.general.siteUrl;
      const back = (query: string) => localizedUrl(base, submission.locale, `/donate?${query}`);
      const session = await (
        await client(key, apiUrl)
      ).checkout.sessions.create({
        mode: monthly ? "subscription" : "payment",
        customer_email: submission.email,
        client_reference_id: submission.reference ?? String(submission.id),
        metadata: { submissionId: String(submission.id), reference: submission.reference ?? "" },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: String(d.currency ?? "USD").toLowerCase(),
              unit_amount: Math.round(Number(d.amount) * 100),
              product_data: { name: `${s.general.siteName}: donation` },
              ...(monthly ? { recurring: { interval: "month" as const } } : {}),
            },
          },
        ],
        success_url: back("checkout={CHECKOUT_SESSION_ID}"),
        cancel_url: back("cancelled=1"),
      });
      if (!session.url) return null;
      return { url: session.url, id: session.id };
    },

    /**
     * Checks the signature of a webhook call and returns the paid Checkout session's id, or null
     * for events that mark nothing. Throws when the signature does not hold.
     */
    async paidSessionOf(rawBody: Buffer, signature: string): Promise<string | null> {
      const s = await settings.getEffective();
      const secret = s.integrations.stripeWebhookSecret;
      if (!secret) throw new Error("No webhook signing secret is configured");
      const stripe = await client(s.integrations.stripeSecretKey || "sk_unset", apiUrl);
      const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      if (
        event.type === "checkout.session.completed" ||
        event.type === "checkout.session.async_payment_succeeded"
      ) {
        const session = event.data.object;
        if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
          return session.id;
      }
      return null;
    },
  };
}
export type StripePayments = ReturnType<typeof createStripePayments>;
