import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";
import { VisitorForm } from "../forms/form-parts.tsx";
import { useSubmissionForm } from "../forms/use-submission-form.ts";
import { textInputAttributes } from "../forms/submission-fields.tsx";
import { TEXT_LIMITS } from "../../../../core/submission-options.ts";
import { VISITOR_FORM_FIELDS } from "../../../../core/visitor-form-fields.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

/** The box's one row, the address: a form of its own look on a dark band. */
const [EMAIL] = VISITOR_FORM_FIELDS.newsletter;

/**
 * Newsletter sign-up with double opt-in: the page's action stores it and mails a confirmation
 * link in the visitor's language. The answer is the same whether the address was known or not.
 * A document form like the other visitor forms (docs/decisions/0023-public-pages-are-documents.md).
 */
export function Newsletter({ result }: { result?: SubmissionActionData }) {
  const { t } = useTranslation("blog");
  const { t: tf } = useTranslation("forms");
  const f = useSubmissionForm("newsletter", result, "newsletter");
  const email = f.field("email");
  return (
    <section aria-labelledby="newsletter-title" className="bg-slate-900 py-16 text-white">
      <Container className="max-w-3xl text-center">
        <Icon name="mail" className="mx-auto mb-4 size-10 text-slate-200" />
        <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-200">{t("newsletter.text")}</p>
        <VisitorForm
          form={f}
          id="newsletter-form"
          tone="dark"
          className="mx-auto mt-8 max-w-md text-left"
          statusClassName="[&>*:not([hidden])]:mb-3"
          success={tf(f.emailed ? "newsletter.success" : "newsletter.successNoMail")}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label
                htmlFor="newsletter-email"
                className="mb-1 block text-sm font-medium text-slate-100"
              >
                {t("newsletter.emailLabel")}
              </label>
              <input
                id="newsletter-email"
                {...textInputAttributes(EMAIL)}
                required={EMAIL.required}
                maxLength={TEXT_LIMITS.email}
                {...f.control("email")}
                className="h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
              />
            </div>
            <Button type="submit" variant="light" size="lg" className="h-11">
              {t("newsletter.subscribe")}
            </Button>
          </div>
          {/* Always there (hidden while empty): the browser's check fills it. */}
          <p id={email.errorId} hidden={!email.error} className="mt-3 font-medium text-red-200">
            {email.error}
          </p>
        </VisitorForm>
      </Container>
    </section>
  );
}
