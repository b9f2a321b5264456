/**
 * Asks the DNS about a sending domain: its SPF record (a TXT "v=spf1" at the domain), its DMARC
 * policy (a TXT "v=DMARC1" at _dmarc.<domain>) and a DKIM key (a TXT with "p=" at
 * <selector>._domainkey.<domain>, under the selector set in Settings or else the usual selectors of
 * the relays). Answers are kept ten minutes; a DNS that does not answer, or a domain not found at
 * all, is said as such instead of as missing records. DNS_SERVERS chooses the servers (tests: a
 * local one).
 */
import { Resolver } from "node:dns/promises";
import type { DomainCheck, RecordCheck } from "../../core/sender-identity.ts";

/** The relays' usual DKIM selectors: SendGrid s1/s2, Mailgun k1/mx/smtp, Postmark pm, Microsoft, Google, the rest. */
export const USUAL_DKIM_SELECTORS = [
  "default",
  "dkim",
  "mail",
  "s1",
  "s2",
  "k1",
  "mx",
  "smtp",
  "pm",
  "selector1",
  "selector2",
  "google",
];

const KEEP_MS = 10 * 60_000;
/** The name has no such record, or no record at all: an answer, not a failure. */
const NO_RECORD = new Set(["ENODATA", "ENOTFOUND"]);

export function createDomainCheck(o: { servers?: string[]; timeoutMs?: number } = {}) {
  const resolver = new Resolver({ timeout: o.timeoutMs ?? 2000, tries: 1 });
  if (o.servers?.length) resolver.setServers(o.servers);
  const kept = new Map<string, { at: number; check: Promise<DomainCheck> }>();

  /** The TXT strings of `name` (each record's parts joined), [] when it has none. */
  async function txt(name: string): Promise<string[]> {
    try {
      return (await resolver.resolveTxt(name)).map((parts) => parts.join(""));
    } catch (err) {
      if (NO_RECORD.has((err as { code?: string }).code ?? "")) return [];
      throw err;
    }
  }
  const first = (records: string[], test: RegExp): RecordCheck => {
    const record = records.find((r) => test.test(r.trim()));
    return record ? { found: true, record } : { found: false };
  };

  async function check(domain: string, selector: string | null): Promise<DomainCheck> {
    try {
      // The domain's own TXT records: NXDOMAIN here (ENOTFOUND) means the domain is not there at
      // all; a domain without TXT records answers ENODATA.
      const root = (
        await resolver.resolveTxt(domain).catch((err: { code?: string }) => {
          if (err.code === "ENODATA") return [];
          throw err;
        })
      ).map((parts) => parts.join(""));
      const tried = selector ? [selector] : USUAL_DKIM_SELECTORS;
      const [dmarc, keys] = await Promise.all([
        txt(`_dmarc.${domain}`),
        Promise.all(tried.map((s) => txt(`${s}._domainkey.${domain}`))),
      ]);
      const at = keys.findIndex((records) => records.some((r) => /(^|;)\s*p=/.test(r)));
      return {
        domain,
        resolved: true,
        spf: first(root, /^v=spf1(\s|$)/i),
        dmarc: first(dmarc, /^v=DMARC1\s*(;|$)/i),
        dkim: {
          ...(at >= 0 ? first(keys[at], /(^|;)\s*p=/) : { found: false as const }),
          selector: at >= 0 ? tried[at] : null,
          tried,
        },
      };
    } catch (err) {
      const code = (err as { code?: string }).code ?? "EUNKNOWN";
      return {
        domain,
        resolved: false,
        why: code === "ENOTFOUND" ? "notFound" : "unreachable",
        code,
      };
    }
  }

  return {
    /** What the DNS says about `domain` now, or within the last ten minutes. */
    check(domain: string, selector: string | null = null, now = Date.now()) {
      const key = `${domain.toLowerCase()} ${selector ?? ""}`;
      const hit = kept.get(key);
      if (hit && now - hit.at < KEEP_MS) return hit.check;
      const fresh = check(domain.toLowerCase(), selector);
      kept.set(key, { at: now, check: fresh });
      return fresh;
    },
  };
}
export type SenderDomainCheck = ReturnType<typeof createDomainCheck>;
