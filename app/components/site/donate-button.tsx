import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import { pathInLocale } from "../../i18n/locale-path.ts";

/**
 * The floating donate button: no payment happens, it only says so (app/enhance/donate-alert.ts
 * shows `data-alert`). Not on the donate page itself; on phones a round icon button (its name
 * stays the label) so it covers less.
 */
export function FloatingDonateButton() {
  const { t } = useTranslation("nav");
  const { pathname } = useLocation();
  if (pathInLocale(pathname, "en") === "/donate") return null;
  return (
    <button
      type="button"
      data-alert={t("donateAlert")}
      data-testid="floating-donate"
      className="fixed right-3 bottom-3 z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-red-700 text-sm font-semibold text-white shadow-lg transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-safe:hover:scale-105 sm:right-6 sm:bottom-6 sm:w-auto sm:px-5"
    >
      <Icon name="heart" filled className="size-5" />
      <span className="sr-only sm:not-sr-only">{t("donateNow")}</span>
    </button>
  );
}
