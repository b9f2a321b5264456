/**
 * Who the newsletter comes from, per language (Settings › Integrations), and what the DNS of the
 * sending domain says about it: the large mailbox providers refuse bulk mail from a domain without
 * SPF, DKIM and DMARC records (issue 36 item 6).
 */
import type { Locale } from "./constants.ts";

/** A message's sender in one language: the name a mailbox shows and the address. */
export interface NewsletterSender {
  name: string;
  address: string;
}

/** One record looked for: found (with its text), or missing. */
export type RecordCheck = { found: true; record: string } | { found: false };

/** What the DNS says about one sending domain. */
export type DomainCheck =
  | {
      domain: string;
      /** This server asked the DNS and got answers. */
      resolved: true;
      spf: RecordCheck;
      dmarc: RecordCheck;
      /** DKIM, under the selector set in Settings or else the relays' usual ones (`tried`). */
      dkim: RecordCheck & { selector: string | null; tried: string[] };
    }
  | {
      domain: string;
      /**
       * This server could not tell: no DNS answered (`unreachable`), or the domain is not found at
       * all (`notFound`: not set up, or a network that resolves no outside name).
       */
      resolved: false;
      why: "unreachable" | "notFound";
      code: string;
    };

/** The sender of each language and the check of each domain they use. */
export interface SenderReport {
  senders: Record<Locale, NewsletterSender>;
  domains: DomainCheck[];
}

/** Whether the check found a record missing (a warning) rather than all three or no answer. */
export const missingRecords = (check: DomainCheck) =>
  check.resolved ? (["spf", "dkim", "dmarc"] as const).filter((r) => !check[r].found) : [];
