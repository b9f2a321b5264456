import { useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Form } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { DONATION_PRESETS, PAYMENT_METHODS } from "../../../../../core/constants.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { cn } from "~/components/ui/cn.ts";
import { CheckList, IconBadge, Section, CallToAction } from "../shared/page-kit.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { formatUsd } from "../shared/money.ts";
import { Field } from "../shared/field.tsx";
import type { SubmissionReceipt } from "../../../../../core/submissions.ts";
import { FormStatus, Honeypot } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { numberFormat } from "~/lib/intl.ts";

type Frequency = "one-time" | "monthly";
type Method = (typeof PAYMENT_METHODS)[number];
const METHOD_ICONS = { card: "credit-card", bank: "landmark", mobile: "smartphone" } as const;

const WHY = [
  { key: "talent", icon: "award", tone: "amber" },
  { key: "education", icon: "graduation-cap", tone: "sky" },
  { key: "community", icon: "users", tone: "emerald" },
] as const;

/** The amount typed or chosen, or null when there is none. */
export function parseAmount(raw: string): number | null {
  const value = Number(raw.replace(",", "."));
  return raw.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}

export function DonatePage({
  result,
  returned = null,
}: {
  result?: SubmissionActionData;
  /** Back from card checkout: what the payment processor has confirmed so far. */
  returned?: "paid" | "processing" | "cancelled" | null;
}) {
  const { t } = useTranslation("donate");
  const { t: tf } = useTranslation("forms");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <Section tone="muted" labelledBy="donate-form-title">
        {returned ? (
          <p
            role="status"
            data-testid="donate-returned"
            className="mb-8 rounded-lg border border-sky-200 bg-sky-50 p-4 font-medium text-sky-950"
          >
            {tf(`donation.${returned}`)}
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-3">
          <DonationForm result={result} />
          <aside className="space-y-6" aria-label={t("impact.title")}>
            <Card className="p-6">
              <h2 className="mb-4 text-xl font-semibold">{t("impact.title")}</h2>
              <CheckList
                items={t("impact.items", { returnObjects: true })}
                className="text-slate-700"
              />
            </Card>
            <Card className="p-6">
              <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
                <Icon name="info" className="size-5 text-sky-700" />
                {t("tax.title")}
              </h2>
              <p className="text-slate-700">{t("tax.text")}</p>
            </Card>
            <Transparency />
          </aside>
        </div>
      </Section>

      <Section labelledBy="donate-why">
        <SectionHeading id="donate-why" title={t("why.title")} subtitle={t("why.intro")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {WHY.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="h-full p-6 text-center">
                <IconBadge icon={icon} tone={tone} className="mx-auto mb-4" />
                <h3 className="mb-2 text-xl font-semibold">{t(`why.cards.${key}.title`)}</h3>
                <p className="text-slate-600">{t(`why.cards.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="donate-contact"
        title={t("contact.title")}
        text={t("contact.text")}
        actions={[{ to: "/contact", label: t("contact.action") }]}
      />
    </>
  );
}

function Transparency() {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  const pct = numberFormat(locale, { style: "percent" });
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">{t("transparency.title")}</h2>
      <div className="mb-3 flex h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="w-[95%] bg-emerald-600" />
        <div className="w-[5%] bg-amber-500" />
      </div>
      <ul className="mb-3 grid grid-cols-2 gap-2 text-sm">
        <li>
          <span className="text-2xl font-bold text-emerald-800">{pct.format(0.95)}</span>{" "}
          {t("transparency.programs")}
        </li>
        <li>
          <span className="text-2xl font-bold text-amber-800">{pct.format(0.05)}</span>{" "}
          {t("transparency.admin")}
        </li>
      </ul>
      <p className="text-sm text-slate-700">{t("transparency.text")}</p>
    </Card>
  );
}

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

function DonationForm({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("donate");
  const { t: tf } = useTranslation("forms");
  const locale = usePageLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const f = useSubmissionForm("donation", result, "donate", formRef);
  const [frequency, setFrequency] = useState<Frequency>("one-time");
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<Method>("card");
  const customId = useId();

  const value = parseAmount(amount);
  const label =
    value === null
      ? t("form.donateNow")
      : t(frequency === "monthly" ? "form.donateAmountMonthly" : "form.donateAmount", {
          amount: formatUsd(value, locale),
        });

  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      <h2 id="donate-form-title" className="mb-6 text-2xl font-bold">
        {t("form.title")}
      </h2>
      <Form
        method="post"
        ref={formRef}
        onSubmit={f.onSubmit}
        noValidate
        className="relative space-y-8"
        data-testid="donate-form"
      >
        <Honeypot />
        <fieldset>
          <legend className="mb-3 font-semibold">{t("form.frequencyLegend")}</legend>
          <div className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1">
            {(["one-time", "monthly"] as const).map((f) => (
              <label
                key={f}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-sky-600",
                  frequency === f
                    ? "bg-white text-slate-900 shadow"
                    : "text-slate-700 hover:text-slate-900",
                )}
              >
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                  className="sr-only"
                />
                {f === "one-time" ? t("form.oneTime") : t("form.monthly")}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 font-semibold">{t("form.amountLegend")}</legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            {DONATION_PRESETS.map((preset) => {
              const pressed = value === preset;
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={pressed}
                  data-testid="donate-preset"
                  onClick={() => setAmount(String(preset))}
                  className={cn(
                    "min-h-11 rounded-md border px-2 py-2 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                    pressed
                      ? "border-slate-900 bg-slate-900 text-white"
                      : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
                  )}
                >
                  {formatUsd(preset, locale)}
                </button>
              );
            })}
          </div>
          <div className="mt-4 space-y-2">
            <Label htmlFor={customId} className="block">
              <span className="leading-snug">{t("form.customLabel")}</span>
            </Label>
            <Input
              id={customId}
              name="amount"
              aria-invalid={f.errors.amount ? true : undefined}
              aria-describedby={f.errors.amount ? f.errorId("amount") : undefined}
              type="number"
              inputMode="decimal"
              min="1"
              step="any"
              placeholder={t("form.customPlaceholder")}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="h-11 max-w-xs"
            />
            {f.message("amount") ? (
              <p id={f.errorId("amount")} className="text-sm font-medium text-red-700">
                {f.message("amount")}
              </p>
            ) : null}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 font-semibold">{t("form.methodLegend")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {PAYMENT_METHODS.map((m) => {
              return (
                <label
                  key={m}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-focus-visible:outline-2 has-focus-visible:outline-sky-600",
                    method === m
                      ? "border-slate-900 bg-slate-50 ring-1 ring-slate-900"
                      : "border-slate-300 bg-white",
                  )}
                >
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    onChange={() => setMethod(m)}
                    className="mt-1 size-4 shrink-0 accent-slate-900"
                  />
                  <span>
                    <span className="flex items-center gap-2 font-semibold">
                      <Icon name={METHOD_ICONS[m]} className="size-4" />
                      {t(`form.methods.${m}.label`)}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {t(`form.methods.${m}.hint`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="donate-name" label={tf("donation.name")} required {...f.field("name")}>
            <Input
              id="donate-name"
              autoComplete="name"
              required
              maxLength={120}
              {...f.control("name")}
            />
          </Field>
          <Field id="donate-email" label={tf("donation.email")} required {...f.field("email")}>
            <Input
              id="donate-email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              {...f.control("email")}
            />
          </Field>
        </div>

        <div>
          <Button
            type="submit"
            size="lg"
            className="w-full text-base"
            data-testid="donate-submit"
            disabled={f.sending}
          >
            {f.sending ? tf("sending") : label}
          </Button>
          <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600">
            <Icon name="lock" className="size-4 shrink-0" />
            {t("form.secure")}
          </p>
          <FormStatus done={f.done} error={f.formError} testId="donate-status">
            {result?.ok ? <DonationReceipt receipt={result.receipt} /> : null}
          </FormStatus>
        </div>
      </Form>
    </Card>
  );
}
