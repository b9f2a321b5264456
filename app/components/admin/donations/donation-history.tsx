/**
 * A gift's history, oldest first: each event as its provider (or the site) recorded it, with the
 * status it moved the gift from and to. A table on a wide screen, a list on a narrow one.
 */
import {
  DONATION_STATUSES,
  type DonationEvent,
  type DonationStatus,
  isPaymentProvider,
} from "../../../../core/donations.ts";
import { DataTable } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { formatUtc } from "../shell/admin-format.ts";
import { providerName } from "./donation-words.tsx";

type T = TFunction<"adminDonations">;

const isStatus = (value: string | null): value is DonationStatus =>
  (DONATION_STATUSES as readonly (string | null)[]).includes(value);

/** A status an event names, in words when it is one of a gift's states. */
function statusWord(t: T, value: string | null) {
  if (value === null) return "—";
  return isStatus(value) ? t(`statuses.${value}`) : value;
}

/** "Pending → Paid" to the eye, "from Pending to Paid" to a screen reader. */
function Move({ event: e }: { event: DonationEvent }) {
  const { t } = useTranslation("adminDonations");
  if (e.fromStatus === e.toStatus) return <>{t("history.unchanged")}</>;
  const from = statusWord(t, e.fromStatus);
  const to = statusWord(t, e.toStatus);
  return (
    <>
      <span aria-hidden="true">
        {from} → {to}
      </span>
      <span className="sr-only">{t("history.moveSpoken", { from, to })}</span>
    </>
  );
}

const source = (t: T, e: DonationEvent) =>
  isPaymentProvider(e.provider) ? providerName(t, e.provider) : e.provider;

export function DonationHistory({ events }: { events: readonly DonationEvent[] }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  if (events.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t("history.empty")}</p>;
  return (
    <>
      <ol
        aria-label={t("history.caption")}
        className="divide-y divide-slate-200 text-sm md:hidden dark:divide-slate-800"
      >
        {events.map((e) => (
          <li key={e.id} className="space-y-0.5 py-2" data-testid="donation-event-card">
            <p className="font-medium">
              <Move event={e} />
            </p>
            <p className="text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
              <span className="font-mono" translate="no">
                {e.type}
              </span>
              {" · "}
              <span translate="no">{source(t, e)}</span>
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <time dateTime={e.createdAt}>{formatUtc(e.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
      <div className="hidden md:block">
        <DataTable
          caption={t("history.caption")}
          data-testid="donation-history"
          columns={[
            t("history.time"),
            t("history.event"),
            t("history.source"),
            t("history.change"),
          ]}
          ruled
        >
          {events.map((e) => (
            <tr key={e.id} className="align-top" data-testid="donation-event">
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={e.createdAt}>{formatUtc(e.createdAt, locale)}</time>
              </td>
              <td className="py-2 pr-3 font-mono text-xs [overflow-wrap:anywhere]" translate="no">
                {e.type}
              </td>
              <td className="py-2 pr-3" translate="no">
                {source(t, e)}
              </td>
              <td className="py-2">
                <Move event={e} />
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
