/** `POST /api/v1/payments/stripe/webhook`: Stripe's signed events, read as the raw body. */
import express, { Router } from "express";
import { badRequest } from "../../core/errors.ts";
import type { StripePayments } from "../payments/stripe.ts";

export function stripeWebhookRouter(
  stripe: StripePayments,
  markPaid: (sessionId: string) => Promise<unknown>,
) {
  const r = Router();
  r.post("/", express.raw({ type: "*/*", limit: "512kb" }), async (req, res) => {
    const signature = req.get("stripe-signature");
    if (!signature || !Buffer.isBuffer(req.body)) throw badRequest("Missing Stripe signature");
    let sessionId: string | null;
    try {
      sessionId = await stripe.paidSessionOf(req.body, signature);
    } catch {
      throw badRequest("The webhook signature is not valid");
    }
    if (sessionId) await markPaid(sessionId);
    res.status(200).json({ received: true });
  });
  return r;
}
