import type { DonationCurrency } from "../../../../../core/donations.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Button } from "~/components/ui/button.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { formatMoney } from "../shared/money.ts";
import { GiftLinkPage } from "./gift-link-page.tsx";

export type RenewOutcome = "invalid" | "stopped" | "unavailable";

/**
 * The page a monthly gift's reminder links to (`/donate/renew?token=…`): this month's amount and
 * one button that opens the payment page (a plain form that works without script). Rails without
 * pull payments (mobile money, SBP) are paid this way each month.
 */
export function RenewMonthlyPage({
  token,
  gift,
  outcome,
}: {
  token: string;
  gift: { amount: number; currency: DonationCurrency; active: boolean } | null;
  outcome?: RenewOutcome;
}) {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  const shown: RenewOutcome | undefined =
    outcome ?? (!gift ? "invalid" : gift.active ? undefined : "stopped");
  const amount = gift ? formatMoney(gift.amount, gift.currency, locale) : "";
  return (
    <GiftLinkPage
      title={t("renew.title")}
      status={shown === undefined ? undefined : t(`renew.${shown}`)}
      testId="donate-renew-status"
      token={token}
      form={
        shown === undefined || shown === "unavailable"
          ? {
              text: t("renew.text", { amount }),
              button: (
                <Button type="submit" size="lg" data-testid="donate-renew-pay">
                  {t("renew.button", { amount })}
                </Button>
              ),
            }
          : undefined
      }
      links={
        <a
          href={localizedHref("/donate", locale)}
          className="font-semibold text-sky-800 underline underline-offset-4"
        >
          {t("stop.back")}
        </a>
      }
    />
  );
}
