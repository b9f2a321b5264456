/**
 * The donation form and what a pledge answers (amount, reference code, the foundation's
 * instructions), on the donate page.
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { DONATION_PRESETS, PAYMENT_METHODS } from "../../../../../core/constants.ts";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { cn } from "~/components/ui/cn.ts";
import { usePageLocale, useRootData } from "~/i18n/page-locale.ts";
import { formatUsd, parseAmount } from "../shared/money.ts";
import { Field } from "../shared/field.tsx";
import { SubmissionFields } from "~/components/site/forms/submission-fields.tsx";
import type { SubmissionReceipt } from "../../../../../core/submissions.ts";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";

type Frequency = "one-time" | "monthly";
type Method = (typeof PAYMENT_METHODS)[number];
const METHOD_ICONS = { card: "credit-card", bank: "landmark", mobile: "smartphone" } as const;

/** What a pledge answers: amount, reference code, the foundation's instructions; never "paid". */
function DonationReceipt({ receipt }: { receipt: SubmissionReceipt }) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const d = receipt.donation;
  if (!d) return null;
  return (
    <div className="space-y-3" data-testid="donation-receipt">
      <p>{t("donation.pledged", { amount: formatUsd(d.amount, locale) })}</p>
      {receipt.reference ? (
        <p>
          <span className="font-semibold">
            {t("donation.reference", { code: receipt.reference })}
          </span>
          <br />
          <span className="font-normal">{t("donation.referenceHint")}</span>
        </p>
      ) : null}
      {d.method === "card" ? (
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

/** The button's text for an amount and a frequency ("Donate $100 monthly"); the script follows it. */
function useDonateLabels() {
  const { t } = useTranslation("donate");
  return {
    none: t("form.donateNow"),
    once: t("form.donateAmount", { amount: "{{amount}}" }),
    monthly: t("form.donateAmountMonthly", { amount: "{{amount}}" }),
  };
}

/**
 * The donation form, a document form (decision 0023): the frequency, the preset amounts and the
 * method are radio inputs, so it works without script; app/enhance/donation-amount.ts keeps the
 * button's text in step with the choice and clears a preset when another amount is typed (the
 * server takes a typed amount over a preset, so the form is right without script too).
 */
export function DonationForm({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  const cardOnline = useRootData()?.settings.cardPaymentsOnline ?? false;
  const f = useSubmissionForm("donation", result, "donate");
  const labels = useDonateLabels();
  const sent = f.values;
  const frequency: Frequency = sent.frequency === "monthly" ? "monthly" : "one-time";
  const preset = DONATION_PRESETS.find((p) => String(p) === sent.amount);
  // Without online card payments a card choice is only a pledge: bank transfer comes first.
  const method: Method = (PAYMENT_METHODS as readonly string[]).includes(sent.method ?? "")
    ? (sent.method as Method)
    : cardOnline
      ? "card"
      : "bank";
  const value = parseAmount(sent.customAmount || sent.amount || "");
  const label =
    value === null
      ? labels.none
      : (frequency === "monthly" ? labels.monthly : labels.once).replace(
          "{{amount}}",
          formatUsd(value, locale),
        );
  const choice =
    "flex cursor-pointer items-center justify-center rounded-md has-focus-visible:outline-2 has-focus-visible:outline-sky-600";

  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      <h2 id="donate-form-title" className="mb-6 text-2xl font-bold">
        {t("form.title")}
      </h2>
      <VisitorForm
        form={f}
        id="donate-form"
        className="space-y-8"
        navigate
        success={result?.ok ? <DonationReceipt receipt={result.receipt} /> : null}
      >
        <div
          className="space-y-8"
          data-enhance="donation-amount"
          data-locale={locale}
          data-label-none={labels.none}
          data-label-once={labels.once}
          data-label-monthly={labels.monthly}
        >
          <fieldset>
            <legend className="mb-3 font-semibold">{t("form.frequencyLegend")}</legend>
            <div className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1">
              {(["one-time", "monthly"] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    choice,
                    "min-h-11 px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow",
                  )}
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

          <fieldset>
            <legend className="mb-3 font-semibold">{t("form.amountLegend")}</legend>
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
              {DONATION_PRESETS.map((amount) => (
                <label
                  key={amount}
                  data-testid="donate-preset"
                  className={cn(
                    choice,
                    "min-h-11 border border-slate-300 bg-white px-2 py-2 text-base font-semibold text-slate-900 transition-colors hover:bg-slate-100",
                    "has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white",
                  )}
                >
                  <input
                    type="radio"
                    name="amount"
                    value={amount}
                    defaultChecked={preset === amount && !sent.customAmount}
                    className="sr-only"
                  />
                  {formatUsd(amount, locale)}
                </label>
              ))}
            </div>
            <Field
              id="donate-customAmount"
              label={t("form.customLabel")}
              className="mt-4"
              {...f.field("amount")}
            >
              <Input
                id="donate-customAmount"
                name="customAmount"
                defaultValue={sent.customAmount ?? ""}
                {...f.invalid("amount")}
                type="number"
                inputMode="decimal"
                min="1"
                step="any"
                placeholder={t("form.customPlaceholder")}
                className="h-11 max-w-xs"
              />
            </Field>
          </fieldset>

          <fieldset>
            <legend className="mb-3 font-semibold">{t("form.methodLegend")}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {PAYMENT_METHODS.map((m) => (
                <label
                  key={m}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-slate-900 has-checked:bg-slate-50 has-checked:ring-1 has-checked:ring-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
                >
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    defaultChecked={method === m}
                    className="mt-1 size-4 shrink-0 accent-slate-900"
                  />
                  <span>
                    <span className="flex items-center gap-2 font-semibold">
                      <Icon name={METHOD_ICONS[m]} className="size-4" />
                      {t(`form.methods.${m}.label`)}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {m === "card" && !cardOnline
                        ? t("form.methods.card.hintPledge")
                        : t(`form.methods.${m}.hint`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

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
              {cardOnline ? t("form.secure") : t("form.pledgeOnly")}
            </p>
          </div>
        </div>
      </VisitorForm>
    </Card>
  );
}
