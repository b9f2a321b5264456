import { useTranslation } from "~/i18n/use-translation.ts";
import { usePageLocale, useRootData } from "~/i18n/page-locale.ts";
import { fallbackSettings } from "~/lib/seo.ts";
import { inLanguage } from "../../../../../core/in-language.ts";
import { linesOf, telHref } from "~/lib/contact-details.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Card } from "~/components/ui/card.tsx";
import { VisitorForm } from "~/components/site/forms/form-parts.tsx";
import { useSubmissionForm } from "~/components/site/forms/use-submission-form.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { SubmitRow } from "~/components/site/forms/form-fields.tsx";
import { SubmissionFields } from "~/components/site/forms/submission-fields.tsx";
import { IconBadge, Section } from "../shared/page-kit.tsx";

export function ContactPage({ result }: { result: SubmissionActionData | undefined }) {
  const { t } = useTranslation("contact");
  const locale = usePageLocale();
  const { email, phone, offices } = (useRootData()?.settings ?? fallbackSettings).contact;
  const officeLines = linesOf(inLanguage(offices, locale));
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
                {email ? (
                  <li className="flex gap-4">
                    <IconBadge icon="mail" tone="emerald" />
                    <div>
                      <p className="font-semibold">{t("details.email")}</p>
                      <a
                        href={`mailto:${email}`}
                        className="break-all text-sky-800 underline underline-offset-4"
                      >
                        {email}
                      </a>
                    </div>
                  </li>
                ) : null}
                {phone ? (
                  <li className="flex gap-4">
                    <IconBadge icon="phone" tone="sky" />
                    <div>
                      <p className="font-semibold">{t("details.phone")}</p>
                      <a
                        href={telHref(phone)}
                        className="text-sky-800 underline underline-offset-4"
                      >
                        {phone}
                      </a>
                    </div>
                  </li>
                ) : null}
                {officeLines.length > 0 ? (
                  <li className="flex gap-4">
                    <IconBadge icon="map-pin" tone="amber" />
                    <div>
                      <p className="font-semibold">{t("details.offices")}</p>
                      {officeLines.map((office) => (
                        <p key={office}>{office}</p>
                      ))}
                    </div>
                  </li>
                ) : null}
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
  const form = useSubmissionForm("contact", result, "contact");
  return (
    <VisitorForm
      form={form}
      id="contact-form"
      className="grid gap-5 sm:grid-cols-2"
      statusClassName="sm:col-span-2"
      success={t("form.success")}
    >
      <SubmissionFields kind="contact" form={form} t={t} />
      <SubmitRow label={t("form.submit")} />
    </VisitorForm>
  );
}
