import { useTranslation } from "~/i18n/use-translation.ts";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { isLocale, LANGUAGE_NAMES, LOCALES } from "../../../../../core/constants.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";

/** The unsubscribe page's other choice: the newsletter kept, in another language. */
function LanguageChoice({ token }: { token: string }) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const id = useId();
  return (
    <Form method="post" className="mt-8 space-y-4 border-t border-slate-200 pt-6 text-left">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value="language" />
      <label htmlFor={id} className="block font-medium">
        {t("newsletter.unsubscribe.otherLanguage")}
      </label>
      <div className="flex flex-wrap gap-3">
        <Select id={id} name="locale" defaultValue={locale} className="w-auto">
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="outline" disabled={!token}>
          {t("newsletter.unsubscribe.languageButton")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The page a newsletter e-mail links to. Opening it changes nothing (mail scanners open links);
 * the visitor's button press posts the token to the page's action. The unsubscribe page also offers
 * to keep the newsletter in another language.
 */
export function NewsletterLinkPage({
  step,
  token,
  outcome,
  language,
}: {
  step: "confirm" | "unsubscribe";
  token: string;
  outcome?: boolean;
  /** The language the subscription was changed to (the unsubscribe page's other choice). */
  language?: string;
}) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHero title={t(`newsletter.${step}.title`)} />
      <Container className="py-12 sm:py-16">
        <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
          <div role="status" aria-live="polite" data-testid="newsletter-link-status">
            {outcome === undefined ? null : (
              <p className="mb-6 text-lg font-medium">
                {language && isLocale(language)
                  ? t("newsletter.unsubscribe.languageDone", {
                      // Named in the page's language, as a sentence of it says it ("en anglais").
                      language:
                        new Intl.DisplayNames([locale], { type: "language" }).of(language) ??
                        language,
                    })
                  : t(outcome ? `newsletter.${step}.done` : `newsletter.${step}.invalid`)}
              </p>
            )}
          </div>
          {outcome === undefined ? (
            <Form method="post" className="space-y-6">
              <p>{t(`newsletter.${step}.text`)}</p>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg" disabled={busy || !token}>
                {t(`newsletter.${step}.button`)}
              </Button>
            </Form>
          ) : null}
          {outcome === undefined && step === "unsubscribe" ? (
            <LanguageChoice token={token} />
          ) : null}
          {outcome === undefined ? null : (
            <a
              href={localizedHref("/", locale)}
              className="font-semibold text-sky-800 underline underline-offset-4"
            >
              {t("newsletter.home")}
            </a>
          )}
        </Card>
      </Container>
    </>
  );
}
