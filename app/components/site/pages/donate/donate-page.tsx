import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { CheckList, IconBadge, Section, CallToAction } from "../shared/page-kit.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { numberFormat } from "~/lib/intl.ts";
import type { DonorRegion } from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";

import { DonationForm } from "./donation-form.tsx";

const WHY = [
  { key: "talent", icon: "award", tone: "amber" },
  { key: "education", icon: "graduation-cap", tone: "sky" },
  { key: "community", icon: "users", tone: "emerald" },
] as const;

/** Back from a payment page: what the provider has confirmed so far. */
export type Returned = "paid" | "processing" | "failed" | "cancelled";
const RETURNED_TONE: Record<Returned, string> = {
  paid: "border-emerald-200 bg-emerald-50 text-emerald-950",
  processing: "border-sky-200 bg-sky-50 text-sky-950",
  failed: "border-amber-300 bg-amber-50 text-amber-950",
  cancelled: "border-slate-300 bg-white text-slate-900",
};

export function DonatePage({
  result,
  returned = null,
  region,
  offers,
  initial,
}: {
  result?: SubmissionActionData;
  returned?: Returned | null;
  region: DonorRegion;
  offers: readonly DonationOffer[];
  /** The choices of a gift that did not go through, to try again. */
  initial?: Record<string, string>;
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
            className={`mb-8 rounded-lg border p-4 font-medium ${RETURNED_TONE[returned]}`}
          >
            {tf(`donation.${returned}`)}
            {returned === "failed" || returned === "cancelled" ? (
              <>
                {" "}
                <a href="#donate-form" className="font-semibold underline underline-offset-4">
                  {tf("donation.tryAgain")}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-3">
          <DonationForm result={result} region={region} offers={offers} initial={initial} />
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
