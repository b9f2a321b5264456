import type { CSSProperties } from "react";
import { useLocation } from "react-router";
import { iconUrl } from "~/components/ui/icon.tsx";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref, pathInLocale } from "../../i18n/locale-path.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";
import { HeaderSearch } from "./search/search-form.tsx";

/** The navigation's id: the phone's menu button opens it as a popover. */
export const SITE_MENU_ID = "site-menu";

export interface SiteHeaderProps {
  siteName: string;
  logoUrl: string;
}

/**
 * The public header: one navigation, laid out by CSS. On the desktop it is the bar's row of
 * links; on a phone it is a popover that the menu button opens (light dismiss and Escape come
 * with the browser, no script needed). Its groups are <details> elements, which open without
 * JavaScript; on document pages the site's script upgrades them to the disclosure navigation
 * pattern of WAI-ARIA APG (app/enhance/header-menus.ts). Its looks are named classes in styles.css
 * (`.site-header`, `.skip-link`, `.brand-link`, `.site-name`, `.site-menu`, `.menu-button`;
 * decision 0032), shared by every public page.
 */
export function SiteHeader({ siteName, logoUrl }: SiteHeaderProps) {
  const { t } = useTranslation("nav");
  const locale = usePageLocale();
  const { pathname, hash } = useLocation();
  const bare = pathInLocale(pathname, "en");
  const href = (h: string) => localizedHref(h, locale);
  const current = (h: string) => (isCurrent(h, bare, hash) ? ("page" as const) : undefined);

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {/* Wider than the page column: the row holds the name, the search, seven links and three languages. */}
      <Container className="flex h-16 max-w-7xl items-center justify-between gap-3">
        <a href={href("/")} className="brand-link">
          <BrandMark logoUrl={logoUrl} />
          <span data-testid="site-name" className="site-name">
            {siteName}
          </span>
        </a>

        {/* The groups' chevron is their summary's ::after (`.nav-list`), from `--chevron`. */}
        <nav
          id={SITE_MENU_ID}
          popover="auto"
          aria-label={t("mainNavigation")}
          className="site-menu"
          style={{ "--chevron": iconUrl("chevron-down") } as CSSProperties}
        >
          <HeaderSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
          <ul className="nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.key} className={item.kind === "group" ? "lg:relative" : undefined}>
                {item.kind === "link" ? (
                  <a href={href(item.href)} aria-current={current(item.href)} className="nav-link">
                    {t(item.key)}
                  </a>
                ) : (
                  <details name="site-nav">
                    <summary
                      className={cn(
                        "nav-link",
                        item.items.some((i) => i.href.split("#")[0] === bare) && "current",
                      )}
                    >
                      {t(item.key)}
                    </summary>
                    <ul className="nav-group">
                      {item.items.map((sub) => (
                        <li key={sub.key}>
                          <a href={href(sub.href)} aria-current={current(sub.href)}>
                            {t(sub.key)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
          {/* One switcher: in the phone's menu, at the end of the desktop's row. */}
          <LanguageSwitcher className="lang-menu" />
        </nav>

        {/* Its icon is its ::before: bars, a cross while the menu is open (`.menu-button`). */}
        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          aria-controls={SITE_MENU_ID}
          className="menu-button"
          style={
            {
              "--open": iconUrl("menu"),
              "--close": iconUrl("x"),
            } as CSSProperties
          }
        >
          <span className="open-name">{t("openMenu")}</span>
          <span className="close-name">{t("closeMenu")}</span>
        </button>
      </Container>
    </header>
  );
}
