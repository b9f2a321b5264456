/**
 * One gift: its fields, the inbox message it came with, its refund (a paid online payment only)
 * and its history, each event with the status it moved the gift from and to.
 */
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Donation, DonationEvent } from "../../../../core/donations.ts";
import { buttonClasses } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Section } from "../security/section.tsx";
import { formatUtc } from "../shell/admin-format.ts";
import { formatMoney } from "./donation-format.ts";
import { type DonationFilters, donationsHref } from "./donation-query.ts";
import {
  FrequencyCell,
  languageName,
  OverdueFlag,
  providerName,
  regionName,
  StatusBadge,
} from "./donation-words.tsx";
import { DonationHistory } from "./donation-history.tsx";
import { type RefundAnswer, RefundPanel, RefundResult, refundable } from "./refund-panel.tsx";

const linkClass =
  "text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

export interface DonationDetailProps {
  gift: Donation & { events: DonationEvent[] };
  filters: DonationFilters;
  now: string;
  result?: RefundAnswer;
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function DonationDetail({ gift, filters, now, result }: DonationDetailProps) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const here = donationsHref(filters, { id: gift.id });
  // The reference stays whole on a narrow screen (never "DON-" on one line, its code on the next).
  const [before, after = ""] = t("detail.heading", { reference: "\u0000" }).split("\u0000");
  return (
    <div className="space-y-6" data-testid="donation-detail">
      <Link to={donationsHref(filters)} className={buttonClasses("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" />
        {t("detail.back")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">
          {before}
          <span className="whitespace-nowrap" translate="no">
            {gift.reference}
          </span>
          {after}
        </h1>
        <StatusBadge status={gift.status} />
      </div>
      <OverdueFlag gift={gift} now={now} />
      <Section title={t("detail.fields")}>
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          <Field term={t("detail.amount")}>
            <span className="text-lg font-bold">
              {formatMoney(gift.amountMinor, gift.currency, locale)}
            </span>
          </Field>
          <Field term={t("detail.frequency")}>
            <FrequencyCell gift={gift} />
          </Field>
          {gift.parentId ? (
            <Field term={t("detail.firstPayment")}>
              <Link to={donationsHref(filters, { id: gift.parentId })} className={linkClass}>
                {t("detail.openFirstPayment")}
              </Link>
            </Field>
          ) : null}
          <Field term={t("detail.method")}>{t(`methods.${gift.method}`)}</Field>
          <Field term={t("detail.provider")}>
            <span translate="no">{providerName(t, gift.provider)}</span>
          </Field>
          {gift.providerRef ? (
            <Field term={t("detail.providerRef")}>
              <code translate="no">{gift.providerRef}</code>
            </Field>
          ) : null}
          {gift.subscriptionRef ? (
            <Field term={t("detail.subscriptionRef")}>
              <code translate="no">{gift.subscriptionRef}</code>
            </Field>
          ) : null}
          <Field term={t("detail.donor")}>
            <span translate="no">{gift.name || "—"}</span>
          </Field>
          <Field term={t("detail.email")}>
            <a href={`mailto:${gift.email}`} className={linkClass} translate="no">
              {gift.email}
            </a>
          </Field>
          <Field term={t("detail.region")}>{regionName(t, gift.region, locale)}</Field>
          <Field term={t("detail.language")}>{languageName(gift.locale, locale)}</Field>
          <Field term={t("detail.createdAt")}>
            <time dateTime={gift.createdAt}>{formatUtc(gift.createdAt, locale)}</time>
          </Field>
          {gift.paidAt ? (
            <Field term={t("detail.paidAt")}>
              <time dateTime={gift.paidAt}>{formatUtc(gift.paidAt, locale)}</time>
            </Field>
          ) : null}
          <Field term={t("detail.updatedAt")}>
            <time dateTime={gift.updatedAt}>{formatUtc(gift.updatedAt, locale)}</time>
          </Field>
          <Field term={t("detail.form")}>
            {gift.submissionId ? (
              <Link
                to={`/admin/inbox?type=donation&id=${gift.submissionId}`}
                className={linkClass}
                data-testid="donation-form-link"
              >
                {t("detail.openForm")}
              </Link>
            ) : (
              t("detail.noForm")
            )}
          </Field>
        </dl>
      </Section>
      {refundable(gift) || result ? (
        <Section title={t("refund.heading")}>
          <div className="space-y-4">
            <RefundResult answer={result} gift={gift} />
            {refundable(gift) ? <RefundPanel gift={gift} action={here} /> : null}
          </div>
        </Section>
      ) : null}
      <Section title={t("history.heading")}>
        <DonationHistory events={gift.events} />
      </Section>
    </div>
  );
}
