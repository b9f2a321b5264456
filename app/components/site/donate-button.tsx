import { Icon } from "~/components/ui/icon.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import { localizedHref, pathInLocale } from "../../i18n/locale-path.ts";

/**
 * The floating donate button: a link to the donate page in the page's language (not on the donate
 * page itself); on phones a round icon link (its name stays the label) so it covers less. Its look
 * is `.donate-fab` in styles.css (on every page); the page keeps room for it below the footer and
 * scrolls a focused element above it.
 */
export function FloatingDonateButton() {
  const { t } = useTranslation("nav");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  if (pathInLocale(pathname, "en") === "/donate") return null;
  return (
    <a href={localizedHref("/donate", locale)} data-testid="floating-donate" className="donate-fab">
      <Icon name="heart" filled className="size-5" />
      <span className="sr-only sm:not-sr-only">{t("donateNow")}</span>
    </a>
  );
}
