/**
 * Putting an issue on its way: in one transaction, a conditional update moves it to `sending` (from
 * a draft when staff send it, from `scheduled` when its story has been published) and one recipient
 * row per confirmed subscriber is written (unique per issue). Two clicks, two tabs or two processes
 * therefore queue it once; the sender (newsletter-sender.ts) then works through the rows.
 */
import { sql } from "kysely";
import type { NewsletterIssueStatus, StoryRef } from "../../core/newsletter.ts";
import type { AuditActor, AuditService } from "../audit/audit-service.ts";
import { SYSTEM_ACTOR } from "../content/content-jobs.ts";
import { type Db, nowIso } from "../db/index.ts";
import type { StorySources } from "./issue-message.ts";
import { contentOf, type IssueRow } from "./newsletter-issues.ts";
import { confirmedSubscribers } from "./subscriber-state.ts";

/** Answers how many recipients were queued, or null when the issue was not in `from` any more. */
export async function queueIssue(
  db: Db,
  audit: AuditService,
  o: {
    id: number;
    from: Extract<NewsletterIssueStatus, "draft" | "scheduled">;
    by: AuditActor;
    title: string;
  },
): Promise<number | null> {
  const { id } = o;
  const now = nowIso();
  const recipients = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("newsletterIssues")
      .set({ status: "sending", queuedAt: now, updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", o.from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await trx
      .insertInto("newsletterRecipients")
      .columns(["issueId", "subscriberId", "email", "locale"])
      .expression(
        confirmedSubscribers(trx).select([
          sql<number>`${id}`.as("issueId"),
          "id as subscriberId",
          "email",
          "locale",
        ]),
      )
      .onConflict((oc) => oc.columns(["issueId", "subscriberId"]).doNothing())
      .execute();
    const { n } = await trx
      .selectFrom("newsletterRecipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("issueId", "=", id)
      .executeTakeFirstOrThrow();
    const count = Number(n);
    await audit.record(
      o.by,
      "newsletter.send",
      { type: "newsletter", id },
      { title: o.title, recipients: count },
      trx,
    );
    return count;
  });
  if (recipients === 0)
    await db
      .updateTable("newsletterIssues")
      .set({ status: "sent", finishedAt: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .execute();
  return recipients;
}

/**
 * Sends the scheduled issues whose story has become public (a visitor can read it now), as the
 * site itself; answers how many were released. Safe with any number of processes: the conditional
 * update in queueIssue lets one of them release each issue.
 */
export async function releaseScheduled(db: Db, audit: AuditService, sources: StorySources) {
  const rows = (await db
    .selectFrom("newsletterIssues")
    .selectAll()
    .where("status", "=", "scheduled")
    .orderBy("id")
    .execute()) as IssueRow[];
  let released = 0;
  for (const row of rows) {
    const { story } = contentOf(row);
    const title = story ? await publicTitle(sources, story) : null;
    if (title === null) continue; // not published yet (or no longer scheduled): it waits
    const queued = await queueIssue(db, audit, {
      id: row.id,
      from: "scheduled",
      by: SYSTEM_ACTOR,
      title,
    });
    if (queued !== null) released++;
  }
  return released;
}

/** The story's English title as a visitor reads it, or null while it is not public. */
async function publicTitle(sources: StorySources, ref: StoryRef) {
  try {
    const item = (await sources.stories[ref.type].get(null, ref.id, "en")) as { title?: string };
    return item.title || `#${ref.id}`;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}
