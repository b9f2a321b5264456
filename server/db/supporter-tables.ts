/**
 * The tables of what supporters give and receive: gifts and their provider events (migration 0020),
 * newsletter issues and their recipients (0022). Part of schema.ts's Database.
 */
import type { Generated } from "kysely";

type Id = Generated<number>;

/** A newsletter issue: a story, a digest or an appeal, and where its sending stands (0022). */
export interface NewsletterIssuesTable {
  id: Id;
  kind: string;
  storyType: string | null;
  storyId: number | null;
  texts: Generated<string>;
  status: Generated<string>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  queuedAt: string | null;
  finishedAt: string | null;
}

/** One subscriber of one issue, unique per issue and subscriber (0022). */
export interface NewsletterRecipientsTable {
  id: Id;
  issueId: number;
  subscriberId: number;
  email: string;
  locale: string;
  status: Generated<string>;
  claimedAt: string | null;
  sentAt: string | null;
  error: Generated<string>;
}

/** An address that must not be written to, kept as its hash after the person is erased (0023). */
export interface NewsletterSuppressionsTable {
  emailHash: string;
  reason: string;
  createdAt: string;
}

/** One payment of a gift (0020); a monthly gift's later payments point at the first (`parentId`). */
export interface DonationsTable {
  id: Id;
  reference: string;
  status: string;
  frequency: string;
  planStatus: string | null;
  parentId: number | null;
  provider: string | null;
  providerRef: string | null;
  subscriptionRef: string | null;
  method: string;
  currency: string;
  amountMinor: number;
  region: Generated<string>;
  locale: string;
  name: string;
  email: string;
  stopToken: string | null;
  nextReminderAt: string | null;
  submissionId: number | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Each provider event taken, once per provider and event id (0020). */
export interface DonationEventsTable {
  id: Id;
  donationId: number;
  provider: string;
  eventId: string;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: string;
}
