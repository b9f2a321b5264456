/**
 * The donation form, a document form (decision 0023): where the donor gives from (a GET form of
 * its own above it), then the frequency, the currency, the preset amounts and the way to pay as
 * radio inputs, all from the region's offer, so it works without script.
 * app/enhance/donation-amount.ts keeps the button's text in step with the choice and clears a
 * preset when another amount is typed (the server takes a typed amount over a preset, so the form
 * is right without script too).
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { CURRENCY_RULES, type DonorRegion } from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";
import { formatMoney, parseAmount } from "../shared/money.ts";
import { Field } from "../shared/field.tsx";
import { SubmissionFields } from "~/components/site/forms/submission-fields.tsx";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import {
  type SubmissionForm,
  useSubmissionForm,
} from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { CurrencyChoice, MethodChoice, PresetAmounts } from "./donation-choices.tsx";
import { DonationReceipt } from "./donation-receipt.tsx";
import {
  amountRefusal,
  chosenOffer,
  clientRangeOf,
  currencySign,
  startingMethod,
} from "./offer-view.ts";
import { RegionForm } from "./region-form.tsx";

/** The button's text for an amount and a frequency ("Donate $100 monthly"); the script follows it. */
function useDonateLabels() {
  const { t } = useTranslation("donate");
  return {
    none: t("form.donateNow"),
    once: t("form.donateAmount", { amount: "{{amount}}" }),
    monthly: t("form.donateAmountMonthly", { amount: "{{amount}}" }),
  };
}

/** The form's attributes with the amount's range, in the page's currency, for the browser's check. */
function withRangeMessage(f: SubmissionForm, amountRange: string): SubmissionForm {
  return {
    ...f,
    documentForm: (id) => {
      const attributes = f.documentForm(id);
      const messages = JSON.parse(attributes["data-messages"]) as Record<string, string>;
      return { ...attributes, "data-messages": JSON.stringify({ ...messages, amountRange }) };
    },
  };
}

export function DonationForm({
  result,
  region,
  offers,
  initial,
}: {
  result?: SubmissionActionData;
  region: DonorRegion;
  /** What the region is offered: per currency, the ways to pay and the preset amounts. */
  offers: readonly DonationOffer[];
  /** The choices to start from (a payment that did not go through, to try again). */
  initial?: Record<string, string>;
}) {
  const { t } = useTranslation("donate");
  const { t: tf } = useTranslation("forms");
  const locale = usePageLocale();
  const base = useSubmissionForm("donation", result, "donate");
  const labels = useDonateLabels();
  const sent = result && !result.ok ? base.values : (initial ?? {});
  const offer = chosenOffer(offers, sent.currency);
  if (!offer) return null;
  const currency = offer.currency;
  const frequency = sent.frequency === "monthly" ? "monthly" : "one-time";
  const method = startingMethod(offer, sent.method);
  const f = withRangeMessage(
    base,
    tf("errors.amountRange", clientRangeOf(offers, currency, locale)),
  );
  // An amount that is not one of the currency's presets is shown as typed.
  const isPreset = offer.presets.some((p) => String(p) === sent.amount);
  const preset = !sent.customAmount && isPreset ? sent.amount : undefined;
  const custom = sent.customAmount || (isPreset ? "" : (sent.amount ?? ""));
  const value = parseAmount(custom || preset || "");
  const label =
    value === null
      ? labels.none
      : (frequency === "monthly" ? labels.monthly : labels.once).replace(
          "{{amount}}",
          formatMoney(value, currency, locale),
        );
  const amountField = f.field("amount");
  const amountError = amountRefusal(tf, f.errors.amount, currency, locale) ?? amountField.error;
  const online = offers.some((o) => o.methods.some((m) => m.provider !== null));

  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      <h2 id="donate-form-title" className="mb-6 text-2xl font-bold">
        {t("form.title")}
      </h2>
      <RegionForm region={region} locale={locale} />
      <VisitorForm
        form={f}
        id="donate-form"
        className="space-y-8"
        navigate
        success={result?.ok ? <DonationReceipt receipt={result.receipt} offers={offers} /> : null}
      >
        <div
          className="group/donate space-y-8"
          data-enhance="donation-amount"
          data-locale={locale}
          data-label-none={labels.none}
          data-label-once={labels.once}
          data-label-monthly={labels.monthly}
        >
          <input type="hidden" name="region" value={region} />
          <fieldset>
            <legend className="mb-3 font-semibold">{t("form.frequencyLegend")}</legend>
            <div className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1">
              {(["one-time", "monthly"] as const).map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
                >
                  <input
                    type="radio"
                    name="frequency"
                    value={option}
                    defaultChecked={frequency === option}
                    className="sr-only"
                  />
                  {option === "one-time" ? t("form.oneTime") : t("form.monthly")}
                </label>
              ))}
            </div>
          </fieldset>

          <CurrencyChoice
            offers={offers}
            currency={currency}
            error={f.errors.currency ? t("form.currencyInvalid") : undefined}
          />

          <fieldset>
            <legend className="mb-3 font-semibold">{t("form.amountLegend")}</legend>
            <PresetAmounts offers={offers} currency={currency} chosen={preset} locale={locale} />
            <Field
              id="donate-customAmount"
              label={t("form.customLabel", {
                currency: offers.map((o) => currencySign(o.currency, locale)).join(" / "),
              })}
              className="mt-4"
              {...amountField}
              error={amountError}
            >
              <Input
                id="donate-customAmount"
                name="customAmount"
                defaultValue={custom}
                {...f.invalid("amount")}
                type="number"
                inputMode="decimal"
                min={CURRENCY_RULES[currency].min}
                step="any"
                placeholder={t("form.customPlaceholder")}
                className="h-11 max-w-xs"
              />
            </Field>
          </fieldset>

          <MethodChoice
            offers={offers}
            currency={currency}
            method={method}
            region={region}
            error={f.errors.method ? t("form.methodInvalid") : undefined}
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <SubmissionFields kind="donation" form={f} t={t} />
          </div>

          <div>
            <Button
              type="submit"
              size="lg"
              className="w-full text-base"
              data-testid="donate-submit"
            >
              {label}
            </Button>
            <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600">
              <Icon name="lock" className="size-4 shrink-0" />
              {online ? t("form.secure") : t("form.pledgeOnly")}
            </p>
          </div>
        </div>
      </VisitorForm>
    </Card>
  );
}
