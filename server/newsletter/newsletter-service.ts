/**
 * Newsletter issues for staff with `newsletter.send` (issue 36, decision 0039): compose an issue
 * from a published story, send a test, send it to every confirmed subscriber, pause and resume.
 * Sending writes one recipient row per subscriber (unique per issue) in the transaction that moves
 * the issue from draft to sending by a conditional update, so two clicks, two tabs or two
 * processes send it once; the sender (newsletter-sender.ts) then works through the rows.
 */
import { sql } from "kysely";
import { requirePermission } from "../../core/access.ts";
import { notFound, refused } from "../../core/errors.ts";
import {
  type NewsletterIssueStatus,
  newsletterIssueInput,
  type NewsletterStoryType,
  testSendInput,
} from "../../core/newsletter.ts";
import type { Actor, NewsletterService, SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { smtpOptions } from "../mail/transport.ts";
import { storyTemplate, type StorySources } from "./issue-message.ts";
import {
  confirmedSubscribers,
  createIssueReader,
  emptyCounts,
  type IssueRow,
} from "./newsletter-issues.ts";
import { sendNewsletterMessage } from "./newsletter-transport.ts";

export interface NewsletterOptions extends StorySources {
  settings: SettingsService;
  audit: AuditService;
  /** Tells the sender there is work (a send or a resume). */
  wake?: () => void;
}

export function createNewsletterService(db: Db, o: NewsletterOptions) {
  const sources: StorySources = { stories: o.stories, uploads: o.uploads };

  const read = createIssueReader(db, sources);
  const { rowOf, titleFor } = read;

  /** The story must be public now: read as a visitor would (404 from its service otherwise). */
  async function requirePublished(type: NewsletterStoryType, id: number) {
    try {
      await o.stories[type].get(null, id, "en");
    } catch {
      throw refused(409, "storyNotPublished", "Only a published story can be sent to subscribers");
    }
  }

  async function requireMail() {
    if (!smtpOptions(await o.settings.getEffective()))
      throw refused(
        409,
        "mailNotConfigured",
        "Mail is not configured: set up sending in Settings › Integrations",
      );
  }

  /** Moves an issue between two states by a conditional update; 409 when it was not in `from`. */
  async function move(
    actor: Actor,
    id: number,
    from: NewsletterIssueStatus,
    to: NewsletterIssueStatus,
  ) {
    const user = requirePermission(actor, "newsletter.send");
    const row = await rowOf(id);
    const res = await db
      .updateTable("newsletterIssues")
      .set({ status: to, updatedAt: nowIso() })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw refused(409, "issueNotDraft", `This issue is not ${from}`, {
        details: { status: row.status },
      });
    await o.audit.record(
      user,
      to === "paused" ? "newsletter.pause" : "newsletter.resume",
      {
        type: "newsletter",
        id,
      },
      { title: await titleFor(user, row) },
    );
    if (to === "sending") o.wake?.();
    return read.issue(actor, id);
  }

  const service: NewsletterService = {
    async list(actor) {
      requirePermission(actor, "newsletter.send");
      const [items, audience] = await Promise.all([read.latest(actor), read.audience()]);
      return { items, audience };
    },

    async get(actor, id) {
      requirePermission(actor, "newsletter.send");
      const [issue, audience, problems] = await Promise.all([
        read.issue(actor, id),
        read.audience(),
        read.problems(id),
      ]);
      return { ...issue, audience, problems };
    },

    async create(actor, input) {
      const user = requirePermission(actor, "newsletter.send");
      const value = parseInput(newsletterIssueInput, input);
      await requirePublished(value.storyType, value.storyId);
      const now = nowIso();
      const row = (await db
        .insertInto("newsletterIssues")
        .values({
          kind: value.kind,
          storyType: value.storyType,
          storyId: value.storyId,
          createdBy: user.email,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as IssueRow;
      await o.audit.record(
        user,
        "newsletter.create",
        { type: "newsletter", id: row.id },
        {
          title: await titleFor(user, row),
        },
      );
      return read.toIssue(user, row, emptyCounts());
    },

    async testSend(actor, id, input) {
      const user = requirePermission(actor, "newsletter.send");
      const { email, locale } = parseInput(testSendInput, input);
      const row = await rowOf(id);
      await requireMail();
      if (!row.storyType || !row.storyId) throw notFound("No such newsletter issue");
      await requirePublished(row.storyType as NewsletterStoryType, row.storyId);
      const s = await o.settings.getEffective();
      const template = await storyTemplate(
        sources,
        s,
        { type: row.storyType as NewsletterStoryType, id: row.storyId },
        locale,
        { test: true },
      );
      // A test carries a link that unsubscribes nobody: the token of no subscriber.
      await sendNewsletterMessage(s, email, template, "test");
      await o.audit.record(
        user,
        "newsletter.test-sent",
        { type: "newsletter", id },
        {
          title: await titleFor(user, row),
          to: email,
        },
      );
      return { sent: true as const, to: email };
    },

    async send(actor, id) {
      const user = requirePermission(actor, "newsletter.send");
      const row = await rowOf(id);
      await requireMail();
      if (row.storyType && row.storyId)
        await requirePublished(row.storyType as NewsletterStoryType, row.storyId);
      const now = nowIso();
      const title = await titleFor(user, row);
      const recipients = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable("newsletterIssues")
          .set({ status: "sending", queuedAt: now, updatedAt: now })
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1)
          throw refused(409, "issueNotDraft", "This issue has already been sent or is being sent");
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
        await o.audit.record(
          user,
          "newsletter.send",
          { type: "newsletter", id },
          { title, recipients: count },
          trx,
        );
        return count;
      });
      if (recipients === 0) {
        await db
          .updateTable("newsletterIssues")
          .set({ status: "sent", finishedAt: nowIso() })
          .where("id", "=", id)
          .where("status", "=", "sending")
          .execute();
      }
      o.wake?.();
      return read.issue(actor, id);
    },

    pause: (actor, id) => move(actor, id, "sending", "paused"),
    resume: (actor, id) => move(actor, id, "paused", "sending"),
  };
  return service;
}
