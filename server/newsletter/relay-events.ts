/**
 * What mail relays report about addresses (decision 0040), read only once its signature checks out
 * with the relay's key from Settings: SendGrid's signed Event Webhook (ECDSA P-256 over the
 * timestamp and the exact body, the verification key from SendGrid's settings) and Mailgun's
 * webhooks (HMAC-SHA256 of timestamp and token with the webhook signing key). A hard bounce and a
 * spam complaint stop the address; soft bounces, deliveries and the rest are ignored. A
 * notification older than ten minutes is refused (a replay), as is one without a key set here.
 */
import { createHmac, createPublicKey, type KeyObject, timingSafeEqual, verify } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Settings } from "../../core/settings.ts";
import type { SuppressionReason } from "../../core/subscribers.ts";

export const MAIL_RELAYS = ["sendgrid", "mailgun"] as const;
export type MailRelay = (typeof MAIL_RELAYS)[number];

export interface RelayEvent {
  email: string;
  reason: SuppressionReason;
}

/** A notification that is not the relay's: 403 without a key set, 401 unsigned or forged, 400 unreadable. */
export class RefusedNotification extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

const MAX_AGE_SECONDS = 10 * 60;

function fresh(timestamp: string, now: Date) {
  const at = Number(timestamp);
  if (!Number.isFinite(at) || Math.abs(now.getTime() / 1000 - at) > MAX_AGE_SECONDS)
    throw new RefusedNotification(401, "The notification's timestamp is missing or too old");
}

function json(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new RefusedNotification(400, "The notification is not JSON");
  }
}

/** SendGrid shows the key as base64 DER; a PEM pasted with its header lines is read too. */
function sendgridKey(text: string): KeyObject {
  try {
    return text.includes("BEGIN PUBLIC KEY")
      ? createPublicKey(text)
      : createPublicKey({
          key: Buffer.from(text.replace(/\s+/g, ""), "base64"),
          format: "der",
          type: "spki",
        });
  } catch {
    throw new RefusedNotification(403, "The SendGrid verification key in Settings cannot be read");
  }
}

function sendgridEvents(s: Settings, raw: Buffer, headers: IncomingHttpHeaders, now: Date) {
  const keyText = s.integrations.sendgridWebhookKey;
  if (!keyText)
    throw new RefusedNotification(403, "No SendGrid verification key is set in Settings");
  const signature = headers["x-twilio-email-event-webhook-signature"];
  const timestamp = headers["x-twilio-email-event-webhook-timestamp"];
  if (typeof signature !== "string" || typeof timestamp !== "string")
    throw new RefusedNotification(401, "The notification is not signed");
  fresh(timestamp, now);
  const signed = Buffer.concat([Buffer.from(timestamp, "utf8"), raw]);
  if (!verify("sha256", signed, sendgridKey(keyText), Buffer.from(signature, "base64")))
    throw new RefusedNotification(401, "The notification's signature does not match");
  const events = json(raw);
  if (!Array.isArray(events)) throw new RefusedNotification(400, "SendGrid sends a list of events");
  return events.flatMap((e: { event?: unknown; type?: unknown; email?: unknown }): RelayEvent[] => {
    if (typeof e?.email !== "string") return [];
    // "blocked" is a bounce the receiving server may take later: not a stop.
    if (e.event === "bounce" && e.type !== "blocked")
      return [{ email: e.email, reason: "bounced" }];
    if (e.event === "spamreport") return [{ email: e.email, reason: "complained" }];
    return [];
  });
}

function mailgunEvents(s: Settings, raw: Buffer, now: Date) {
  const key = s.integrations.mailgunWebhookKey;
  if (!key) throw new RefusedNotification(403, "No Mailgun webhook signing key is set in Settings");
  const body = json(raw) as {
    signature?: { timestamp?: unknown; token?: unknown; signature?: unknown };
    "event-data"?: { event?: unknown; severity?: unknown; recipient?: unknown };
  };
  const { timestamp, token, signature } = body?.signature ?? {};
  if (typeof timestamp !== "string" || typeof token !== "string" || typeof signature !== "string")
    throw new RefusedNotification(401, "The notification is not signed");
  fresh(timestamp, now);
  const expected = createHmac("sha256", key)
    .update(timestamp + token)
    .digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new RefusedNotification(401, "The notification's signature does not match");
  const event = body["event-data"];
  if (typeof event?.recipient !== "string") return [];
  if (event.event === "failed" && event.severity === "permanent")
    return [{ email: event.recipient, reason: "bounced" as const }];
  if (event.event === "complained")
    return [{ email: event.recipient, reason: "complained" as const }];
  return [];
}

/** The addresses a relay's notification stops, once it is known to be the relay's. */
export function relayEvents(
  relay: MailRelay,
  s: Settings,
  raw: Buffer,
  headers: IncomingHttpHeaders,
  now = new Date(),
): RelayEvent[] {
  return relay === "sendgrid" ? sendgridEvents(s, raw, headers, now) : mailgunEvents(s, raw, now);
}
