/**
 * One gift: its fields, the inbox message it came with, its refund (a paid online payment only)
 * and its history, each event with the status it moved the gift from and to.
 */
import { Link } from "react-router";
import type { Donation, DonationEvent } from "../../../../core/donations.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Section } from "../security/section.tsx";
import { formatUtc, languageName } from "../shell/admin-format.ts";
import { formatMoney } from "./donation-format.ts";
import { type DonationFilters, donationsHref } from "./donation-query.ts";
import {
  FrequencyCell,
  OverdueFlag,
  providerName,
  regionName,
  StatusBadge,
} from "./donation-words.tsx";
import { DonationHistory } from "./donation-history.tsx";
import { type RefundAnswer, RefundPanel, RefundResult, refundable } from "./refund-panel.tsx";
import { DetailField } from "../shell/detail-field.tsx";
import { BackLink } from "../shell/back-link.tsx";

const linkClass =
  "text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

export interface DonationDetailProps {
  gift: Donation & { events: DonationEvent[] };
  filters: DonationFilters;
  now: string;
  result?: RefundAnswer;
}

export function DonationDetail({ gift, filters, now, result }: DonationDetailProps) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const here = donationsHref(filters, { id: gift.id });
  // The reference stays whole on a narrow screen (never "DON-" on one line, its code on the next).
  const [before, after = ""] = t("detail.heading", { reference: "\u0000" }).split("\u0000");
  return (
    <div className="space-y-6" data-testid="donation-detail">
      <BackLink to={donationsHref(filters)}>{t("detail.back")}</BackLink>
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
          <DetailField term={t("detail.amount")}>
            <span className="text-lg font-bold">
              {formatMoney(gift.amountMinor, gift.currency, locale)}
            </span>
          </DetailField>
          <DetailField term={t("detail.frequency")}>
            <FrequencyCell gift={gift} />
          </DetailField>
          {gift.parentId ? (
            <DetailField term={t("detail.firstPayment")}>
              <Link to={donationsHref(filters, { id: gift.parentId })} className={linkClass}>
                {t("detail.openFirstPayment")}
              </Link>
            </DetailField>
          ) : null}
          <DetailField term={t("detail.method")}>{t(`methods.${gift.method}`)}</DetailField>
          <DetailField term={t("detail.provider")}>
            <span translate="no">{providerName(t, gift.provider)}</span>
          </DetailField>
          {gift.providerRef ? (
            <DetailField term={t("detail.providerRef")}>
              <code translate="no">{gift.providerRef}</code>
            </DetailField>
          ) : null}
          {gift.subscriptionRef ? (
            <DetailField term={t("detail.subscriptionRef")}>
              <code translate="no">{gift.subscriptionRef}</code>
            </DetailField>
          ) : null}
          <DetailField term={t("detail.donor")}>
            <span translate="no">{gift.name || "—"}</span>
          </DetailField>
          <DetailField term={t("detail.email")}>
            <a href={`mailto:${gift.email}`} className={linkClass} translate="no">
              {gift.email}
            </a>
          </DetailField>
          <DetailField term={t("detail.region")}>{regionName(t, gift.region, locale)}</DetailField>
          <DetailField term={t("detail.language")}>{languageName(gift.locale, locale)}</DetailField>
          <DetailField term={t("detail.createdAt")}>
            <time dateTime={gift.createdAt}>{formatUtc(gift.createdAt, locale)}</time>
          </DetailField>
          {gift.paidAt ? (
            <DetailField term={t("detail.paidAt")}>
              <time dateTime={gift.paidAt}>{formatUtc(gift.paidAt, locale)}</time>
            </DetailField>
          ) : null}
          <DetailField term={t("detail.updatedAt")}>
            <time dateTime={gift.updatedAt}>{formatUtc(gift.updatedAt, locale)}</time>
          </DetailField>
          <DetailField term={t("detail.form")}>
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
          </DetailField>
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
