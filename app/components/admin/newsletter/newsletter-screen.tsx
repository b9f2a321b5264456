/**
 * /admin/newsletter: who a send reaches now, who it comes from (and what the DNS says about the
 * sending domains), and the issues, newest first, each with its status
 * and how far its send has gone. A digest or an appeal is composed from here; a story's issue is
 * made from a published story's editor ("Send to subscribers"); the empty list says both.
 */
import { HeartHandshake, Newspaper, Users } from "lucide-react";
import { Link } from "react-router";
import type { AudienceCounts, NewsletterIssue } from "../../../../core/newsletter.ts";
import type { SenderReport } from "../../../../core/sender-identity.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { PageHeading, Section } from "../security/section.tsx";
import { adminNumberFormat, formatUtc } from "../shell/admin-format.ts";
import { AudienceSummary } from "./audience-summary.tsx";
import { buttonClasses } from "../../ui";
import { composeHref, IssueStatusBadge, issueHref, issueTitle } from "./newsletter-words.tsx";
import { recipientTotal } from "./issue-progress.tsx";
import { SenderPanel } from "./sender-panel.tsx";
import { SUBSCRIBERS_PATH } from "./subscriber-words.tsx";

const linkClass =
  "font-medium text-sky-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

function IssueRow({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  const total = recipientTotal(issue.counts);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <Link to={issueHref(issue.id)} className={linkClass} data-testid="issue-link">
          {issueTitle(t, issue, locale)}
        </Link>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {t("list.created", {
            date: formatUtc(issue.createdAt, locale),
            who: issue.createdBy,
          })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
        <IssueStatusBadge status={issue.status} />
        {total > 0 ? (
          <span className="text-slate-700 tabular-nums dark:text-slate-300">
            {t("list.reached", {
              sent: number.format(issue.counts.sent),
              total: number.format(total),
            })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

export function NewsletterScreen({
  items,
  audience,
  sender,
}: {
  items: readonly NewsletterIssue[];
  audience: AudienceCounts;
  sender: SenderReport;
}) {
  const { t } = useTranslation("adminNewsletter");
  return (
    <div className="space-y-6" data-testid="newsletter">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeading title={t("heading")} description={t("intro")} />
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={composeHref("digest")} className={buttonClasses("default")}>
            <Newspaper aria-hidden="true" />
            {t("compose.newDigest")}
          </Link>
          <Link to={composeHref("appeal")} className={buttonClasses("outline")}>
            <HeartHandshake aria-hidden="true" />
            {t("compose.newAppeal")}
          </Link>
          <Link to={SUBSCRIBERS_PATH} className={buttonClasses("outline")}>
            <Users aria-hidden="true" />
            {t("subscribers.link")}
          </Link>
        </div>
      </div>
      <Section title={t("audience.heading")} description={t("audience.intro")}>
        <AudienceSummary audience={audience} />
      </Section>
      <Section title={t("sender.heading")} description={t("sender.intro")}>
        <SenderPanel report={sender} />
      </Section>
      <Section title={t("list.heading")}>
        {items.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
            data-testid="issues-empty"
          >
            {t("list.empty")}
          </p>
        ) : (
          <ul
            aria-label={t("list.caption")}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {items.map((issue) => (
              <IssueRow key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
