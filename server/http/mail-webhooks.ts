/**
 * `POST /api/v1/newsletter/webhooks/<relay>`: a mail relay's bounces and complaints (decision 0040),
 * read as the raw body (the signature is over the exact bytes), before the JSON parser. A call that
 * is not the relay's is refused (400/401/403) and stops nobody; a genuine one answers 200 with how
 * many addresses it stopped.
 */
import express, { Router } from "express";
import { badRequest, forbidden, notFound, unauthorized } from "../../core/errors.ts";
import type { SettingsService } from "../../core/services.ts";
import {
  MAIL_RELAYS,
  type MailRelay,
  RefusedNotification,
  relayEvents,
} from "../newsletter/relay-events.ts";
import type { SubscribersService } from "../newsletter/subscribers-service.ts";

export function mailWebhooksRouter(
  settings: Pick<SettingsService, "getEffective">,
  subscribers: Pick<SubscribersService, "suppress">,
) {
  const r = Router();
  r.post("/:relay", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const relay = req.params.relay as MailRelay;
    if (!MAIL_RELAYS.includes(relay)) throw notFound("No such mail relay");
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let events;
    try {
      events = relayEvents(relay, await settings.getEffective(), raw, req.headers);
    } catch (err) {
      if (!(err instanceof RefusedNotification)) throw err;
      if (err.status === 403) throw forbidden(err.message);
      if (err.status === 401) throw unauthorized(err.message);
      throw badRequest(err.message);
    }
    for (const e of events) await subscribers.suppress(e.email, e.reason);
    res.status(200).json({ stopped: events.length });
  });
  return r;
}
