import { useTranslation } from "~/i18n/use-translation.ts";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";

export type StopOutcome = "stopped" | "already" | "invalid";

/**
 * The page a monthly gift's receipts link to (`/donate/stop?token=…`). Opening it changes nothing
 * (mail scanners open links); the donor's button press posts the token to the page's action, a
 * plain form that works without script.
 */
export function StopMonthlyPage({ token, outcome }: { token: string; outcome?: StopOutcome }) {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  // A link without its token can only be wrong: the page says so at once.
  const shown = outcome ?? (token ? undefined : "invalid");
  return (
    <>
      <PageHero title={t("stop.title")} />
      <Container className="py-12 sm:py-16">
        <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
          <div role="status" aria-live="polite" data-testid="donate-stop-status">
            {shown === undefined ? null : (
              <p className="mb-6 text-lg font-medium">{t(`stop.${shown}`)}</p>
            )}
          </div>
          {shown === undefined ? (
            <form method="post" className="space-y-6">
              <p>{t("stop.text")}</p>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg">
                {t("stop.button")}
              </Button>
            </form>
          ) : (
            <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {shown === "invalid" ? (
                <a
                  href={localizedHref("/contact", locale)}
                  className="font-semibold text-sky-800 underline underline-offset-4"
                >
                  {t("stop.contact")}
                </a>
              ) : null}
              <a
                href={localizedHref("/donate", locale)}
                className="font-semibold text-sky-800 underline underline-offset-4"
              >
                {t("stop.back")}
              </a>
            </p>
          )}
        </Card>
      </Container>
    </>
  );
}
