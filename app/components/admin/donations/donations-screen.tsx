/**
 * /admin/donations: the filters, the totals per currency over them, one page of gifts and the
 * CSV export of every gift they find. The URL is the state (donation-query.ts): filtering and
 * paging navigate, so they work before hydration and a filtered list is a link to share.
 */
import { Download, Loader2 } from "lucide-react";
import { useNavigation } from "react-router";
import type { DonationPage } from "../../../../core/services.ts";
import { buttonClasses } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { PageHeading, Section } from "../security/section.tsx";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { Pager } from "../shell/pager.tsx";
import { DonationFiltersForm } from "./donation-filters.tsx";
import { DONATIONS_PATH, type DonationFilters, exportHref, isFiltered } from "./donation-query.ts";
import { DonationTable } from "./donation-table.tsx";
import { DonationTotals } from "./donation-totals.tsx";

export interface DonationsListProps {
  filters: DonationFilters;
  list: DonationPage;
  /** The loader's clock, for the age of pending payments. */
  now: string;
}

export function DonationsScreen({ filters, list, now }: DonationsListProps) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === DONATIONS_PATH;
  return (
    <div className="space-y-6" data-testid="donations">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading title={t("heading")} description={t("intro")} />
        <a
          href={exportHref(filters)}
          className={buttonClasses("outline", "default", "shrink-0")}
          download
          data-testid="donations-export"
        >
          <Download aria-hidden="true" />
          {t("exportCsv")}
        </a>
      </div>
      <Section title={t("filters.label")}>
        <DonationFiltersForm filters={filters} />
      </Section>
      <Section title={t("totals.heading")} description={t("totals.intro")}>
        <DonationTotals totals={list.totals} />
      </Section>
      <Section
        title={t("list.heading", {
          count: list.total,
          n: adminNumberFormat(locale).format(list.total),
        })}
        actions={
          loading ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-slate-600" />
          ) : null
        }
      >
        {list.items.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
            data-testid="donations-empty"
          >
            {isFiltered(filters) ? t("list.emptyFiltered") : t("list.empty")}
          </p>
        ) : (
          <DonationTable items={list.items} filters={filters} now={now} />
        )}
        {list.total > list.pageSize ? (
          <div className="mt-4">
            <Pager page={list.page} pageSize={list.pageSize} total={list.total} drop={["id"]} />
          </div>
        ) : null}
      </Section>
    </div>
  );
}
