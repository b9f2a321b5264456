/**
 * `POST /api/v1/payments/<provider>/webhook`: each provider's notifications, read as the raw body
 * (signatures are over the exact bytes), before the JSON parser. A call that is not the provider's
 * is refused (400/401/403) and records nothing; one about a gift we do not know is 200 (providers
 * retry anything else) and logged.
 */
import { isIP } from "node:net";
import express, { type Request, Router } from "express";
import { isPaymentProvider } from "../../core/donations.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../core/errors.ts";
import type { DonationsService } from "../payments/donations-service.ts";
import { UnverifiedNotification } from "../payments/rail.ts";

/** Loopback and private addresses are a proxy's (or a test's), not a provider's: not known. */
const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|fe80:)/i;

/**
 * The sender's address when it can be known: `req.ip` is the forwarded one when TRUST_PROXY
 * believes the proxy, else the connection's; a private address is a proxy's, not the sender's.
 */
function sourceIp(req: Request): string | null {
  const ip = req.ip?.replace(/^::ffff:/, "") ?? "";
  return isIP(ip) && !PRIVATE.test(ip) ? ip : null;
}

export function paymentWebhooksRouter(donations: Pick<DonationsService, "notify">) {
  const r = Router();
  r.post("/:provider/webhook", express.raw({ type: "*/*", limit: "512kb" }), async (req, res) => {
    const provider = req.params.provider;
    if (!isPaymentProvider(provider)) throw notFound("No such payment provider");
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      await donations.notify(provider, { rawBody, headers: req.headers, sourceIp: sourceIp(req) });
    } catch (err) {
      if (!(err instanceof UnverifiedNotification)) throw err;
      if (err.status === 403) throw forbidden(err.message);
      if (err.status === 401) throw unauthorized(err.message);
      throw badRequest(err.message);
    }
    res.status(200).json({ received: true });
  });
  return r;
}
