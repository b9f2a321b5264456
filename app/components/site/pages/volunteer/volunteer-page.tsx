import { useTranslation } from "~/i18n/use-translation.ts";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import {
  VOLUNTEER_OPPORTUNITIES,
  VOLUNTEER_AVAILABILITY,
} from "../../../../../core/submission-options.ts";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { Field } from "../shared/field.tsx";
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
  const f = useSubmissionForm("volunteer", result, "vol");
  const optional = t("form.optional");
  return (
    <Card className="p-6 sm:p-8">
      <VisitorForm
        form={f}
        id="volunteer-form"
        className="grid gap-5 sm:grid-cols-2"
        statusClassName="sm:col-span-2"
        success={t(f.emailed ? "form.success" : "form.successNoMail")}
      >
        <Field id="vol-firstName" {...f.field("firstName")} label={t("form.firstName")} required>
          <Input
            id="vol-firstName"
            {...f.control("firstName")}
            autoComplete="given-name"
            required
          />
        </Field>
        <Field id="vol-lastName" {...f.field("lastName")} label={t("form.lastName")} required>
          <Input id="vol-lastName" {...f.control("lastName")} autoComplete="family-name" required />
        </Field>
        <Field id="vol-email" {...f.field("email")} label={t("form.email")} required>
          <Input
            id="vol-email"
            {...f.control("email")}
            type="email"
            autoComplete="email"
            required
          />
        </Field>
        <Field id="vol-phone" {...f.field("phone")} label={t("form.phone")} optionalText={optional}>
          <Input id="vol-phone" {...f.control("phone")} type="tel" autoComplete="tel" />
        </Field>
        <Field
          id="vol-location"
          {...f.field("location")}
          label={t("form.location")}
          required
          className="sm:col-span-2"
        >
          <Input
            id="vol-location"
            {...f.control("location")}
            autoComplete="address-level2"
            required
          />
        </Field>
        <Field
          id="vol-opportunity"
          {...f.field("opportunity")}
          label={t("form.opportunity")}
          required
        >
          <Select id="vol-opportunity" {...f.control("opportunity")} required>
            <option value="" disabled>
              {t("form.opportunityPlaceholder")}
            </option>
            {VOLUNTEER_OPPORTUNITIES.map((o) => (
              <option key={o} value={o}>
                {t(`form.opportunities.${o}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="vol-availability"
          {...f.field("availability")}
          label={t("form.availability")}
          required
        >
          <Select id="vol-availability" {...f.control("availability")} required>
            <option value="" disabled>
              {t("form.availabilityPlaceholder")}
            </option>
            {VOLUNTEER_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {t(`form.availabilities.${a}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="vol-experience"
          {...f.field("experience")}
          label={t("form.experience")}
          required
          className="sm:col-span-2"
        >
          <Textarea
            id="vol-experience"
            {...f.control("experience")}
            rows={5}
            required
            placeholder={t("form.experiencePlaceholder")}
          />
        </Field>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="vol-remote"
            name="remote"
            type="checkbox"
            defaultChecked={f.values.remote === "on"}
            className="mt-0.5 size-5 accent-slate-900"
          />
          <label htmlFor="vol-remote" className="text-sm">
            {t("form.remote")} <span className="text-slate-600">{optional}</span>
          </label>
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="vol-terms"
            name="terms"
            type="checkbox"
            required
            defaultChecked={f.values.terms === "on"}
            {...f.invalid("terms")}
            className="mt-0.5 size-5 accent-slate-900"
          />
          <label htmlFor="vol-terms" className="text-sm">
            {t("form.terms")}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {f.message("terms") ? (
          <p
            id={f.errorId("terms")}
            className="-mt-3 text-sm font-medium text-red-700 sm:col-span-2"
          >
            {f.message("terms")}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {t("form.submit")}
          </Button>
        </div>
      </VisitorForm>
    </Card>
  );
}
