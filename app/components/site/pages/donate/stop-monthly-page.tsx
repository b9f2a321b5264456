import { useTranslation } from "~/i18n/use-translation.ts";
import { Button } from "~/components/ui/button.tsx";
import { localizedHref } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { GiftLinkPage } from "./gift-link-page.tsx";

export type StopOutcome = "stopped" | "already" | "invalid";

/**
 * The page a monthly gift's receipts link to (`/donate/stop?token=…`): one button stops the gift.
 */
export function StopMonthlyPage({ token, outcome }: { token: string; outcome?: StopOutcome }) {
  const { t } = useTranslation("donate");
  const locale = usePageLocale();
  // A link without its token can only be wrong: the page says so at once.
  const shown = outcome ?? (token ? undefined : "invalid");
  const link = "font-semibold text-sky-800 underline underline-offset-4";
  return (
    <GiftLinkPage
      title={t("stop.title")}
      status={shown === undefined ? undefined : t(`stop.${shown}`)}
      testId="donate-stop-status"
      token={token}
      form={
        shown === undefined
          ? {
              text: t("stop.text"),
              button: (
                <Button type="submit" size="lg">
                  {t("stop.button")}
                </Button>
              ),
            }
          : undefined
      }
      links={
        <>
          {shown === "invalid" ? (
            <a href={localizedHref("/contact", locale)} className={link}>
              {t("stop.contact")}
            </a>
          ) : null}
          <a href={localizedHref("/donate", locale)} className={link}>
            {t("stop.back")}
          </a>
        </>
      }
    />
  );
}
