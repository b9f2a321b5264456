import type { Locale } from "./constants.ts";
import type {
  AudienceCounts,
  DigestCandidates,
  NewsletterIssue,
  NewsletterIssueDetail,
} from "./newsletter.ts";
import type { Page } from "./schemas.ts";
import type { SenderReport } from "./sender-identity.ts";
import type { Actor } from "./services.ts";
import type { ImportReport, Subscriber } from "./subscribers.ts";

/**
 * Newsletter issues (staff with newsletter.send): compose, test-send, send to every confirmed
 * subscriber in their language, pause and resume. Sending itself is background work.
 */
export interface NewsletterService {
  list(actor: Actor): Promise<{ items: NewsletterIssue[]; audience: AudienceCounts }>;
  get(actor: Actor, id: number): Promise<NewsletterIssueDetail>;
  /** Who a send would reach now, per language (the dashboard's count). */
  audience(actor: Actor): Promise<AudienceCounts>;
  /**
   * `{ kind: "story", storyType, storyId }`: a published or scheduled blog post or news article;
   * `{ kind: "digest", subject, intro, stories }` or `{ kind: "appeal", subject, body }`.
   */
  create(actor: Actor, input: unknown): Promise<NewsletterIssue>;
  /** A draft's new content, of the same kind (409 once it is sent or being sent). */
  update(actor: Actor, id: number, input: unknown): Promise<NewsletterIssue>;
  /** Who each language's messages come from, and what the DNS says about the sending domains. */
  sender(actor: Actor): Promise<SenderReport>;
  /** The published stories a digest can carry, those since the last digest marked. */
  digestCandidates(actor: Actor): Promise<DigestCandidates>;
  /** A sent digest's or appeal's HTML as a browser shows it ("view in the browser"); public. */
  webVersion(id: number, locale: Locale): Promise<string>;
  /** The issue as one subscriber in `locale` would get it, sent now to `email`. */
  testSend(actor: Actor, id: number, input: unknown): Promise<{ sent: true; to: string }>;
  /**
   * Writes one recipient per confirmed subscriber and starts sending; a draft only (409 else). A
   * story issue whose story is scheduled becomes `scheduled` instead and goes with the publication.
   */
  send(actor: Actor, id: number): Promise<NewsletterIssue>;
  /** A scheduled issue back to a draft: it does not go out with the publication. */
  unschedule(actor: Actor, id: number): Promise<NewsletterIssue>;
  pause(actor: Actor, id: number): Promise<NewsletterIssue>;
  resume(actor: Actor, id: number): Promise<NewsletterIssue>;
}

/** The newsletter's subscribers (staff with newsletter.send), decision 0040. */
export interface SubscribersService {
  /** `{ q, status, locale, page, pageSize }`, newest first. */
  list(actor: Actor, query?: unknown): Promise<Page<Subscriber>>;
  get(actor: Actor, id: number): Promise<Subscriber>;
  /** `{ email, locale, consent: true }`: confirmed at once; 409 when on the list or stopped. */
  add(actor: Actor, input: unknown): Promise<Subscriber>;
  /** `{ locale?, status?: "unsubscribed" | "bounced" | "complained" }`. */
  change(actor: Actor, id: number, input: unknown): Promise<Subscriber>;
  /** Their data gone; the stop kept as the address's hash. */
  erase(actor: Actor, id: number): Promise<void>;
  /** `{ csv, dryRun }`: the rows imported (or that would be) and each refused row's reason. */
  importCsv(actor: Actor, input: unknown): Promise<ImportReport>;
}
