/**
 * Newsletter issues for staff with `newsletter.send` (issue 36, decision 0039): compose an issue
 * (a published or scheduled story, a digest of stories, an appeal), change a draft, send a test,
 * send it to every confirmed subscriber (newsletter-queue.ts), or with its story's publication,
 * pause and resume. Every change of state is a conditional update: two clicks, two tabs or two
 * processes make it once.
 */
import { requirePermission } from "../../core/access.ts";
import { notFound, refused } from "../../core/errors.ts";
import {
  type IssueTexts,
  type NewsletterIssueStatus,
  newsletterIssueInput,
  testSendInput,
} from "../../core/newsletter.ts";
import type { NewsletterService } from "../../core/newsletter-service.ts";
import type { AuditAction } from "../../core/audit-actions.ts";
import type { Actor, SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { smtpOptions } from "../mail/transport.ts";
import { issueTemplate, type StorySources } from "./issue-message.ts";
import { contentOf, createIssueReader, emptyCounts, type IssueRow } from "./newsletter-issues.ts";
import { queueIssue } from "./newsletter-queue.ts";
import type { SenderDomainCheck } from "./sender-domain.ts";
import { senderReport } from "./sender-report.ts";
import { sendNewsletterMessage } from "./newsletter-transport.ts";
import { publicationOf, requireSendable } from "./story-publication.ts";

export interface NewsletterOptions extends StorySources {
  settings: SettingsService;
  audit: AuditService;
  /** Asks the DNS about the sending domains. */
  dns: SenderDomainCheck;
  /** Tells the sender there is work (a send or a resume). */
  wake?: () => void;
}

/** The audit entry of each move staff make (a send, which writes the recipients, is its own). */
const MOVES = {
  draft: "newsletter.unschedule",
  scheduled: "newsletter.schedule",
  paused: "newsletter.pause",
  sending: "newsletter.resume",
  sent: "newsletter.send",
} as const satisfies Record<NewsletterIssueStatus, AuditAction>;

export function createNewsletterService(db: Db, o: NewsletterOptions) {
  const sources: StorySources = { stories: o.stories, uploads: o.uploads };

  const read = createIssueReader(db, sources);
  const { rowOf, titleFor } = read;

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
    known?: IssueRow,
  ) {
    const user = requirePermission(actor, "newsletter.send");
    const row = known ?? (await rowOf(id));
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
      MOVES[to],
      { type: "newsletter", id },
      {
        title: await titleFor(user, row),
      },
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
      const { story } = contentOf(row);
      const [issue, audience, problems, stories, publication] = await Promise.all([
        read.issue(actor, row),
        read.audience(),
        read.problems(id),
        read.storiesOf(actor, row),
        story ? publicationOf(sources, actor, story) : null,
      ]);
      return { ...issue, audience, problems, stories, publication };
    },

    async create(actor, input) {
      const user = requirePermission(actor, "newsletter.send");
      const columns = stored(input);
      await requireSendable(sources, user, contentOf({ id: 0, ...columns } as IssueRow));
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
      await requireSendable(sources, user, contentOf({ ...before, ...columns }));
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
      return read.issue(actor, row);
    },

    async sender(actor) {
      requirePermission(actor, "newsletter.send");
      return senderReport(await o.settings.getEffective(), o.dns);
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
      await requireSendable(sources, user, content);
      const s = await o.settings.getEffective();
      // Read as the staff member: a scheduled story is tested before it is public.
      const template = await issueTemplate(sources, s, content, locale, {
        test: true,
        reader: user,
      });
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
      const publication = await requireSendable(sources, user, contentOf(row));
      // Not public yet: it goes out by itself once the story is published.
      if (publication?.state === "scheduled") return move(actor, id, "draft", "scheduled", row);
      const queued = await queueIssue(db, o.audit, {
        id,
        from: "draft",
        by: user,
        title: await titleFor(user, row),
      });
      if (queued === null)
        throw refused(409, "issueNotDraft", "This issue has already been sent or is being sent");
      o.wake?.();
      return read.issue(actor, id);
    },

    unschedule: (actor, id) => move(actor, id, "scheduled", "draft"),
    pause: (actor, id) => move(actor, id, "sending", "paused"),
    resume: (actor, id) => move(actor, id, "paused", "sending"),
  };
  return service;
}
