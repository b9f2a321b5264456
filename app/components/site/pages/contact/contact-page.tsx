import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { CONTACT_EMAIL, CONTACT_PHONE } from "~/components/site/footer.tsx";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { Field } from "../shared/field.tsx";
import { IconBadge, Section } from "../shared/page-kit.tsx";

export type ContactField = "name" | "email" | "subject" | "message";
/** What the contact action answers: success, or error codes per field. */
export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      errors: Partial<Record<ContactField, string>>;
      values: Partial<Record<ContactField, string>>;
    };

/** Maps a service validation message to a translation key. */
export function contactErrorKey(message: string): string {
  if (message === "required") return "form.errors.required";
  if (message === "email") return "form.errors.email";
  if (/too big|at most|too long/i.test(message)) return "form.errors.tooLong";
  return "form.errors.invalid";
}

export function ContactPage({ result }: { result: ContactActionData | undefined }) {
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
                  <IconBadge icon={Mail} tone="emerald" />
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
                  <IconBadge icon={Phone} tone="sky" />
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
                  <IconBadge icon={MapPin} tone="amber" />
                  <div>
                    <p className="font-semibold">{t("details.offices")}</p>
                    <p>{t("details.moscow")}</p>
                    <p>{t("details.accra")}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon={Clock} tone="violet" />
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

function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const { t } = useTranslation("contact");
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
    if (result && !result.ok) {
      const first = (["name", "email", "subject", "message"] as const).find((f) => errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const invalid = (f: ContactField) =>
    errors[f] ? { "aria-invalid": true, "aria-describedby": `contact-${f}-error` } : {};
  const message = (f: ContactField) => (errors[f] ? t(contactErrorKey(errors[f])) : undefined);

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      data-testid="contact-form"
    >
      <Field
        id="contact-name"
        label={t("form.name")}
        required
        error={message("name")}
        errorId="contact-name-error"
      >
        <Input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          defaultValue={values.name}
          {...invalid("name")}
        />
      </Field>
      <Field
        id="contact-email"
        label={t("form.email")}
        required
        error={message("email")}
        errorId="contact-email-error"
      >
        <Input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          {...invalid("email")}
        />
      </Field>
      <Field
        id="contact-subject"
        label={t("form.subject")}
        optionalText={t("form.optional")}
        error={message("subject")}
        errorId="contact-subject-error"
        className="sm:col-span-2"
      >
        <Input
          id="contact-subject"
          name="subject"
          maxLength={200}
          defaultValue={values.subject}
          {...invalid("subject")}
        />
      </Field>
      <Field
        id="contact-message"
        label={t("form.message")}
        required
        error={message("message")}
        errorId="contact-message-error"
        className="sm:col-span-2"
      >
        <Textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={5000}
          defaultValue={values.message}
          {...invalid("message")}
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? t("form.sending") : t("form.submit")}
        </Button>
        <div role="status" aria-live="polite" data-testid="contact-status">
          {result?.ok ? (
            <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900">
              {t("form.success")}
            </p>
          ) : result ? (
            <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
              {t("form.failed")}
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
