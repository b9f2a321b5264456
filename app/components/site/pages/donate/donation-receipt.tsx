/**
 * What a recorded gift answers when the donor stays on the page (a pledge, or an online payment
 * whose page could not be opened): the amount in its currency, the reference code, and how the gift
 * is completed. It never says "paid": only the provider's confirmation does (the return message).
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { isDonationCurrency } from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";
import type { SubmissionReceipt } from "../../../../../core/submissions.ts";
import { formatMoney } from "../shared/money.ts";

export function DonationReceipt({
  receipt,
  offers,
}: {
  receipt: SubmissionReceipt;
  offers: readonly DonationOffer[];
}) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const d = receipt.donation;
  if (!d) return null;
  const currency = isDonationCurrency(d.currency) ? d.currency : "USD";
  // A way to pay that is online, yet the donor is still here: the provider could not be reached.
  const online = offers
    .find((o) => o.currency === currency)
    ?.methods.some((m) => m.method === d.method && m.provider !== null);
  if (receipt.checkoutUrl) return <ToCheckout url={receipt.checkoutUrl} />;
  return (
    <div className="space-y-3" data-testid="donation-receipt">
      <p>{t("donation.pledged", { amount: formatMoney(d.amount, currency, locale) })}</p>
      {receipt.reference ? (
        <p>
          <span className="font-semibold">
            {t("donation.reference", { code: receipt.reference })}
          </span>
          <br />
          <span className="font-normal">{t("donation.referenceHint")}</span>
        </p>
      ) : null}
      {online ? (
        <p className="font-normal">{t("donation.notStarted")}</p>
      ) : d.method === "card" || d.method === "sbp" ? (
        <p className="font-normal">{t("donation.cardPledge")}</p>
      ) : (
        <div className="font-normal">
          <p className="font-semibold">{t("donation.instructionsTitle")}</p>
          <p className="whitespace-pre-line">{d.instructions || t("donation.noInstructions")}</p>
        </div>
      )}
    </div>
  );
}

/**
 * The gift is recorded and its provider's page is ready: the browser goes on to it by a refresh
 * (no script needed; a form may post only to the site, so the answer cannot be a redirect), and
 * a link does the same for a browser that does not refresh.
 */
function ToCheckout({ url }: { url: string }) {
  const { t } = useTranslation("forms");
  return (
    <div className="space-y-3" data-testid="donation-to-checkout">
      <meta httpEquiv="refresh" content={`0;url=${url}`} />
      <p>{t("donation.toCheckout")}</p>
      <p>
        <a href={url} className="font-semibold text-sky-800 underline underline-offset-4">
          {t("donation.toCheckoutLink")}
        </a>
      </p>
    </div>
  );
}
