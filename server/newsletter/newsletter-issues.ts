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
  type DigestCandidates,
  NEWSLETTER_STORY_TYPES,
  type IssueTexts,
  type NewsletterIssue,
  type NewsletterIssueKind,
  type NewsletterIssueStatus,
  type NewsletterStoryType,
  RECIPIENT_STATUSES,
  type RecipientCounts,
  type RecipientProblem,
  type StoryRef,
} from "../../core/newsletter.ts";
import type { Actor } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import type { NewsletterIssuesTable } from "../db/schema.ts";
import type { IssueContent, StorySources } from "./issue-message.ts";
import { confirmedSubscribers } from "./subscriber-state.ts";

export type IssueRow = Omit<NewsletterIssuesTable, "id" | "texts" | "status"> & {
  id: number;
  texts: string;
  status: string;
};

/** How many published stories of each kind the digest composer offers (and in all). */
const CANDIDATES_PER_KIND = 20;

interface CandidateFields {
  id: number;
  title: object;
  date?: string;
  publishDate?: string;
}

/** How many of an issue's problems its page lists (the counts say how many there are in all). */
const PROBLEMS_SHOWN = 50;

export const emptyCounts = (): RecipientCounts =>
  Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as RecipientCounts;

/** The issue's own words, as stored (none for a story, or when unreadable). */
export function textsOf(row: IssueRow): IssueTexts | null {
  if (row.kind === "story") return null;
  try {
    const texts = JSON.parse(row.texts) as IssueTexts;
    return texts && typeof texts === "object" && texts.subject ? texts : null;
  } catch {
    return null;
  }
}

/** What the issue sends, for the message builder (issue-message.ts). */
export function contentOf(row: IssueRow): IssueContent {
  return {
    id: row.id,
    kind: row.kind as NewsletterIssueKind,
    story:
      row.storyType && row.storyId
        ? { type: row.storyType as NewsletterStoryType, id: row.storyId }
        : null,
    texts: textsOf(row),
  };
}

/** The non-empty texts of a per-language value. */
const written = (values: object) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => typeof v === "string" && v.trim()),
  ) as Partial<Record<Locale, string>>;

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

  async function storyTitles(actor: Actor, ref: StoryRef) {
    try {
      const item = (await sources.stories[ref.type].getLocalized(actor, ref.id)) as {
        title?: object;
      };
      return written(item.title ?? {});
    } catch {
      return {};
    }
  }

  /** The story's title, or the issue's subject, in each language it is written in (lists). */
  async function titlesOf(
    actor: Actor,
    row: IssueRow,
    texts = textsOf(row),
  ): Promise<Partial<Record<Locale, string>>> {
    if (texts) return written(texts.subject);
    if (!row.storyType || !row.storyId) return {};
    return storyTitles(actor, { type: row.storyType as NewsletterStoryType, id: row.storyId });
  }

  async function toIssue(
    actor: Actor,
    row: IssueRow,
    counts: RecipientCounts,
  ): Promise<NewsletterIssue> {
    const texts = textsOf(row);
    return {
      id: row.id,
      kind: row.kind as NewsletterIssueKind,
      status: row.status as NewsletterIssueStatus,
      storyType: row.storyType as NewsletterStoryType | null,
      storyId: row.storyId,
      texts,
      title: await titlesOf(actor, row, texts),
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
    /** One issue, by its number or from its row read already. */
    async issue(actor: Actor, issue: number | IssueRow) {
      const row = typeof issue === "number" ? await rowOf(issue) : issue;
      return toIssue(actor, row, (await countsOf([row.id])).get(row.id) ?? emptyCounts());
    },
    /** A digest's stories in order, with their titles. */
    async storiesOf(actor: Actor, row: IssueRow) {
      const refs = textsOf(row)?.stories ?? [];
      return Promise.all(
        refs.map(async (ref) => ({ ...ref, title: await storyTitles(actor, ref) })),
      );
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
    /** The latest published stories of each kind, newest first, marked when newer than the last digest. */
    async digestCandidates(actor: Actor): Promise<DigestCandidates> {
      const last = await db
        .selectFrom("newsletterIssues")
        .select("queuedAt")
        .where("kind", "=", "digest")
        .where("queuedAt", "is not", null)
        .orderBy("queuedAt", "desc")
        .limit(1)
        .executeTakeFirst();
      const lastDigestAt = last?.queuedAt ?? null;
      const since = lastDigestAt?.slice(0, 10) ?? "";
      const lists = await Promise.all(
        NEWSLETTER_STORY_TYPES.map(async (type) => {
          const page = await sources.stories[type].listLocalized(actor, {
            status: "published",
            pageSize: CANDIDATES_PER_KIND,
          });
          return (page.items as CandidateFields[]).map((item) => {
            const date = String(item.date ?? item.publishDate ?? "").slice(0, 10);
            return {
              type,
              id: item.id,
              title: written(item.title),
              date,
              sinceLast: date >= since,
            };
          });
        }),
      );
      const stories = lists
        .flat()
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        .slice(0, CANDIDATES_PER_KIND);
      return { lastDigestAt, stories };
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
