/**
 * Bounces and complaints from two mail relays through the real server, on both engines (decision
 * 0040): notifications signed as SendGrid signs its Event Webhook (ECDSA P-256, a key pair made
 * here; the public half set in Settings as SendGrid shows it) and as Mailgun signs its webhooks
 * (HMAC-SHA256 with the signing key) stop the addresses they name; a forged, unsigned, stale or
 * unconfigured one is refused and stops nobody.
 */
import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";

const MAILGUN_KEY = "key-of-the-mailgun-test-0123456789";
const sendgrid = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const sendgridPublicKey = sendgrid.publicKey
  .export({ format: "der", type: "spki" })
  .toString("base64");
const impostor = generateKeyPairSync("ec", { namedCurve: "prime256v1" });

const now = () => String(Math.floor(Date.now() / 1000));

function sendgridPost(
  events: object[],
  opts: { key?: typeof sendgrid.privateKey; timestamp?: string } = {},
) {
  const body = JSON.stringify(events);
  const timestamp = opts.timestamp ?? now();
  const signature = sign("sha256", Buffer.from(timestamp + body), opts.key ?? sendgrid.privateKey);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-twilio-email-event-webhook-signature": signature.toString("base64"),
      "x-twilio-email-event-webhook-timestamp": timestamp,
    },
  };
}

function mailgunBody(event: object, key = MAILGUN_KEY) {
  const timestamp = now();
  const token = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5";
  const signature = createHmac("sha256", key)
    .update(timestamp + token)
    .digest("hex");
  return JSON.stringify({ signature: { timestamp, token, signature }, "event-data": event });
}

describe.each(await databaseKinds())("relay bounces and complaints on %s", (kind) => {
  let site: NewsletterSite;
  const post = (relay: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}/api/v1/newsletter/webhooks/${relay}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  async function statuses() {
    const { json } = await site.admin.get("/api/v1/newsletter/subscribers?pageSize=100");
    return Object.fromEntries(
      (json.items as unknown as { email: string; status: string }[]).map((s) => [
        s.email,
        s.status,
      ]),
    );
  }
  async function setKeys(keys: { sendgridWebhookKey: string; mailgunWebhookKey: string }) {
    const { json } = await site.admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, keys);
    expect((await site.admin.put("/api/v1/settings", settings)).status).toBe(200);
  }

  beforeAll(async () => {
    site = await startNewsletterSite(kind);
  });
  afterAll(() => site?.close());

  it("refuses every notification while no key is set", async () => {
    await site.subscribers([{ email: "first@example.org", locale: "en" }]);
    const { body, headers } = sendgridPost([
      { event: "bounce", type: "bounce", email: "first@example.org" },
    ]);
    expect((await post("sendgrid", body, headers)).status).toBe(403);
    expect(
      (await post("mailgun", mailgunBody({ event: "complained", recipient: "first@example.org" })))
        .status,
    ).toBe(403);
    expect((await post("postmark", "{}")).status).toBe(404);
    expect(await statuses()).toEqual({ "first@example.org": "confirmed" });
  });

  it("stops the addresses SendGrid reports bounced for good or as spam, and nothing forged", async () => {
    await setKeys({ sendgridWebhookKey: sendgridPublicKey, mailgunWebhookKey: MAILGUN_KEY });
    await site.subscribers([
      { email: "hard@example.org", locale: "en" },
      { email: "soft@example.org", locale: "fr" },
      { email: "spam@example.org", locale: "ru" },
      { email: "forged@example.org", locale: "en" },
    ]);
    const forged = sendgridPost(
      [{ event: "bounce", type: "bounce", email: "forged@example.org" }],
      {
        key: impostor.privateKey,
      },
    );
    const refused = await post("sendgrid", forged.body, forged.headers);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toMatch(/signature does not match/);
    // The genuine signature of another body: the bytes are what is signed.
    const genuine = sendgridPost([{ event: "bounce", type: "bounce", email: "hard@example.org" }]);
    const swapped = genuine.body.replace("hard@", "forged@");
    expect((await post("sendgrid", swapped, genuine.headers)).status).toBe(401);
    const stale = sendgridPost([{ event: "spamreport", email: "forged@example.org" }], {
      timestamp: String(Math.floor(Date.now() / 1000) - 3600),
    });
    expect((await post("sendgrid", stale.body, stale.headers)).status).toBe(401);
    expect((await post("sendgrid", genuine.body)).status).toBe(401);

    const events = sendgridPost([
      { event: "delivered", email: "forged@example.org" },
      { event: "bounce", type: "bounce", email: "hard@example.org" },
      { event: "bounce", type: "blocked", email: "soft@example.org" },
      { event: "spamreport", email: "spam@example.org" },
    ]);
    const res = await post("sendgrid", events.body, events.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stopped: 2 });
    expect(await statuses()).toEqual({
      "hard@example.org": "bounced",
      "soft@example.org": "confirmed",
      "spam@example.org": "complained",
      "forged@example.org": "confirmed",
    });
    // Stopped addresses are not written to, nor added back.
    expect((await site.admin.get("/api/v1/newsletter/issues")).json.audience).toEqual({
      en: 1,
      fr: 1,
      ru: 0,
    });
    const back = await site.admin.post("/api/v1/newsletter/subscribers", {
      email: "hard@example.org",
      locale: "en",
      consent: true,
    });
    expect(back.status).toBe(409);
  });

  it("stops the addresses Mailgun reports failed for good or complained, and nothing forged", async () => {
    await site.subscribers([
      { email: "gone@example.org", locale: "en" },
      { email: "later@example.org", locale: "en" },
      { email: "annoyed@example.org", locale: "fr" },
    ]);
    const forged = mailgunBody(
      { event: "complained", recipient: "later@example.org" },
      "not-the-key",
    );
    expect((await post("mailgun", forged)).status).toBe(401);
    expect(
      (await post("mailgun", JSON.stringify({ "event-data": { event: "complained" } }))).status,
    ).toBe(401);
    expect((await post("mailgun", "not json")).status).toBe(400);
    for (const event of [
      { event: "failed", severity: "permanent", recipient: "gone@example.org" },
      { event: "failed", severity: "temporary", recipient: "later@example.org" },
      { event: "complained", recipient: "annoyed@example.org" },
    ])
      expect((await post("mailgun", mailgunBody(event))).status).toBe(200);
    expect(await statuses()).toEqual({
      "gone@example.org": "bounced",
      "later@example.org": "confirmed",
      "annoyed@example.org": "complained",
    });
  });
});
