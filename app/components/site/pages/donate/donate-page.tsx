import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedHref } from "~/i18n/locale-path.ts";
import {
  Award,
  CreditCard,
  GraduationCap,
  Info,
  Landmark,
  Lock,
  Smartphone,
  Users,
} from "lucide-react";
import { DONATION_PRESETS, PAYMENT_METHODS } from "../../../../../core/constants.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { cn } from "~/components/ui/cn.ts";
import { CheckList, IconBadge, Section, usePageLocale, CallToAction } from "../shared/page-kit.tsx";
import { formatUsd } from "../shared/money.ts";

type Frequency = "one-time" | "monthly";
type Method = (typeof PAYMENT_METHODS)[number];
const METHOD_ICONS = { card: CreditCard, bank: Landmark, mobile: Smartphone } as const;

const WHY = [
  { key: "talent", icon: Award, tone: "amber" },
  { key: "education", icon: GraduationCap, tone: "sky" },
  { key: "community", icon: Users, tone: "emerald" },
] as const;

/** The amount typed or chosen, or null when there is none. */
export function parseAmount(raw: string): number | null {
  const value = Number(raw.replace(",", "."));
  return raw.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}

export function DonatePage({ submitted = false }: { submitted?: boolean }) {
  const { t } = useTranslation("donate");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />

      <Section tone="muted" labelledBy="donate-form-title">
        <div className="grid gap-8 lg:grid-cols-3">
          <DonationForm initialNotice={submitted} />
          <aside className="space-y-6" aria-label={t("impact.title")}>
            <Card className="p-6">
              <h2 className="mb-4 text-xl font-semibold">{t("impact.title")}</h2>
              <CheckList
                items={t("impact.items", { returnObjects: true }) as string[]}
                className="text-slate-700"
              />
            </Card>
            <Card className="p-6">
              <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
                <Info aria-hidden="true" className="size-5 text-sky-700" />
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
  const pct = new Intl.NumberFormat(locale, { style: "percent" });
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

function DonationForm({ initialNotice }: { initialNotice: boolean }) {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  const [frequency, setFrequency] = useState<Frequency>("one-time");
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<Method>("card");
  const [notice, setNotice] = useState(initialNotice);
  const customId = useId();

  const value = parseAmount(amount);
  const label =
    value === null
      ? t("form.donateNow")
      : t(frequency === "monthly" ? "form.donateAmountMonthly" : "form.donateAmount", {
          amount: formatUsd(value, locale),
        });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // No payment provider yet (SPEC §2): nothing is sent, the visitor is told so.
    e.preventDefault();
    setNotice(true);
  };

  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      <h2 id="donate-form-title" className="mb-6 text-2xl font-bold">
        {t("form.title")}
      </h2>
      <form method="post" onSubmit={onSubmit} className="space-y-8" data-testid="donate-form">
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
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              placeholder={t("form.customPlaceholder")}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="h-11 max-w-xs"
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 font-semibold">{t("form.methodLegend")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {PAYMENT_METHODS.map((m) => {
              const Icon = METHOD_ICONS[m];
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
                    className="mt-1 size-4 accent-slate-900"
                  />
                  <span>
                    <span className="flex items-center gap-2 font-semibold">
                      <Icon aria-hidden="true" className="size-4" />
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

        <div>
          <Button type="submit" size="lg" className="w-full text-base" data-testid="donate-submit">
            {label}
          </Button>
          <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {t("form.secure")}
          </p>
          <div role="status" aria-live="polite" data-testid="donate-notice">
            {notice ? (
              <p className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950">
                {t("form.notice")}{" "}
                <Link
                  to={localizedHref("/contact", locale)}
                  className="font-semibold underline underline-offset-4"
                >
                  {t("form.noticeContact")}
                </Link>
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </Card>
  );
}
