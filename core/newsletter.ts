/**
 * Newsletter issues (issue 36, decision 0039): a story e-mailed to the confirmed subscribers, each
 * in their own language; a digest of stories; an appeal. An issue is a draft until it is sent, then
 * `sending` (or `paused` by staff) until every recipient is sent, failed or skipped.
 */
import { z } from "zod";
import type { Locale } from "./constants.ts";

export const NEWSLETTER_ISSUE_KINDS = ["story", "digest", "appeal"] as const;
export type NewsletterIssueKind = (typeof NEWSLETTER_ISSUE_KINDS)[number];

export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "paused", "sent"] as const;
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

export const newsletterIssueInput = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("story"),
      storyType: z.enum(NEWSLETTER_STORY_TYPES, {
        error: `storyType must be one of ${NEWSLETTER_STORY_TYPES.join(", ")}`,
      }),
      storyId: z.coerce
        .number({ error: "storyId must be a number" })
        .int({ error: "storyId must be a whole number" })
        .positive({ error: "storyId must be a whole number" }),
    }),
  ],
  { error: `kind must be one of: story` },
);
export type NewsletterIssueInput = z.output<typeof newsletterIssueInput>;

export const testSendInput = z.object({
  email: z.email({ error: "email must be an e-mail address" }).max(254),
  locale: z.enum(["en", "fr", "ru"], { error: "locale must be en, fr or ru" }).default("en"),
});

export type RecipientCounts = Record<RecipientStatus, number>;

export interface NewsletterIssue {
  id: number;
  kind: NewsletterIssueKind;
  status: NewsletterIssueStatus;
  storyType: NewsletterStoryType | null;
  storyId: number | null;
  /** What staff read in lists: the story's title in each language it has (English first). */
  title: Partial<Record<Locale, string>>;
  createdBy: string;
  createdAt: string;
  queuedAt: string | null;
  finishedAt: string | null;
  counts: RecipientCounts;
}

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
}

/** How far a send has got, 0–100: sent, failed and skipped are done. */
export function progressOf(counts: RecipientCounts): number {
  const total = RECIPIENT_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  if (total === 0) return 0;
  const done = counts.sent + counts.failed + counts.skipped;
  return Math.floor((done / total) * 100);
}
