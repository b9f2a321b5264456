import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import { pathInLocale } from "../../i18n/locale-path.ts";

/**
 * The floating donate button: no payment happens, it only says so (app/enhance/donate-alert.ts
 * shows `data-alert`). Not on the donate page itself; on phones a round icon button (its name
 * stays the label) so it covers less. Its look is `.donate-fab` in styles.css (on every page).
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
      className="donate-fab"
    >
      <Icon name="heart" filled className="size-5" />
      <span className="sr-only sm:not-sr-only">{t("donateNow")}</span>
    </button>
  );
}
