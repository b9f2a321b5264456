import type { Locale } from "./constants.ts";
import type {
  AudienceCounts,
  DigestCandidates,
  NewsletterIssue,
  NewsletterIssueDetail,
} from "./newsletter.ts";
import type { Actor } from "./services.ts";

/**
 * Newsletter issues (staff with newsletter.send): compose, test-send, send to every confirmed
 * subscriber in their language, pause and resume. Sending itself is background work.
 */
export interface NewsletterService {
  list(actor: Actor): Promise<{ items: NewsletterIssue[]; audience: AudienceCounts }>;
  get(actor: Actor, id: number): Promise<NewsletterIssueDetail>;
  /**
   * `{ kind: "story", storyType, storyId }`: a published blog post or news article;
   * `{ kind: "digest", subject, intro, stories }` or `{ kind: "appeal", subject, body }`.
   */
  create(actor: Actor, input: unknown): Promise<NewsletterIssue>;
  /** A draft's new content, of the same kind (409 once it is sent or being sent). */
  update(actor: Actor, id: number, input: unknown): Promise<NewsletterIssue>;
  /** The published stories a digest can carry, those since the last digest marked. */
  digestCandidates(actor: Actor): Promise<DigestCandidates>;
  /** A sent digest's or appeal's HTML as a browser shows it ("view in the browser"); public. */
  webVersion(id: number, locale: Locale): Promise<string>;
  /** The issue as one subscriber in `locale` would get it, sent now to `email`. */
  testSend(actor: Actor, id: number, input: unknown): Promise<{ sent: true; to: string }>;
  /** Writes one recipient per confirmed subscriber and starts sending; a draft only (409 else). */
  send(actor: Actor, id: number): Promise<NewsletterIssue>;
  pause(actor: Actor, id: number): Promise<NewsletterIssue>;
  resume(actor: Actor, id: number): Promise<NewsletterIssue>;
}
