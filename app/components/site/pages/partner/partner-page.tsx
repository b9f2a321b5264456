import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import {
  PARTNERSHIP_TYPES,
  PARTNERSHIP_LEVELS,
  PARTNERSHIP_TIMELINES,
} from "../../../../../core/submission-options.ts";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { Field } from "../shared/field.tsx";
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

      <Section id="inquiry" labelledBy="partner-form">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="partner-form" title={t("form.title")} subtitle={t("form.intro")} />
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
  const f = useSubmissionForm("partner", result, "pf");
  const optional = t("form.optional");
  return (
    <Card className="p-6 sm:p-8">
      <VisitorForm
        form={f}
        id="partner-form"
        className="grid gap-5 sm:grid-cols-2"
        statusClassName="sm:col-span-2"
        success={t("form.success")}
      >
        <Field id="pf-orgName" {...f.field("orgName")} label={t("form.orgName")} required>
          <Input id="pf-orgName" {...f.control("orgName")} autoComplete="organization" required />
        </Field>
        <Field id="pf-industry" {...f.field("industry")} label={t("form.industry")} required>
          <Input id="pf-industry" {...f.control("industry")} required />
        </Field>
        <Field
          id="pf-contactName"
          {...f.field("contactName")}
          label={t("form.contactName")}
          required
        >
          <Input id="pf-contactName" {...f.control("contactName")} autoComplete="name" required />
        </Field>
        <Field id="pf-position" {...f.field("position")} label={t("form.position")} required>
          <Input
            id="pf-position"
            {...f.control("position")}
            autoComplete="organization-title"
            required
          />
        </Field>
        <Field id="pf-email" {...f.field("email")} label={t("form.email")} required>
          <Input id="pf-email" {...f.control("email")} type="email" autoComplete="email" required />
        </Field>
        <Field id="pf-phone" {...f.field("phone")} label={t("form.phone")} required>
          <Input id="pf-phone" {...f.control("phone")} type="tel" autoComplete="tel" required />
        </Field>
        <Field
          id="pf-website"
          {...f.field("website")}
          label={t("form.website")}
          optionalText={optional}
          className="sm:col-span-2"
        >
          <Input
            id="pf-website"
            {...f.control("website")}
            type="url"
            autoComplete="url"
            placeholder="https://"
          />
        </Field>
        <Field
          id="pf-partnershipType"
          {...f.field("partnershipType")}
          label={t("form.partnershipType")}
          required
        >
          <Select id="pf-partnershipType" {...f.control("partnershipType")} required>
            <option value="" disabled>
              {t("form.typePlaceholder")}
            </option>
            {PARTNERSHIP_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`form.typeOptions.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="pf-partnershipLevel"
          {...f.field("partnershipLevel")}
          label={t("form.partnershipLevel")}
          optionalText={optional}
        >
          <Select id="pf-partnershipLevel" {...f.control("partnershipLevel")}>
            <option value="">{t("form.levelPlaceholder")}</option>
            {PARTNERSHIP_LEVELS.map((v) => (
              <option key={v} value={v}>
                {t(`form.levelOptions.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="pf-objectives"
          {...f.field("objectives")}
          label={t("form.objectives")}
          required
          className="sm:col-span-2"
        >
          <Textarea
            id="pf-objectives"
            {...f.control("objectives")}
            rows={4}
            required
            placeholder={t("form.objectivesPlaceholder")}
          />
        </Field>
        <Field
          id="pf-resources"
          {...f.field("resources")}
          label={t("form.resources")}
          optionalText={optional}
          className="sm:col-span-2"
        >
          <Textarea id="pf-resources" {...f.control("resources")} rows={3} />
        </Field>
        <Field
          id="pf-timeline"
          {...f.field("timeline")}
          label={t("form.timeline")}
          optionalText={optional}
        >
          <Select id="pf-timeline" {...f.control("timeline")}>
            <option value="">{t("form.timelinePlaceholder")}</option>
            {PARTNERSHIP_TIMELINES.map((v) => (
              <option key={v} value={v}>
                {t(`form.timelineOptions.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="pf-additional"
          {...f.field("additional")}
          label={t("form.additional")}
          optionalText={optional}
          className="sm:col-span-2"
        >
          <Textarea id="pf-additional" {...f.control("additional")} rows={3} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {t("form.submit")}
          </Button>
        </div>
      </VisitorForm>
    </Card>
  );
}
