/**
 * Totals per currency over the screen's filters (whatever the status filter says: the service
 * counts every state): paid and how many payments, refunded, and pending. Never added across
 * currencies.
 */
import type { DonationTotal } from "../../../../core/services.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { currencyName, formatMoney } from "./donation-format.ts";

export function DonationTotals({ totals }: { totals: readonly DonationTotal[] }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  if (totals.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t("totals.empty")}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="donation-totals">
      {totals.map((total) => (
        <li
          key={total.currency}
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
          data-testid={`donation-total-${total.currency}`}
        >
          <h3 className="text-sm font-semibold">
            {total.currency}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-300">
              {currencyName(total.currency, locale)}
            </span>
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700 dark:text-slate-300">{t("totals.paid")}</dt>
            <dd className="text-right">
              <span className="text-lg font-bold" data-testid="donation-total-paid">
                {formatMoney(total.paidMinor, total.currency, locale)}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                {t("totals.paidCount", {
                  count: total.paidCount,
                  n: number.format(total.paidCount),
                })}
              </span>
            </dd>
            <dt className="text-slate-700 dark:text-slate-300">{t("totals.refunded")}</dt>
            <dd className="text-right" data-testid="donation-total-refunded">
              {formatMoney(total.refundedMinor, total.currency, locale)}
            </dd>
            <dt className="text-slate-700 dark:text-slate-300">{t("totals.pending")}</dt>
            <dd className="text-right" data-testid="donation-total-pending">
              {number.format(total.pendingCount)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
