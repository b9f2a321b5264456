/**
 * How far an issue's send has gone: a progress bar (done = sent, failed or skipped) and the count
 * of each state. While the issue is sending, the page's data is read again every few seconds
 * (when the tab is visible); without JavaScript a Refresh link does the same.
 */
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import {
  type NewsletterIssue,
  progressOf,
  RECIPIENT_STATUSES,
  type RecipientCounts,
} from "../../../../core/newsletter.ts";
import { buttonClasses } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { useHydrated } from "../use-hydrated.ts";
import { issueHref } from "./newsletter-words.tsx";

const FOLLOW_EVERY_MS = 2000;

export const recipientTotal = (counts: RecipientCounts) =>
  RECIPIENT_STATUSES.reduce((sum, s) => sum + counts[s], 0);

/** Reads the page's data again every few seconds while `on`, when the tab is visible. */
function useFollow(on: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [on, revalidator]);
}

const BAR_TONE = { sent: "bg-green-600", failed: "bg-red-600", skipped: "bg-slate-400" } as const;

export function IssueProgress({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const sending = issue.status === "sending";
  useFollow(sending);
  const number = adminNumberFormat(locale);
  const total = recipientTotal(issue.counts);
  const percent = progressOf(issue.counts);
  const percentText = adminNumberFormat(locale, { style: "percent" }).format(percent / 100);
  if (issue.status === "draft")
    return <p className="text-slate-700 dark:text-slate-300">{t("progress.draft")}</p>;
  return (
    <div className="space-y-4" data-testid="issue-progress">
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <span id="issue-progress-label" className="font-medium">
            {t("progress.label")}
          </span>
          <span className="font-semibold tabular-nums" data-testid="issue-percent">
            {percentText}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="issue-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={percentText}
          className="flex h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          {(["sent", "failed", "skipped"] as const).map((s) =>
            issue.counts[s] > 0 ? (
              <span
                key={s}
                className={`${BAR_TONE[s]} h-full motion-safe:transition-[width]`}
                style={{ width: `${(issue.counts[s] / Math.max(total, 1)) * 100}%` }}
              />
            ) : null,
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {RECIPIENT_STATUSES.map((s) => (
          <div
            key={s}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
            data-testid={`count-${s}`}
          >
            <dt className="text-slate-700 dark:text-slate-300">{t(`progress.${s}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{number.format(issue.counts[s])}</dd>
          </div>
        ))}
      </dl>
      {sending ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          {hydrated ? <p>{t("progress.live")}</p> : null}
          {/* Without JavaScript, or to look now. */}
          <Link
            to={issueHref(issue.id)}
            className={buttonClasses("outline", "sm")}
            data-testid="issue-refresh"
          >
            <RefreshCw aria-hidden="true" />
            {t("progress.refresh")}
          </Link>
        </div>
      ) : null}
      {issue.status === "paused" ? (
        <p className="text-sm text-yellow-900 dark:text-yellow-200">{t("progress.paused")}</p>
      ) : null}
      {issue.status === "sent" ? (
        <p className="text-sm text-green-900 dark:text-green-200" data-testid="issue-finished">
          {t("progress.finished")}
        </p>
      ) : null}
    </div>
  );
}
