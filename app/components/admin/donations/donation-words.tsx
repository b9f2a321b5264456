/**
 * The small pieces every view of a gift shows the same way: its status and plan as badges, its
 * provider, method and region in words, and the flag of a payment pending for too long.
 */
import { Clock } from "lucide-react";
import type {
  Donation,
  DonationStatus,
  DonorRegion,
  PaymentProvider,
} from "../../../../core/donations.ts";
import { Badge, type BadgeTone } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { displayName } from "../shell/admin-format.ts";
import { approvedOnPhone, formatWait, overdueMinutes } from "./donation-format.ts";

type T = TFunction<"adminDonations">;

const STATUS_TONE: Record<DonationStatus, BadgeTone> = {
  pledged: "blue",
  pending: "yellow",
  paid: "green",
  failed: "red",
  expired: "grey",
  refunded: "orange",
};

export function StatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation("adminDonations");
  return (
    <Badge tone={STATUS_TONE[status]} data-testid="donation-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** "Monthly" with its plan's state, "Later payment" for a renewal, or "One-off". */
export function FrequencyCell({ gift }: { gift: Donation }) {
  const { t } = useTranslation("adminDonations");
  return (
    <span className="flex flex-wrap items-center gap-1">
      {t(`frequencies.${gift.frequency}`)}
      {gift.planStatus ? (
        <Badge tone={gift.planStatus === "active" ? "secondary" : "grey"}>
          {t(`plans.${gift.planStatus}`)}
        </Badge>
      ) : null}
      {gift.parentId ? (
        <span className="text-xs text-slate-600 dark:text-slate-300">{t("list.renewal")}</span>
      ) : null}
    </span>
  );
}

/** A provider's name (a brand: `translate="no"` where it is shown), or "—" for a pledge. */
export const providerName = (t: T, provider: PaymentProvider | null) =>
  provider ? t(`providers.${provider}`) : "—";

/** Where the donor gives from: a country's own name in the language, or the page's words. */
export function regionName(t: T, region: DonorRegion, locale: string) {
  if (region === "XOF" || region === "other") return t(`regions.${region}`);
  return displayName("region", region, locale);
}

/**
 * "Pending for 3 hours — the donor may not have approved it on their phone", for a pending payment
 * older than the flag; nothing otherwise.
 */
export function OverdueFlag({ gift, now }: { gift: Donation; now: string }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const minutes = overdueMinutes(gift, now);
  if (minutes === null) return null;
  const wait = formatWait(minutes, locale);
  return (
    <p
      className="flex items-start gap-1.5 text-xs font-medium text-amber-900 dark:text-amber-200"
      data-testid="donation-overdue"
    >
      <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {approvedOnPhone(gift) ? t("overdue.phone", { wait }) : t("overdue.checkout", { wait })}
    </p>
  );
}
