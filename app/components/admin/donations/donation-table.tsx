/**
 * The gifts of one page: a table on a wide screen (caption, a header per column), a list of cards
 * on a narrow one, each gift linking to its detail with the filters kept for the way back.
 */
import { Link } from "react-router";
import type { Donation } from "../../../../core/donations.ts";
import { DataTable, ScrollRegion } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { formatUtc } from "../shell/admin-format.ts";
import { formatMoney, utcDayAndTime } from "./donation-format.ts";
import { type DonationFilters, donationsHref } from "./donation-query.ts";
import { FrequencyCell, OverdueFlag, providerName, StatusBadge } from "./donation-words.tsx";

const linkClass =
  "font-medium text-sky-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

interface Props {
  items: readonly Donation[];
  filters: DonationFilters;
  now: string;
}

/** The donor's name (their own words: not translated) as the link to the gift, then the e-mail. */
function Donor({ gift, filters }: { gift: Donation; filters: DonationFilters }) {
  return (
    <>
      <Link
        to={donationsHref(filters, { id: gift.id })}
        className={linkClass}
        translate="no"
        data-testid="donation-link"
      >
        {gift.name || gift.email}
      </Link>
      <span
        className="block text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300"
        translate="no"
      >
        {gift.email}
      </span>
      <span
        className="block font-mono text-xs whitespace-nowrap text-slate-600 dark:text-slate-300"
        translate="no"
      >
        {gift.reference}
      </span>
    </>
  );
}

/** The day, and below it the time in UTC. */
function When({ iso }: { iso: string }) {
  const { day, time } = utcDayAndTime(iso, usePageLocale());
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {day}
      <span className="block text-xs text-slate-600 dark:text-slate-300">{time}</span>
    </time>
  );
}

export function DonationTable({ items, filters, now }: Props) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  return (
    <>
      <ul
        aria-label={t("list.caption")}
        className="divide-y divide-slate-200 md:hidden dark:divide-slate-800"
      >
        {items.map((gift) => (
          <li key={gift.id} className="space-y-1 py-3 text-sm" data-testid="donation-card">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0">
                <Donor gift={gift} filters={filters} />
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(gift.amountMinor, gift.currency, locale)}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
              <StatusBadge status={gift.status} />
              <span>
                {t(`methods.${gift.method}`)}
                {gift.provider ? (
                  <>
                    {" · "}
                    <span translate="no">{providerName(t, gift.provider)}</span>
                  </>
                ) : null}
              </span>
              <FrequencyCell gift={gift} />
            </p>
            <OverdueFlag gift={gift} now={now} />
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <time dateTime={gift.createdAt}>{formatUtc(gift.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
      <ScrollRegion label={t("list.caption")} className="hidden md:block">
        <DataTable
          caption={t("list.caption")}
          className="min-w-[52rem]"
          data-testid="donation-table"
          columns={[
            t("list.date"),
            t("list.donor"),
            <span key="amount" className="block text-right">
              {t("list.amount")}
            </span>,
            t("list.method"),
            t("list.provider"),
            t("list.status"),
            t("list.frequency"),
          ]}
          ruled
        >
          {items.map((gift) => (
            <tr key={gift.id} className="align-top" data-testid="donation-row">
              <td className="py-2 pr-3">
                <When iso={gift.createdAt} />
              </td>
              <td className="max-w-[16rem] min-w-[12rem] py-2 pr-3">
                <Donor gift={gift} filters={filters} />
              </td>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(gift.amountMinor, gift.currency, locale)}
              </td>
              <td className="py-2 pr-3">{t(`methods.${gift.method}`)}</td>
              <td className="py-2 pr-3" translate="no">
                {providerName(t, gift.provider)}
              </td>
              <td className="max-w-[14rem] min-w-[9rem] space-y-1 py-2 pr-3">
                <StatusBadge status={gift.status} />
                <OverdueFlag gift={gift} now={now} />
              </td>
              <td className="min-w-[8rem] py-2">
                <FrequencyCell gift={gift} />
              </td>
            </tr>
          ))}
        </DataTable>
      </ScrollRegion>
    </>
  );
}
