import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { SubmitRow } from "~/components/site/forms/form-fields.tsx";
import { SubmissionFields } from "~/components/site/forms/submission-fields.tsx";
import { CheckList, IconBadge, LinkButton, Section } from "../shared/page-kit.tsx";

const TYPES = [
  { key: "corporate", icon: "building", tone: "sky" },
  { key: "strategic", icon: "target", tone: "violet" },
  { key: "inkind", icon: "package", tone: "amber" },
  { key: "skills", icon: "wrench", tone: "emerald" },
] as const;

const REASONS = [
  { key: "impact", icon: "chart-column", tone: "emerald" },
  { key: "reach", icon: "earth", tone: "sky" },
  { key: "trust", icon: "shield-check", tone: "amber" },
  { key: "network", icon: "network", tone: "violet" },
] as const;

const LEVELS = ["community", "program", "strategic"] as const;

export function PartnerPage({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("partner");
  const partners = t("partners.items", { returnObjects: true });
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <LinkButton to="/contact" variant="light" icon="calendar-clock">
          {t("hero.meeting")}
        </LinkButton>
        <LinkButton to="/contact" variant="onDark" icon="file-text">
          {t("hero.prospectus")}
        </LinkButton>
      </PageHero>

      <Section labelledBy="partner-types">
        <SectionHeading id="partner-types" title={t("types.title")} subtitle={t("types.intro")} />
        <ul className="grid gap-6 md:grid-cols-2">
          {TYPES.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="h-full p-6">
                <div className="mb-3 flex items-center gap-3">
                  <IconBadge icon={icon} tone={tone} />
                  <h3 className="text-xl font-semibold">{t(`types.items.${key}.title`)}</h3>
                </div>
                <p className="mb-4 text-slate-600">{t(`types.items.${key}.text`)}</p>
                <p className="mb-2 text-sm font-semibold text-slate-800">
                  {t("types.benefitsLabel")}
                </p>
                <CheckList
                  items={t(`types.items.${key}.benefits`, { returnObjects: true })}
                  className="text-sm text-slate-700"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="partner-reasons">
        <SectionHeading id="partner-reasons" title={t("reasons.title")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="h-full p-6 text-center">
                <IconBadge icon={icon} tone={tone} className="mx-auto mb-4" />
                <h3 className="mb-2 text-lg font-semibold">{t(`reasons.items.${key}.title`)}</h3>
                <p className="text-slate-600">{t(`reasons.items.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="partner-levels">
        <SectionHeading id="partner-levels" title={t("levels.title")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {LEVELS.map((key, i) => (
            <li key={key} className="min-w-0">
              <Card
                className={`flex h-full flex-col p-6 sm:p-8 ${i === 1 ? "border-2 border-emerald-700" : ""}`}
              >
                <h3 className="text-xl font-semibold">{t(`levels.items.${key}.title`)}</h3>
                <p className="my-4 text-xl font-extrabold break-words text-emerald-800 sm:text-2xl">
                  {t(`levels.items.${key}.range`)}
                </p>
                <CheckList
                  items={t(`levels.items.${key}.benefits`, { returnObjects: true })}
                  className="text-slate-700"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="partner-samples">
        <SectionHeading id="partner-samples" title={t("partners.title")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {partners.map((p) => (
            <li key={p.name}>
              <Card className="h-full p-6">
                <div className="mb-3 flex items-center gap-3">
                  <IconBadge icon="handshake" tone="slate" />
                  <div>
                    <h3 className="font-semibold">{p.name}</h3>
                    <Badge tone="secondary">{p.type}</Badge>
                  </div>
                </div>
                <p className="text-slate-600">{p.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="inquiry" labelledBy="partner-form-title">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="partner-form-title"
            title={t("form.title")}
            subtitle={t("form.intro")}
          />
          <PartnerForm result={result} />
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            <div className="flex flex-wrap justify-center gap-4">
              <LinkButton to="/contact" icon="calendar-clock">
                {t("hero.meeting")}
              </LinkButton>
              <LinkButton to="/contact" variant="outline" icon="file-text">
                {t("hero.prospectus")}
              </LinkButton>
            </div>
            <p className="text-sm text-slate-600">{t("hero.prospectusNote")}</p>
          </div>
        </div>
      </Section>
    </>
  );
}

function PartnerForm({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("partner");
  const form = useSubmissionForm("partner", result, "pf");
  return (
    <Card className="p-6 sm:p-8">
      <VisitorForm
        form={form}
        id="partner-form"
        className="grid gap-5 sm:grid-cols-2"
        statusClassName="sm:col-span-2"
        success={t("form.success")}
      >
        <SubmissionFields kind="partner" form={form} t={t} />
        <SubmitRow label={t("form.submit")} />
      </VisitorForm>
    </Card>
  );
}
