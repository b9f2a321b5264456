import type { DonationCurrency } from "../../../../../core/donations.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { formatMoney } from "../shared/money.ts";

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
    <>
      <PageHero title={t("renew.title")} />
      <Container className="py-12 sm:py-16">
        <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
          <div role="status" aria-live="polite" data-testid="donate-renew-status">
            {shown === undefined ? null : (
              <p className="mb-6 text-lg font-medium">{t(`renew.${shown}`)}</p>
            )}
          </div>
          {shown === undefined || shown === "unavailable" ? (
            <form method="post" className="space-y-6">
              <p>{t("renew.text", { amount })}</p>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg" data-testid="donate-renew-pay">
                {t("renew.button", { amount })}
              </Button>
            </form>
          ) : (
            <p>
              <a
                href={localizedHref("/donate", locale)}
                className="font-semibold text-sky-800 underline underline-offset-4"
              >
                {t("stop.back")}
              </a>
            </p>
          )}
        </Card>
      </Container>
    </>
  );
}
