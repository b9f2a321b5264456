import { useTranslation } from "~/i18n/use-translation.ts";
import { CONTACT_EMAIL, CONTACT_PHONE } from "~/lib/contact-details.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { Field } from "../shared/field.tsx";
import { IconBadge, Section } from "../shared/page-kit.tsx";

export function ContactPage({ result }: { result: SubmissionActionData | undefined }) {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <Section tone="muted" labelledBy="contact-form-title">
        <div className="grid gap-8 lg:grid-cols-3">
          <aside aria-labelledby="contact-details-title">
            <Card className="h-full p-6 sm:p-8">
              <h2 id="contact-details-title" className="mb-6 text-2xl font-bold">
                {t("details.title")}
              </h2>
              <ul className="space-y-6">
                <li className="flex gap-4">
                  <IconBadge icon="mail" tone="emerald" />
                  <div>
                    <p className="font-semibold">{t("details.email")}</p>
                    <a
                      href={`mailto:${CONTACT_EMAIL}`}
                      className="break-all text-sky-800 underline underline-offset-4"
                    >
                      {CONTACT_EMAIL}
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon="phone" tone="sky" />
                  <div>
                    <p className="font-semibold">{t("details.phone")}</p>
                    <a
                      href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, "")}`}
                      className="text-sky-800 underline underline-offset-4"
                    >
                      {CONTACT_PHONE}
                    </a>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon="map-pin" tone="amber" />
                  <div>
                    <p className="font-semibold">{t("details.offices")}</p>
                    <p>{t("details.moscow")}</p>
                    <p>{t("details.accra")}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon="clock" tone="violet" />
                  <p className="self-center text-slate-700">{t("details.hours")}</p>
                </li>
              </ul>
            </Card>
          </aside>
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
              {t("form.title")}
            </h2>
            <ContactForm result={result} />
          </Card>
        </div>
      </Section>
    </>
  );
}

function ContactForm({ result }: { result: SubmissionActionData | undefined }) {
  const { t } = useTranslation("contact");
  const f = useSubmissionForm("contact", result, "contact");

  return (
    <VisitorForm
      form={f}
      id="contact-form"
      className="grid gap-5 sm:grid-cols-2"
      statusClassName="sm:col-span-2"
      success={t("form.success")}
    >
      <Field id="contact-name" label={t("form.name")} required {...f.field("name")}>
        <Input id="contact-name" autoComplete="name" required {...f.control("name")} />
      </Field>
      <Field id="contact-email" label={t("form.email")} required {...f.field("email")}>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          required
          {...f.control("email")}
        />
      </Field>
      <Field
        id="contact-subject"
        label={t("form.subject")}
        optionalText={t("form.optional")}
        className="sm:col-span-2"
        {...f.field("subject")}
      >
        <Input id="contact-subject" {...f.control("subject")} />
      </Field>
      <Field
        id="contact-message"
        label={t("form.message")}
        required
        className="sm:col-span-2"
        {...f.field("message")}
      >
        <Textarea id="contact-message" rows={6} required {...f.control("message")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {t("form.submit")}
        </Button>
      </div>
    </VisitorForm>
  );
}
