import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import type { Locale } from "../../../core/constants.ts";
import { localizedHref, pathInLocale } from "../../i18n/locale-path.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";

/** The navigation's id: the phone's menu button opens it as a popover. */
export const SITE_MENU_ID = "site-menu";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const menuButton = cn(
  "inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800",
  focusRing,
);
/** Open (phone): a panel under the header bar. Desktop: the bar's own row of links. */
const menuPanel = cn(
  "inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-y border-slate-200 bg-white p-4 text-inherit shadow-lg dark:border-slate-800 dark:bg-slate-950",
  "lg:static lg:flex lg:items-center lg:max-h-none lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:dark:bg-transparent",
);

export interface SiteHeaderProps {
  locale: Locale;
  siteName: string;
  logoUrl: string;
}

/**
 * The public header: one navigation, laid out by CSS. On the desktop it is the bar's row of
 * links; on a phone it is a popover that the menu button opens (light dismiss and Escape come
 * with the browser, no script needed). Its groups are <details> elements, which open without
 * JavaScript; on document pages the site's script upgrades them to the disclosure navigation
 * pattern of WAI-ARIA APG (app/enhance/header-menus.ts).
 */
export function SiteHeader({ locale, siteName, logoUrl }: SiteHeaderProps) {
  const { t } = useTranslation("nav");
  const { pathname, hash } = useLocation();
  const bare = pathInLocale(pathname, "en");
  const href = (h: string) => localizedHref(h, locale);
  const current = (h: string) => (isCurrent(h, bare, hash) ? ("page" as const) : undefined);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className={cn(
          "sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 focus:shadow",
          focusRing,
        )}
      >
        {t("skipToContent")}
      </a>
      <Container className="flex h-16 items-center justify-between gap-3">
        <a
          href={href("/")}
          className={cn("flex min-w-0 items-center gap-2.5 rounded-md xl:shrink-0", focusRing)}
        >
          <BrandMark logoUrl={logoUrl} />
          <span
            data-testid="site-name"
            className="line-clamp-3 max-w-[13.5rem] text-[0.8125rem] leading-[1.2] font-bold sm:line-clamp-2 sm:max-w-[15rem] sm:text-sm sm:leading-tight md:max-w-[20rem] lg:max-xl:sr-only xl:line-clamp-3 xl:w-[14.5rem] xl:text-[0.8125rem] xl:leading-[1.2]"
          >
            {siteName}
          </span>
        </a>

        <nav
          id={SITE_MENU_ID}
          popover="auto"
          aria-label={t("mainNavigation")}
          className={menuPanel}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.key} className={cn(item.kind === "group" && "lg:relative")}>
                {item.kind === "link" ? (
                  <a href={href(item.href)} aria-current={current(item.href)} className="nav-link">
                    {t(item.key)}
                  </a>
                ) : (
                  <details name="site-nav" className="group/nav">
                    <summary
                      className={cn(
                        "nav-link",
                        item.items.some((i) => i.href.split("#")[0] === bare) && "current",
                      )}
                    >
                      {t(item.key)}
                      <Icon
                        name="chevron-down"
                        className="size-4 group-open/nav:rotate-180 group-aria-expanded/nav:rotate-180"
                      />
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
          <LanguageSwitcher
            locale={locale}
            className="mt-4 border-t border-slate-200 pt-4 lg:mt-0 lg:ml-2 lg:border-0 lg:pt-0 dark:border-slate-800"
          />
        </nav>

        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          aria-controls={SITE_MENU_ID}
          className={menuButton}
        >
          {/* While the menu is open: a cross, and the name "Close menu". */}
          <Icon name="menu" className="size-6 [header:has(#site-menu:popover-open)_&]:hidden" />
          <Icon name="x" className="hidden size-6 [header:has(#site-menu:popover-open)_&]:block" />
          <span className="sr-only [header:has(#site-menu:popover-open)_&]:hidden">
            {t("openMenu")}
          </span>
          <span className="sr-only hidden [header:has(#site-menu:popover-open)_&]:inline">
            {t("closeMenu")}
          </span>
        </button>
      </Container>
    </header>
  );
}
