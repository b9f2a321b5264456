/**
 * The donation form's choices from the page's offer, all radio inputs (a document form, decision
 * 0023): the currency where the region has several, the preset amounts of each currency and the
 * ways to pay. A choice that differs by currency is drawn per currency and shown while that
 * currency is chosen (CSS `:has()`, no script); app/enhance/donation-amount.ts keeps the button
 * and the presets in step.
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { cn } from "~/components/ui/cn.ts";
import type {
  DonationCurrency,
  DonationMethod,
  DonorRegion,
} from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";
import { formatMoney } from "../shared/money.ts";
import { sameChoices, shownWhile } from "./offer-view.ts";

const METHOD_ICONS = {
  card: "credit-card",
  bank: "landmark",
  mobile: "smartphone",
  sbp: "wallet",
} as const;

const CHOICE =
  "flex cursor-pointer items-center justify-center rounded-md has-focus-visible:outline-2 has-focus-visible:outline-sky-600";

/** A choice's error line: always there (hidden while empty), the browser's check may fill it. */
export function ChoiceError({ id, text }: { id: string; text?: string }) {
  return (
    <p id={id} hidden={!text} className="mt-2 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/** The region's currencies as radios; a region of one currency sends it as a hidden input. */
export function CurrencyChoice({
  offers,
  currency,
  error,
}: {
  offers: readonly DonationOffer[];
  currency: DonationCurrency;
  error?: string;
}) {
  const { t } = useTranslation("donate");
  if (offers.length < 2) return <input type="hidden" name="currency" value={currency} />;
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">{t("form.currencyLegend")}</legend>
      <div className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1">
        {offers.map((o) => (
          <label
            key={o.currency}
            className={cn(
              CHOICE,
              "min-h-11 px-3 text-center text-sm font-semibold text-slate-700 hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow",
            )}
          >
            <input
              type="radio"
              name="currency"
              value={o.currency}
              defaultChecked={o.currency === currency}
              className="sr-only"
              aria-describedby={error ? "donate-currency-error" : undefined}
            />
            {t(`form.currencies.${o.currency}`)}
          </label>
        ))}
      </div>
      <ChoiceError id="donate-currency-error" text={error} />
    </fieldset>
  );
}

/** The preset amounts, per currency (each in its own), as radios named `amount`. */
export function PresetAmounts({
  offers,
  currency,
  chosen,
  locale,
}: {
  offers: readonly DonationOffer[];
  currency: DonationCurrency;
  /** The preset sent last time (a form sent back), if it was one. */
  chosen: string | undefined;
  locale: string;
}) {
  return offers.map((o) => {
    const labels = o.presets.map((amount) => formatMoney(amount, o.currency, locale));
    // Long amounts ("50 000 F CFA") take wider cells: three to a row, two on a phone.
    const long = labels.some((text) => text.length > 7);
    return (
      <div
        key={o.currency}
        data-presets={o.currency}
        className={cn(
          "grid gap-3",
          long ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-3 sm:grid-cols-6",
          offers.length > 1 && shownWhile([o.currency], offers.length),
        )}
      >
        {o.presets.map((amount, i) => (
          <label
            key={amount}
            data-testid="donate-preset"
            className={cn(
              CHOICE,
              "min-h-11 border border-slate-300 bg-white px-2 py-2 text-base font-semibold whitespace-nowrap text-slate-900 transition-colors hover:bg-slate-100",
              "has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white",
            )}
          >
            <input
              type="radio"
              name="amount"
              value={amount}
              defaultChecked={o.currency === currency && chosen === String(amount)}
              className="sr-only"
            />
            {labels[i]}
          </label>
        ))}
      </div>
    );
  });
}

/**
 * The ways to pay of the offer, in its order, each saying whether it is paid online now or is a
 * pledge the team follows up. Currencies with the same ways to pay share one group.
 */
export function MethodChoice({
  offers,
  currency,
  method,
  region,
  error,
}: {
  offers: readonly DonationOffer[];
  currency: DonationCurrency;
  method: DonationMethod;
  region: DonorRegion;
  error?: string;
}) {
  const { t } = useTranslation("donate");
  const groups = sameChoices(offers, (o) => JSON.stringify(o.methods));
  const hint = (m: DonationMethod) =>
    m === "mobile"
      ? region === "GH" || region === "TG" || region === "XOF"
        ? t(`form.methods.mobile.regions.${region}`)
        : t("form.methods.mobile.hint")
      : t(`form.methods.${m}.hint`);
  const pledge = (m: DonationMethod) =>
    m === "sbp" ? t("form.methods.sbp.hint") : t(`form.methods.${m}.hintPledge`);
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">{t("form.methodLegend")}</legend>
      {groups.map(({ currencies, offer }) => (
        <div
          key={offer.currency}
          className={cn("grid gap-3", shownWhile(currencies, offers.length))}
        >
          {offer.methods.map(({ method: m, provider }) => (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-slate-900 has-checked:bg-slate-50 has-checked:ring-1 has-checked:ring-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
            >
              <input
                type="radio"
                name="method"
                value={m}
                defaultChecked={currencies.includes(currency) && method === m}
                className="mt-1 size-4 shrink-0 accent-slate-900"
                aria-describedby={error ? "donate-method-error" : undefined}
              />
              <span>
                <span className="flex items-center gap-2 font-semibold">
                  <Icon name={METHOD_ICONS[m]} className="size-4" />
                  {t(`form.methods.${m}.label`)}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{hint(m)}</span>
                <span
                  className={cn(
                    "mt-1 block text-sm",
                    provider ? "font-medium text-emerald-800" : "text-slate-600",
                  )}
                >
                  {provider ? t("form.paidOnline") : pledge(m)}
                </span>
              </span>
            </label>
          ))}
        </div>
      ))}
      <ChoiceError id="donate-method-error" text={error} />
    </fieldset>
  );
}
