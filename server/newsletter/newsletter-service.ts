/**
 * Newsletter issues for staff with `newsletter.send` (issue 36, decision 0039): compose an issue
 * (a published story, a digest of stories, an appeal), change a draft, send a test, send it to every confirmed subscriber, pause and resume.
 * Sending writes one recipient row per subscriber (unique per issue) in the transaction that moves
 * the issue from draft to sending by a conditional update, so two clicks, two tabs or two
 * processes send it once; the sender (newsletter-sender.ts) then works through the rows.
 */
import { sql } from "kysely";
import { requirePermission } from "../../core/access.ts";
import { notFound, refused } from "../../core/errors.ts";
import {
  type IssueTexts,
  type NewsletterIssueStatus,
  newsletterIssueInput,
  testSendInput,
} from "../../core/newsletter.ts";
import type { NewsletterService } from "../../core/newsletter-service.ts";
import type { Actor, SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { smtpOptions } from "../mail/transport.ts";
import { type IssueContent, issueTemplate, type StorySources } from "./issue-message.ts";
import {
  confirmedSubscribers,
  contentOf,
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

  /** Each story the issue carries must be public now: read as a visitor would (404 otherwise). */
  async function requireStories(content: IssueContent) {
    const refs = content.story ? [content.story] : (content.texts?.stories ?? []);
    for (const ref of refs) {
      try {
        await o.stories[ref.type].get(null, ref.id, "en");
      } catch {
        throw refused(
          409,
          "storyNotPublished",
          "Only a published story can be sent to subscribers",
          {
            details: { storyType: ref.type, storyId: ref.id },
          },
        );
      }
    }
  }

  /** The row's columns for what `input` asks an issue to send. */
  function stored(input: unknown) {
    const value = parseInput(newsletterIssueInput, input);
    if (value.kind === "story")
      return { kind: value.kind, storyType: value.storyType, storyId: value.storyId, texts: "{}" };
    const texts: IssueTexts =
      value.kind === "digest"
        ? { subject: value.subject, intro: value.intro, stories: value.stories }
        : { subject: value.subject, body: value.body };
    return { kind: value.kind, storyType: null, storyId: null, texts: JSON.stringify(texts) };
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

    async audience(actor) {
      requirePermission(actor, "newsletter.send");
      return read.audience();
    },

    async get(actor, id) {
      requirePermission(actor, "newsletter.send");
      const row = await rowOf(id);
      const [issue, audience, problems, stories] = await Promise.all([
        read.issue(actor, id),
        read.audience(),
        read.problems(id),
        read.storiesOf(actor, row),
      ]);
      return { ...issue, audience, problems, stories };
    },

    async create(actor, input) {
      const user = requirePermission(actor, "newsletter.send");
      const columns = stored(input);
      await requireStories(contentOf({ id: 0, ...columns } as IssueRow));
      const now = nowIso();
      const row = (await db
        .insertInto("newsletterIssues")
        .values({ ...columns, createdBy: user.email, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow()) as IssueRow;
      await o.audit.record(
        user,
        "newsletter.create",
        { type: "newsletter", id: row.id },
        { title: await titleFor(user, row) },
      );
      return read.toIssue(user, row, emptyCounts());
    },

    async update(actor, id, input) {
      const user = requirePermission(actor, "newsletter.send");
      const before = await rowOf(id);
      const columns = stored(input);
      if (columns.kind !== before.kind)
        throw refused(
          409,
          "issueKindFixed",
          `This issue is a ${before.kind}; its kind cannot change`,
        );
      await requireStories(contentOf({ ...before, ...columns }));
      const res = await db
        .updateTable("newsletterIssues")
        .set({ ...columns, updatedAt: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1)
        throw refused(
          409,
          "issueNotDraft",
          "Only a draft can be changed: this issue has been sent",
        );
      const row = await rowOf(id);
      await o.audit.record(
        user,
        "newsletter.update",
        { type: "newsletter", id },
        { title: await titleFor(user, row) },
      );
      return read.issue(actor, id);
    },

    async digestCandidates(actor) {
      requirePermission(actor, "newsletter.send");
      return read.digestCandidates(actor);
    },

    async webVersion(id, locale) {
      const row = await rowOf(id).catch(() => null);
      // Only what has gone out, and only the issues without a page of their own (not a story).
      if (!row || row.status === "draft" || row.kind === "story")
        throw notFound("No such newsletter issue");
      const s = await o.settings.getEffective();
      const { html } = await issueTemplate(sources, s, contentOf(row), locale, { web: true });
      return html;
    },

    async testSend(actor, id, input) {
      const user = requirePermission(actor, "newsletter.send");
      const { email, locale } = parseInput(testSendInput, input);
      const row = await rowOf(id);
      await requireMail();
      const content = contentOf(row);
      await requireStories(content);
      const s = await o.settings.getEffective();
      const template = await issueTemplate(sources, s, content, locale, { test: true });
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
      await requireStories(contentOf(row));
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
