/**
 * The newsletter's sender as staff see it before sending: who each language's messages come from,
 * and what the DNS says about each sending domain (sender-domain.ts).
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import type { NewsletterSender, SenderReport } from "../../core/sender-identity.ts";
import type { Settings } from "../../core/settings.ts";
import { newsletterSenderIn } from "./newsletter-transport.ts";
import type { SenderDomainCheck } from "./sender-domain.ts";

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

export async function senderReport(s: Settings, dns: SenderDomainCheck): Promise<SenderReport> {
  const senders = Object.fromEntries(
    LOCALES.map((locale) => [locale, newsletterSenderIn(s, locale)]),
  ) as Record<Locale, NewsletterSender>;
  const domains = [...new Set(Object.values(senders).map((x) => domainOf(x.address)))];
  const selector = s.integrations.newsletterDkimSelector.trim() || null;
  return { senders, domains: await Promise.all(domains.map((d) => dns.check(d, selector))) };
}
