import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { SubmitRow } from "~/components/site/forms/form-fields.tsx";
import { SubmissionFields } from "~/components/site/forms/submission-fields.tsx";
import { IconBadge, LinkButton, Section } from "../shared/page-kit.tsx";

const ROLES = [
  { key: "sports", icon: "trophy", tone: "emerald" },
  { key: "french", icon: "book-open", tone: "violet" },
  { key: "outreach", icon: "megaphone", tone: "amber" },
  { key: "admin", icon: "briefcase", tone: "sky" },
] as const;

const BENEFITS = [
  { key: "impact", icon: "heart", tone: "rose" },
  { key: "growth", icon: "sparkles", tone: "amber" },
  { key: "community", icon: "earth", tone: "sky" },
  { key: "certificate", icon: "award", tone: "emerald" },
] as const;

export function VolunteerPage({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("volunteer");
  const testimonials = t("testimonials.items", { returnObjects: true });
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <LinkButton to="#apply" variant="light">
          {t("hero.apply")}
        </LinkButton>
        <LinkButton to="/get-involved" variant="onDark">
          {t("hero.learnMore")}
          <span className="sr-only"> {t("hero.learnMoreContext")}</span>
        </LinkButton>
      </PageHero>

      <Section labelledBy="vol-roles">
        <SectionHeading id="vol-roles" title={t("roles.title")} subtitle={t("roles.intro")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ROLES.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="flex h-full flex-col p-6">
                <IconBadge icon={icon} tone={tone} className="mb-4" />
                <h3 className="mb-2 text-lg font-semibold">{t(`roles.items.${key}.title`)}</h3>
                <p className="mb-4 text-slate-600">{t(`roles.items.${key}.text`)}</p>
                <Badge tone="blue" className="mt-auto self-start">
                  <Icon name="clock" className="size-3.5" />
                  {t(`roles.items.${key}.commitment`)}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="vol-benefits">
        <SectionHeading id="vol-benefits" title={t("benefits.title")} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, icon, tone }) => (
            <li key={key}>
              <Card className="h-full p-6 text-center">
                <IconBadge icon={icon} tone={tone} className="mx-auto mb-4" />
                <h3 className="mb-2 text-lg font-semibold">{t(`benefits.items.${key}.title`)}</h3>
                <p className="text-slate-600">{t(`benefits.items.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="apply" labelledBy="vol-form">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="vol-form" title={t("form.title")} subtitle={t("form.intro")} />
          <VolunteerForm result={result} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="vol-testimonials">
        <SectionHeading id="vol-testimonials" title={t("testimonials.title")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.author}>
              <Card className="h-full p-6">
                <figure className="flex h-full flex-col">
                  <Icon name="quote" className="mb-3 size-8 text-emerald-700" />
                  <blockquote className="mb-4 flex-1 text-slate-700 italic">{item.text}</blockquote>
                  <figcaption>
                    <span className="block font-semibold">{item.author}</span>
                    <span className="text-sm text-slate-600">{item.role}</span>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <LinkButton to="#apply">{t("hero.apply")}</LinkButton>
          <LinkButton to="/get-involved" variant="outline">
            {t("hero.learnMore")}
            <span className="sr-only"> {t("hero.learnMoreContext")}</span>
          </LinkButton>
        </div>
      </Section>
    </>
  );
}

function VolunteerForm({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("volunteer");
  const form = useSubmissionForm("volunteer", result, "vol");
  return (
    <Card className="p-6 sm:p-8">
      <VisitorForm
        form={form}
        id="volunteer-form"
        className="grid gap-5 sm:grid-cols-2"
        statusClassName="sm:col-span-2"
        success={t(form.emailed ? "form.success" : "form.successNoMail")}
      >
        <SubmissionFields kind="volunteer" form={form} t={t} />
        <SubmitRow label={t("form.submit")} />
      </VisitorForm>
    </Card>
  );
}
