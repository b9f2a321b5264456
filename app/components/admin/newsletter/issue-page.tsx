/**
 * One newsletter issue: what it sends and when, how far its send has gone (live while it goes),
 * the test send, the send itself while it is a draft (or the wait for its story's publication),
 * pause and resume, and the recipients it did not reach with the reason.
 */
import { PenLine } from "lucide-react";
import { Link } from "react-router";
import type { NewsletterIssueDetail, NewsletterStoryType } from "../../../../core/newsletter.ts";
import type { SenderReport } from "../../../../core/sender-identity.ts";
import { buttonClasses, DataTable, ScrollRegion } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Section } from "../security/section.tsx";
import { formatUtc, languageName } from "../shell/admin-format.ts";
import { AudienceSummary } from "./audience-summary.tsx";
import { AnswerLine, type IssueAnswer } from "./issue-answer.tsx";
import { PauseResume, ScheduledPanel, SendPanel, TestSendForm } from "./issue-actions.tsx";
import { IssueProgress } from "./issue-progress.tsx";
import { SenderWarning } from "./sender-panel.tsx";
import {
  editHref,
  IssueStatusBadge,
  issueTitle,
  NEWSLETTER_PATH,
  recipientReason,
} from "./newsletter-words.tsx";
import { DetailField } from "../shell/detail-field.tsx";
import { BackLink } from "../shell/back-link.tsx";

const linkClass =
  "text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

/** The editor screen of each kind of story. */
const EDITOR_SCREEN: Record<NewsletterStoryType, string> = {
  blogPosts: "blog",
  newsArticles: "news",
};

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUtc(iso, usePageLocale())}</time>;
}

function Problems({ issue }: { issue: NewsletterIssueDetail }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  return (
    <ScrollRegion label={t("problems.caption")}>
      <DataTable
        caption={t("problems.caption")}
        className="min-w-[36rem]"
        columns={[
          t("problems.email"),
          t("problems.language"),
          t("problems.status"),
          t("problems.reason"),
        ]}
        ruled
        data-testid="issue-problems"
      >
        {issue.problems.map((p, i) => {
          const reason = recipientReason(t, p.error);
          return (
            <tr key={`${p.email}-${i}`} className="align-top">
              <td className="py-2 pr-3 [overflow-wrap:anywhere]" translate="no">
                {p.email}
              </td>
              <td className="py-2 pr-3">{languageName(p.locale, locale)}</td>
              <td className="py-2 pr-3">{t(`progress.${p.status}`)}</td>
              <td
                className={reason.server ? "py-2 font-mono text-xs" : "py-2"}
                translate={reason.server ? "no" : undefined}
              >
                {reason.text}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </ScrollRegion>
  );
}

export function IssuePage({
  issue,
  me,
  sender,
  answer,
}: {
  issue: NewsletterIssueDetail;
  me: string;
  /** The sender's check, before a send (null once it is on its way). */
  sender: SenderReport | null;
  answer: IssueAnswer;
}) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const title = issueTitle(t, issue, locale);
  const editor = issue.storyType
    ? `/admin/${EDITOR_SCREEN[issue.storyType]}/${issue.storyId}`
    : null;
  return (
    <div className="space-y-6" data-testid="issue-page">
      <BackLink to={NEWSLETTER_PATH}>{t("detail.back")}</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere] md:text-3xl">{title}</h1>
        <IssueStatusBadge status={issue.status} />
      </div>
      <AnswerLine answer={answer} />
      {issue.status === "draft" && issue.kind !== "story" ? (
        <Link to={editHref(issue.id)} className={buttonClasses("outline")} data-testid="issue-edit">
          <PenLine aria-hidden="true" />
          {t("compose.edit")}
        </Link>
      ) : null}
      <Section title={t("progress.heading")} actions={<PauseResume issue={issue} />}>
        <IssueProgress issue={issue} />
      </Section>
      {issue.status === "draft" || issue.status === "scheduled" ? (
        <Section title={t("test.heading")} description={t("test.intro")}>
          <TestSendForm issue={issue} me={me} />
        </Section>
      ) : null}
      {issue.status === "draft" || issue.status === "scheduled" ? (
        <Section title={t("send.heading")} description={t("audience.intro")}>
          <div className="space-y-4">
            <AudienceSummary audience={issue.audience} />
            {issue.status === "draft" ? (
              <>
                <SenderWarning report={sender} />
                <SendPanel issue={issue} />
              </>
            ) : (
              <ScheduledPanel issue={issue} />
            )}
          </div>
        </Section>
      ) : null}
      {issue.problems.length > 0 ? (
        <Section
          title={t("problems.heading")}
          description={t("problems.intro", { shown: issue.problems.length })}
        >
          <Problems issue={issue} />
        </Section>
      ) : null}
      <Section title={t("detail.fields")}>
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          <DetailField term={t("detail.kind")}>{t(`detail.kinds.${issue.kind}`)}</DetailField>
          {issue.stories.length ? (
            <DetailField term={t("detail.stories")}>
              <ol className="list-decimal space-y-1 pl-5" data-testid="issue-stories">
                {issue.stories.map((s) => (
                  <li key={`${s.type}.${s.id}`}>
                    <Link to={`/admin/${EDITOR_SCREEN[s.type]}/${s.id}`} className={linkClass}>
                      {issueTitle(t, s, locale)}
                    </Link>
                  </li>
                ))}
              </ol>
            </DetailField>
          ) : null}
          {issue.kind !== "story" && issue.status !== "draft" ? (
            <DetailField term={t("detail.webVersion")}>
              <a
                href={`/newsletter/issues/${issue.id}?lang=${locale}`}
                className={linkClass}
                data-testid="issue-web-version"
              >
                {t("detail.webVersionHint")}
              </a>
            </DetailField>
          ) : null}
          {editor ? (
            <DetailField term={t("detail.story")}>
              <Link to={editor} className={linkClass} data-testid="issue-story">
                {t("detail.openStory")}
              </Link>
            </DetailField>
          ) : null}
          <DetailField term={t("detail.createdAt")}>
            <When iso={issue.createdAt} />
          </DetailField>
          <DetailField term={t("detail.createdBy")}>
            <span translate="no">{issue.createdBy}</span>
          </DetailField>
          {issue.queuedAt ? (
            <DetailField term={t("detail.queuedAt")}>
              <When iso={issue.queuedAt} />
            </DetailField>
          ) : null}
          {issue.finishedAt ? (
            <DetailField term={t("detail.finishedAt")}>
              <When iso={issue.finishedAt} />
            </DetailField>
          ) : null}
        </dl>
      </Section>
    </div>
  );
}
