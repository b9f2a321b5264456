import { Icon } from "~/components/ui/icon.tsx";
import { useId, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Form } from "react-router";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { FormStatus, Honeypot } from "../forms/form-parts.tsx";
import { useSubmissionForm } from "../forms/use-submission-form.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

/**
 * Newsletter sign-up with double opt-in: the page's action stores it and mails a confirmation
 * link in the visitor's language. The answer is the same whether the address was known or not.
 */
export function Newsletter({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("blog");
  const { t: tf } = useTranslation("forms");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const f = useSubmissionForm("newsletter", result, `${id}-newsletter`, formRef);
  const emailError = f.message("email");
  return (
    <section aria-labelledby={`${id}-title`} className="bg-slate-900 py-16 text-white">
      <Container className="max-w-3xl text-center">
        <Icon name="mail" className="mx-auto mb-4 size-10 text-slate-200" />
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-200">{t("newsletter.text")}</p>
        <Form
          method="post"
          ref={formRef}
          onSubmit={f.onSubmit}
          noValidate
          data-testid="newsletter-form"
          className="relative mx-auto mt-8 flex max-w-md flex-col gap-3 text-left sm:flex-row sm:items-end"
        >
          <Honeypot />
          <div className="flex-1">
            <label
              htmlFor={`${id}-email`}
              className="mb-1 block text-sm font-medium text-slate-100"
            >
              {t("newsletter.emailLabel")}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              {...f.control("email")}
              className="h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
            />
          </div>
          <Button type="submit" variant="light" size="lg" className="h-11" disabled={f.sending}>
            {f.sending ? t("newsletter.sending") : t("newsletter.subscribe")}
          </Button>
        </Form>
        {emailError ? (
          <p id={f.errorId("email")} className="mt-3 font-medium text-red-200">
            {emailError}
          </p>
        ) : null}
        <FormStatus
          done={f.done}
          error={emailError ? undefined : f.formError}
          testId="newsletter-status"
          tone="dark"
        >
          {tf(f.emailed ? "newsletter.success" : "newsletter.successNoMail")}
        </FormStatus>
      </Container>
    </section>
  );
}
