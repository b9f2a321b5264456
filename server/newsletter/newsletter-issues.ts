/**
 * Reading newsletter issues as staff see them: each with its story's titles and its recipients
 * counted by status, the audience a send would reach per language, and one issue's recipients
 * that were not sent to (failed or skipped) with the reason. No permission check here: the service
 * (newsletter-service.ts) checks before it reads.
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import { notFound } from "../../core/errors.ts";
import {
  type AudienceCounts,
  type NewsletterIssue,
  type NewsletterIssueKind,
  type NewsletterIssueStatus,
  type NewsletterStoryType,
  RECIPIENT_STATUSES,
  type RecipientCounts,
  type RecipientProblem,
} from "../../core/newsletter.ts";
import type { Actor } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import type { NewsletterIssuesTable } from "../db/schema.ts";
import type { StorySources } from "./issue-message.ts";

export type IssueRow = Omit<NewsletterIssuesTable, "id" | "texts" | "status"> & {
  id: number;
  texts: string;
  status: string;
};

/** How many of an issue's problems its page lists (the counts say how many there are in all). */
const PROBLEMS_SHOWN = 50;

export const emptyCounts = (): RecipientCounts =>
  Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as RecipientCounts;

/** Confirmed subscribers who have not left: who a send reaches. */
export const confirmedSubscribers = (db: Db) =>
  db
    .selectFrom("submissions")
    .where("kind", "=", "newsletter")
    .where("confirmedAt", "is not", null)
    .where("status", "!=", "archived");

export function createIssueReader(db: Db, sources: StorySources) {
  async function countsOf(ids: number[]) {
    const counts = new Map<number, RecipientCounts>(ids.map((id) => [id, emptyCounts()]));
    if (ids.length === 0) return counts;
    const rows = await db
      .selectFrom("newsletterRecipients")
      .select(["issueId", "status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("issueId", "in", ids)
      .groupBy(["issueId", "status"])
      .execute();
    for (const r of rows) {
      const c = counts.get(r.issueId);
      if (c && r.status in c) c[r.status as keyof RecipientCounts] = Number(r.n);
    }
    return counts;
  }

  /** The story's title in each language it is written in (what lists show). */
  async function titlesOf(actor: Actor, row: IssueRow): Promise<Partial<Record<Locale, string>>> {
    if (!row.storyType || !row.storyId) return {};
    try {
      const item = (await sources.stories[row.storyType as NewsletterStoryType].getLocalized(
        actor,
        row.storyId,
      )) as { title?: Partial<Record<Locale, string>> };
      return Object.fromEntries(
        Object.entries(item.title ?? {}).filter(([, v]) => typeof v === "string" && v.trim()),
      );
    } catch {
      return {};
    }
  }

  async function toIssue(
    actor: Actor,
    row: IssueRow,
    counts: RecipientCounts,
  ): Promise<NewsletterIssue> {
    return {
      id: row.id,
      kind: row.kind as NewsletterIssueKind,
      status: row.status as NewsletterIssueStatus,
      storyType: row.storyType as NewsletterStoryType | null,
      storyId: row.storyId,
      title: await titlesOf(actor, row),
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      queuedAt: row.queuedAt,
      finishedAt: row.finishedAt,
      counts,
    };
  }

  async function rowOf(id: number) {
    const row = await db
      .selectFrom("newsletterIssues")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound("No such newsletter issue");
    return row as IssueRow;
  }

  return {
    rowOf,
    toIssue,
    async issue(actor: Actor, id: number) {
      const row = await rowOf(id);
      return toIssue(actor, row, (await countsOf([id])).get(id) ?? emptyCounts());
    },
    /** A title for the audit log: English first, else any language, else the number. */
    async titleFor(actor: Actor, row: IssueRow) {
      const t = await titlesOf(actor, row);
      return t.en ?? Object.values(t)[0] ?? `#${row.id}`;
    },
    /** The latest issues, newest first. */
    async latest(actor: Actor, limit = 100) {
      const rows = (await db
        .selectFrom("newsletterIssues")
        .selectAll()
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute()) as IssueRow[];
      const counts = await countsOf(rows.map((r) => r.id));
      return Promise.all(rows.map((r) => toIssue(actor, r, counts.get(r.id) ?? emptyCounts())));
    },
    async audience(): Promise<AudienceCounts> {
      const perLocale = await confirmedSubscribers(db)
        .select(["locale", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("locale")
        .execute();
      const audience = Object.fromEntries(LOCALES.map((l) => [l, 0])) as AudienceCounts;
      for (const r of perLocale) {
        const l = (LOCALES as readonly string[]).includes(r.locale) ? (r.locale as Locale) : "en";
        audience[l] += Number(r.n);
      }
      return audience;
    },
    /** The recipients not sent to, first ones first. */
    async problems(id: number): Promise<RecipientProblem[]> {
      const rows = await db
        .selectFrom("newsletterRecipients")
        .select(["email", "locale", "status", "error"])
        .where("issueId", "=", id)
        .where("status", "in", ["failed", "skipped"])
        .orderBy("id")
        .limit(PROBLEMS_SHOWN)
        .execute();
      return rows.map((r) => ({
        email: r.email,
        locale: (LOCALES as readonly string[]).includes(r.locale) ? (r.locale as Locale) : "en",
        status: r.status === "skipped" ? "skipped" : "failed",
        error: r.error,
      }));
    },
  };
}
