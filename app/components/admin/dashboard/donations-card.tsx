/**
 * Dashboard card (staff who manage donations): this month's paid totals per currency, never added
 * across currencies, and the payments pending for over an hour, each linking into Donations.
 */
import { Clock, HandCoins } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, cn } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { formatMoney } from "../donations/donation-format.ts";
import { DONATIONS_PATH } from "../donations/donation-query.ts";
import type { DonationSummary } from "../donations/donation-summary.ts";

const linkClass =
  "inline-flex min-h-9 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800";

export function DonationsCard({ summary }: { summary: DonationSummary }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  const paid = summary.totals.filter((total) => total.paidCount > 0);
  return (
    <Card data-testid="donations-card">
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="flex items-center gap-3 text-lg font-semibold">
            <HandCoins aria-hidden="true" className="size-6 text-sky-700" />
            {t("dashboard.heading")}
          </h2>
          <Link to={`${DONATIONS_PATH}?from=${summary.from}`} className={linkClass}>
            {t("dashboard.open")}
          </Link>
        </div>
        {paid.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("dashboard.empty")}</p>
        ) : (
          <dl className="flex flex-wrap gap-x-8 gap-y-3">
            {paid.map((total) => (
              <div key={total.currency} data-testid={`donations-card-${total.currency}`}>
                <dt className="text-sm text-slate-700 dark:text-slate-300">{total.currency}</dt>
                <dd>
                  <span className="block text-2xl font-bold">
                    {formatMoney(total.paidMinor, total.currency, locale)}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {t("totals.paidCount", {
                      count: total.paidCount,
                      n: number.format(total.paidCount),
                    })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {summary.overdue > 0 ? (
          <Link
            to={`${DONATIONS_PATH}?status=pending`}
            className={cn(linkClass, "border-amber-400 text-amber-900 dark:text-amber-200")}
            data-testid="donations-card-overdue"
          >
            <Clock aria-hidden="true" className="size-4" />
            {t("dashboard.overdue", { count: summary.overdue, n: number.format(summary.overdue) })}
          </Link>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.noOverdue")}</p>
        )}
      </CardContent>
    </Card>
  );
}
