/** Dashboard card: unread submissions per kind, each a link into the inbox. */
import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { SUBMISSION_KINDS, type SubmissionKind } from "../../../../core/submissions.ts";
import { Card, CardContent } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";

export function NewSubmissionsCard({
  counts,
}: {
  counts: Record<SubmissionKind, { total: number; unread: number }>;
}) {
  const { t } = useTranslation("adminInbox");
  const number = adminNumberFormat(usePageLocale());
  const unread = SUBMISSION_KINDS.reduce((n, k) => n + (counts[k]?.unread ?? 0), 0);
  return (
    <Card data-testid="new-submissions">
      <CardContent className="flex flex-wrap items-center gap-6 pt-6">
        <div className="flex items-center gap-4">
          <Inbox aria-hidden="true" className="size-8 text-sky-700" />
          <div>
            <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t("dashboardCard")}
            </h2>
            <p className="text-3xl font-bold" data-testid="new-submissions-total">
              {number.format(unread)}
            </p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-2">
          {SUBMISSION_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={`/admin/inbox?type=${kind}&status=new`}
                className="inline-flex min-h-9 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {t(`kinds.${kind}`)}
                <span className="font-bold">{number.format(counts[kind]?.unread ?? 0)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
