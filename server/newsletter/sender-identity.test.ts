/**
 * The newsletter's sender (issue 36 item 6): what the DNS check says about a sending domain, asked
 * of a DNS server on loopback that speaks the wire protocol (all three records, none, a domain not
 * found, no server answering); then, through the real server on both engines, the sender of each
 * language from Settings (with its fallbacks) on the messages and in GET /api/v1/newsletter/sender.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { startDnsServer } from "../testing/dns-server.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";
import { decodeWords, headerOf } from "../testing/smtp-inbox.ts";
import { createDomainCheck, USUAL_DKIM_SELECTORS } from "./sender-domain.ts";

const DKIM = "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + "A".repeat(300);

const RECORDS = {
  "fondation.test": ["google-site-verification=abc", "v=spf1 include:mailgun.org ~all"],
  "_dmarc.fondation.test": ["v=DMARC1; p=quarantine; rua=mailto:dmarc@fondation.test"],
  "k1._domainkey.fondation.test": [DKIM],
  "mail.fondation.test": [],
  "bare.test": [],
  "custom.test": ["v=spf1 -all"],
  "brand2024._domainkey.custom.test": [DKIM],
};

let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer(RECORDS);
});
afterAll(() => dns?.close());

describe("the sending domain's DNS check", () => {
  it("finds SPF, DMARC and DKIM under one of the relays' usual selectors", async () => {
    const check = await createDomainCheck({ servers: [dns.server] }).check("Fondation.test");
    expect(check).toEqual({
      domain: "fondation.test",
      resolved: true,
      spf: { found: true, record: "v=spf1 include:mailgun.org ~all" },
      dmarc: { found: true, record: RECORDS["_dmarc.fondation.test"][0] },
      dkim: { found: true, record: DKIM, selector: "k1", tried: USUAL_DKIM_SELECTORS },
    });
  });

  it("says which records are missing, and finds DKIM under the selector set", async () => {
    const dnsCheck = createDomainCheck({ servers: [dns.server] });
    expect(await dnsCheck.check("bare.test")).toMatchObject({
      resolved: true,
      spf: { found: false },
      dmarc: { found: false },
      dkim: { found: false, selector: null, tried: USUAL_DKIM_SELECTORS },
    });
    const custom = await dnsCheck.check("custom.test", "brand2024");
    expect(custom).toMatchObject({
      resolved: true,
      spf: { found: true },
      dmarc: { found: false },
      dkim: { found: true, selector: "brand2024", tried: ["brand2024"] },
    });
  });

  it("says plainly when it cannot tell: a domain not found, or no DNS answering", async () => {
    expect(await createDomainCheck({ servers: [dns.server] }).check("nowhere.test")).toMatchObject({
      resolved: false,
      why: "notFound",
      code: "ENOTFOUND",
    });
    // A port on loopback where nothing listens: no DNS answers.
    const closed = await startDnsServer({});
    const server = closed.server;
    await closed.close();
    const unreachable = await createDomainCheck({ servers: [server], timeoutMs: 500 }).check(
      "fondation.test",
    );
    expect(unreachable).toMatchObject({ resolved: false, why: "unreachable" });
  });

  it("keeps an answer ten minutes", async () => {
    const dnsCheck = createDomainCheck({ servers: [dns.server] });
    const before = dns.asked();
    await dnsCheck.check("fondation.test");
    const once = dns.asked();
    await dnsCheck.check("fondation.test");
    expect(dns.asked()).toBe(once);
    await dnsCheck.check("fondation.test", null, Date.now() + 11 * 60_000);
    expect(dns.asked() - once).toBe(once - before);
  });
});

describe.each(await databaseKinds())("the newsletter's sender on %s", (kind) => {
  let site: NewsletterSite;
  beforeAll(async () => {
    site = await startNewsletterSite(kind, { DNS_SERVERS: dns.server });
  });
  afterAll(() => site?.close());

  async function setSender(integrations: Record<string, unknown>) {
    const { json } = await site.admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, integrations);
    return site.admin.put("/api/v1/settings", settings);
  }

  it("sends each language from its own sender, and reports the domains", async () => {
    const saved = await setSender({
      newsletterPerMinute: 1000,
      newsletterFromName: { en: "Youth Sport Foundation", fr: "Fondation Sport Jeunesse", ru: "" },
      newsletterFromEmail: { en: "news@fondation.test", fr: "lettre@bare.test", ru: "" },
    });
    expect(saved.status, saved.text).toBe(200);

    const report = await site.admin.get("/api/v1/newsletter/sender");
    expect(report.status, report.text).toBe(200);
    expect(report.json.senders).toEqual({
      en: { name: "Youth Sport Foundation", address: "news@fondation.test" },
      fr: { name: "Fondation Sport Jeunesse", address: "lettre@bare.test" },
      // Russian left empty: the English sender.
      ru: { name: "Youth Sport Foundation", address: "news@fondation.test" },
    });
    expect(report.json.domains).toMatchObject([
      { domain: "fondation.test", resolved: true, dkim: { found: true, selector: "k1" } },
      { domain: "bare.test", resolved: true, spf: { found: false }, dmarc: { found: false } },
    ]);

    await site.subscribers([
      { email: "en@example.org", locale: "en" },
      { email: "fr@example.org", locale: "fr" },
    ]);
    const issue = await site.admin.post("/api/v1/newsletter/issues", {
      kind: "appeal",
      subject: { en: "Help the camp", fr: "Aidez le camp" },
      body: { en: "Thank you.", fr: "Merci." },
    });
    expect(issue.status, issue.text).toBe(201);
    await site.admin.post(`/api/v1/newsletter/issues/${issue.json.id}/send`, {});
    expect(await site.server.services.newsletterSender.run()).toBe(2);
    const from = (to: string) => decodeWords(headerOf(site.smtp.to(to)[0], "From"));
    expect(from("en@example.org")).toBe("Youth Sport Foundation <news@fondation.test>");
    expect(from("fr@example.org")).toBe("Fondation Sport Jeunesse <lettre@bare.test>");
    expect(headerOf(site.smtp.to("fr@example.org")[0], "List-Unsubscribe")).toContain(
      "<mailto:lettre@bare.test?subject=unsubscribe>",
    );
  });

  it("refuses an address that is not one, naming the field, and keeps the settings", async () => {
    const bad = await setSender({
      newsletterFromEmail: { en: "news@fondation.test", fr: "not an address", ru: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.["integrations.newsletterFromEmail.fr"]).toMatch(
      /must be an e-mail address/,
    );
    const selector = await setSender({ newsletterDkimSelector: "k1._domainkey; evil" });
    expect(selector.status).toBe(400);
    const { json } = await site.admin.get("/api/v1/settings");
    const kept = json.settings as { integrations: { newsletterFromEmail: { fr: string } } };
    expect(kept.integrations.newsletterFromEmail.fr).toBe("lettre@bare.test");
    // Staff without the newsletter get no report.
    const visitor = await fetch(`${site.server.url}/api/v1/newsletter/sender`);
    expect(visitor.status).toBe(401);
  });
});
