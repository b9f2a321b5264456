import { useTranslation } from "~/i18n/use-translation.ts";
import { Form, useNavigation } from "react-router";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";

/**
 * The page a newsletter e-mail links to. Opening it changes nothing (mail scanners open links);
 * the visitor's button press posts the token to the page's action.
 */
export function NewsletterLinkPage({
  step,
  token,
  outcome,
}: {
  step: "confirm" | "unsubscribe";
  token: string;
  outcome?: boolean;
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
                {t(outcome ? `newsletter.${step}.done` : `newsletter.${step}.invalid`)}
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
          ) : (
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
