/**
 * Newsletter issues (issue 36, decision 0039): a story e-mailed to the confirmed subscribers, each
 * in their own language; a digest of stories; an appeal. An issue is a draft until it is sent, then
 * `sending` (or `paused` by staff) until every recipient is sent, failed or skipped. A story not yet
 * published but scheduled can be sent with its publication: the issue is `scheduled` until the
 * story goes public, then sends by itself (or goes back to a draft when staff cancel).
 */
import { z } from "zod";
import type { Locale } from "./constants.ts";
import type { PerLanguage } from "./in-language.ts";
import { optionalPerLanguage, requiredPerLanguage } from "./per-language-schemas.ts";

export const NEWSLETTER_ISSUE_KINDS = ["story", "digest", "appeal"] as const;
export type NewsletterIssueKind = (typeof NEWSLETTER_ISSUE_KINDS)[number];

export const NEWSLETTER_ISSUE_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/**
 * A recipient's state. `sending` is held only while the message is with the mail server; one found
 * there after a crash is `failed` as "interrupted", never sent again by itself (nobody gets it twice).
 */
export const RECIPIENT_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The stories an issue can carry. */
export const NEWSLETTER_STORY_TYPES = ["blogPosts", "newsArticles"] as const;
export type NewsletterStoryType = (typeof NEWSLETTER_STORY_TYPES)[number];

/** Why a recipient was not sent to, or failed (the Outbox-like detail of the issue's page). */
export const RECIPIENT_REASONS = {
  unsubscribed: "Unsubscribed before their turn",
  interrupted: "Interrupted while with the mail server: not sent again, so nobody gets it twice",
} as const;

/** How many stories a digest carries at most. */
export const DIGEST_MAX_STORIES = 20;

const storyType = z.enum(NEWSLETTER_STORY_TYPES, {
  error: `storyType must be one of ${NEWSLETTER_STORY_TYPES.join(", ")}`,
});
const storyId = z.coerce
  .number({ error: "storyId must be a number" })
  .int({ error: "storyId must be a whole number" })
  .positive({ error: "storyId must be a whole number" });

/** A story an issue carries. */
export interface StoryRef {
  type: NewsletterStoryType;
  id: number;
}

export const newsletterIssueInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("story"), storyType, storyId }),
    z.object({
      kind: z.literal("digest"),
      subject: requiredPerLanguage("subject", 200),
      intro: optionalPerLanguage("intro", 5000),
      stories: z
        .array(z.object({ type: storyType, id: storyId }), {
          error: "stories must be a list of { type, id }",
        })
        .min(1, { error: "Choose at least one story for the digest" })
        .max(DIGEST_MAX_STORIES, {
          error: `A digest carries at most ${DIGEST_MAX_STORIES} stories`,
        })
        .refine((list) => new Set(list.map((s) => `${s.type}:${s.id}`)).size === list.length, {
          error: "A story is chosen twice",
        }),
    }),
    z.object({
      kind: z.literal("appeal"),
      subject: requiredPerLanguage("subject", 200),
      body: requiredPerLanguage("body", 10_000),
    }),
  ],
  { error: `kind must be one of: ${NEWSLETTER_ISSUE_KINDS.join(", ")}` },
);
export type NewsletterIssueInput = z.output<typeof newsletterIssueInput>;

export const testSendInput = z.object({
  email: z.email({ error: "email must be an e-mail address" }).max(254),
  locale: z.enum(["en", "fr", "ru"], { error: "locale must be en, fr or ru" }).default("en"),
});

/** What a digest or an appeal says, as stored (`newsletter_issues.texts`). */
export interface IssueTexts {
  subject: PerLanguage;
  /** A digest's words above its stories. */
  intro?: PerLanguage;
  /** A digest's stories, in the order the editor chose. */
  stories?: StoryRef[];
  /** An appeal's text (paragraphs split by blank lines). */
  body?: PerLanguage;
}

export type RecipientCounts = Record<RecipientStatus, number>;

export interface NewsletterIssue {
  id: number;
  kind: NewsletterIssueKind;
  status: NewsletterIssueStatus;
  storyType: NewsletterStoryType | null;
  storyId: number | null;
  /** A digest's or an appeal's own words (none for a story, whose words are the story's). */
  texts: IssueTexts | null;
  /** What staff read in lists: the story's title, or the subject, in each language it has. */
  title: Partial<Record<Locale, string>>;
  createdBy: string;
  createdAt: string;
  queuedAt: string | null;
  finishedAt: string | null;
  counts: RecipientCounts;
}

/**
 * Where a story issue's story stands: readable by visitors now, scheduled (at its publication
 * time, when it has one), or neither (a draft, in review, in the trash).
 */
export type StoryPublication =
  { state: "public" } | { state: "scheduled"; publishAt: string | null } | { state: "unpublished" };

/** Confirmed subscribers per language: who a send would reach now. */
export type AudienceCounts = Record<Locale, number>;

/** A recipient the issue did not reach, and why (the mail server's answer, or a reason above). */
export interface RecipientProblem {
  email: string;
  locale: Locale;
  status: "failed" | "skipped";
  error: string;
}

/** One issue as its page shows it: with the audience a send would reach and what went wrong. */
export interface NewsletterIssueDetail extends NewsletterIssue {
  audience: AudienceCounts;
  problems: RecipientProblem[];
  /** A digest's stories in order, with their titles (empty when no longer readable). */
  stories: (StoryRef & { title: Partial<Record<Locale, string>> })[];
  /** A story issue's story: public, scheduled or neither (null for a digest or an appeal). */
  publication: StoryPublication | null;
}

/** A published story the digest composer offers, newest first. */
export interface DigestCandidate extends StoryRef {
  /** Its title in each language it is written in. */
  title: Partial<Record<Locale, string>>;
  /** Its own date (a post's date, an article's publish date), YYYY-MM-DD. */
  date: string;
  /** Dated on or after the last digest was sent: offered ticked. */
  sinceLast: boolean;
}

export interface DigestCandidates {
  /** When the last digest went out; none before the first. */
  lastDigestAt: string | null;
  stories: DigestCandidate[];
}

/** How far a send has got, 0–100: sent, failed and skipped are done. */
export function progressOf(counts: RecipientCounts): number {
  const total = RECIPIENT_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  if (total === 0) return 0;
  const done = counts.sent + counts.failed + counts.skipped;
  return Math.floor((done / total) * 100);
}
