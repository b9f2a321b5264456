import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  Award,
  BookOpen,
  Briefcase,
  Clock,
  Globe2,
  Heart,
  Megaphone,
  Quote,
  Sparkles,
  Trophy,
} from "lucide-react";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { Field, FormNotice } from "../shared/field.tsx";
import { IconBadge, LinkButton, Section } from "../shared/page-kit.tsx";

/** SPEC §9: role values and availability options of the volunteer application. */
export const VOLUNTEER_OPPORTUNITIES = ["sports", "french", "outreach", "admin", "other"] as const;
export const VOLUNTEER_AVAILABILITY = ["2-4", "4-6", "6-8", "8+"] as const;

const ROLES = [
  { key: "sports", icon: Trophy, tone: "emerald" },
  { key: "french", icon: BookOpen, tone: "violet" },
  { key: "outreach", icon: Megaphone, tone: "amber" },
  { key: "admin", icon: Briefcase, tone: "sky" },
] as const;

const BENEFITS = [
  { key: "impact", icon: Heart, tone: "rose" },
  { key: "growth", icon: Sparkles, tone: "amber" },
  { key: "community", icon: Globe2, tone: "sky" },
  { key: "certificate", icon: Award, tone: "emerald" },
] as const;

interface Testimonial {
  text: string;
  author: string;
  role: string;
}

export function VolunteerPage({ submitted = false }: { submitted?: boolean }) {
  const { t } = useTranslation("volunteer");
  const testimonials = t("testimonials.items", { returnObjects: true }) as Testimonial[];
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <LinkButton to="#apply" variant="light">
          {t("hero.apply")}
        </LinkButton>
        <LinkButton to="/get-involved" variant="onDark">
          {t("hero.learnMore")}
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
                  <Clock aria-hidden="true" className="size-3.5" />
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
          <VolunteerForm initialNotice={submitted} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="vol-testimonials">
        <SectionHeading id="vol-testimonials" title={t("testimonials.title")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.author}>
              <Card className="h-full p-6">
                <figure className="flex h-full flex-col">
                  <Quote aria-hidden="true" className="mb-3 size-8 text-emerald-700" />
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
          </LinkButton>
        </div>
      </Section>
    </>
  );
}

function VolunteerForm({ initialNotice }: { initialNotice: boolean }) {
  const { t } = useTranslation("volunteer");
  const [notice, setNotice] = useState(initialNotice);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Applications are not received online yet: say so instead of pretending it was sent.
    e.preventDefault();
    setNotice(true);
  };
  const optional = t("form.optional");
  return (
    <Card className="p-6 sm:p-8">
      <form
        method="post"
        onSubmit={onSubmit}
        data-testid="volunteer-form"
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field id="vol-firstName" label={t("form.firstName")} required>
          <Input id="vol-firstName" name="firstName" autoComplete="given-name" required />
        </Field>
        <Field id="vol-lastName" label={t("form.lastName")} required>
          <Input id="vol-lastName" name="lastName" autoComplete="family-name" required />
        </Field>
        <Field id="vol-email" label={t("form.email")} required>
          <Input id="vol-email" name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id="vol-phone" label={t("form.phone")} optionalText={optional}>
          <Input id="vol-phone" name="phone" type="tel" autoComplete="tel" />
        </Field>
        <Field id="vol-location" label={t("form.location")} required className="sm:col-span-2">
          <Input id="vol-location" name="location" autoComplete="address-level2" required />
        </Field>
        <Field id="vol-opportunity" label={t("form.opportunity")} required>
          <Select id="vol-opportunity" name="opportunity" required defaultValue="">
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
        <Field id="vol-availability" label={t("form.availability")} required>
          <Select id="vol-availability" name="availability" required defaultValue="">
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
        <Field id="vol-experience" label={t("form.experience")} required className="sm:col-span-2">
          <Textarea
            id="vol-experience"
            name="experience"
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
            className="mt-0.5 size-5 accent-slate-900"
          />
          <label htmlFor="vol-terms" className="text-sm">
            {t("form.terms")}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {t("form.submit")}
          </Button>
          <FormNotice show={notice} testId="volunteer-notice">
            {t("form.notice")}
          </FormNotice>
        </div>
      </form>
    </Card>
  );
}
