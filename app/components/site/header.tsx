import { Icon } from "~/components/ui/icon.tsx";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import type { Locale } from "../../../core/constants.ts";
import { localizedHref, pathInLocale } from "../../i18n/locale-path.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { useHydrated } from "./gallery/use-hydrated.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { isCurrent, NAV_ITEMS, type NavGroupItem } from "./nav-items.ts";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const topLink = cn(
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
  "text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
  "aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-950 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
  "dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white",
  focusRing,
);
/** A <summary> drawn like a button: no disclosure triangle. */
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";
const dropdownPanel =
  "absolute top-full left-0 z-50 mt-1.5 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900";
const dropdownLink = cn(
  "flex w-full items-center rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-800 hover:bg-slate-100 hover:text-slate-950 focus-visible:bg-slate-100 aria-[current=page]:font-semibold dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800",
  focusRing,
);
const menuToggle = cn(
  "inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
  focusRing,
);
const mobilePanel =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-slate-200 bg-white shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950";

export interface SiteHeaderProps {
  locale: Locale;
  siteName: string;
  logoUrl: string;
}

/**
 * The public header. Its menus follow the disclosure navigation pattern (WAI-ARIA APG): in the
 * server HTML they are <details> elements, which open without JavaScript; the public pages'
 * script turns them into buttons with aria-expanded that close on Escape (focus back on the
 * button), an outside click, focus leaving the menu or a link click, and only one opens at a time
 * (app/enhance/header-menus.ts). A page that still hydrates (decision 0023) gets the same from
 * React below, until the last of them is a document.
 */
export function SiteHeader({ locale, siteName, logoUrl }: SiteHeaderProps) {
  const { t } = useTranslation("nav");
  const { pathname, hash } = useLocation();
  const bare = pathInLocale(pathname, "en");
  const hydrated = useHydrated();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const href = (h: string) => localizedHref(h, locale);
  const current = (h: string) => (isCurrent(h, bare, hash) ? ("page" as const) : undefined);
  const closeAll = () => {
    setOpenGroup(null);
    setMenuOpen(false);
  };

  // A navigation (link, back button, language switch) closes every menu.
  const [seenLocation, setSeenLocation] = useState(`${pathname}${hash}`);
  if (seenLocation !== `${pathname}${hash}`) {
    setSeenLocation(`${pathname}${hash}`);
    closeAll();
  }

  // A click outside the header closes whatever is open.
  const anyOpen = openGroup !== null || menuOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [anyOpen]);

  const onMobileKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95"
    >
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

        <nav aria-label={t("mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) =>
              item.kind === "link" ? (
                <li key={item.key}>
                  <a href={href(item.href)} aria-current={current(item.href)} className={topLink}>
                    {t(item.key)}
                  </a>
                </li>
              ) : (
                <li key={item.key}>
                  <NavDisclosure
                    label={t(item.key)}
                    hydrated={hydrated}
                    open={openGroup === item.key}
                    onOpenChange={(open) =>
                      setOpenGroup((g) => (open ? item.key : g === item.key ? null : g))
                    }
                    active={item.items.some((i) => i.href.split("#")[0] === bare)}
                  >
                    <GroupLinks group={item} href={href} current={current} onNavigate={closeAll} />
                  </NavDisclosure>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher locale={locale} className="hidden sm:block" />
          {hydrated ? (
            <div className="lg:hidden" onKeyDown={onMobileKeyDown}>
              <button
                type="button"
                className={menuToggle}
                ref={toggleRef}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => {
                  setOpenGroup(null);
                  setMenuOpen((o) => !o);
                }}
              >
                {menuOpen ? (
                  <Icon name="x" className="size-6" />
                ) : (
                  <Icon name="menu" className="size-6" />
                )}
                <span className="sr-only">{menuOpen ? t("closeMenu") : t("openMenu")}</span>
              </button>
              <div id={menuId} hidden={!menuOpen} className={mobilePanel}>
                <MobileMenu locale={locale} href={href} current={current} onNavigate={closeAll} />
              </div>
            </div>
          ) : (
            <details name="site-menu" className="group/menu lg:hidden">
              <summary className={cn(menuToggle, summaryReset)}>
                <Icon
                  name="menu"
                  className="size-6 group-open/menu:hidden group-aria-expanded/menu:hidden"
                />
                <Icon
                  name="x"
                  className="hidden size-6 group-open/menu:block group-aria-expanded/menu:block"
                />
                <span className="sr-only group-open/menu:hidden group-aria-expanded/menu:hidden">
                  {t("openMenu")}
                </span>
                <span className="sr-only hidden group-open/menu:inline group-aria-expanded/menu:inline">
                  {t("closeMenu")}
                </span>
              </summary>
              <div className={mobilePanel}>
                <MobileMenu locale={locale} href={href} current={current} onNavigate={closeAll} />
              </div>
            </details>
          )}
        </div>
      </Container>
    </header>
  );
}

type Href = (h: string) => string;
type Current = (h: string) => "page" | undefined;

/** One group of the main navigation: a <details> in the server HTML, a disclosure button once interactive. */
function NavDisclosure({
  label,
  hydrated,
  open,
  onOpenChange,
  active,
  children,
}: {
  label: string;
  hydrated: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
  children: ReactNode;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const trigger = cn(
    topLink,
    "group",
    active && "bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white",
  );

  if (!hydrated) {
    return (
      <details name="site-nav" className="group/nav relative">
        <summary className={cn(trigger, summaryReset)}>
          {label}
          <Icon
            name="chevron-down"
            className="size-4 group-open/nav:rotate-180 group-aria-expanded/nav:rotate-180"
          />
        </summary>
        <div className={dropdownPanel}>{children}</div>
      </details>
    );
  }

  const links = () => Array.from(panelRef.current?.querySelectorAll("a") ?? []);
  const focusLink = (pick: (all: HTMLAnchorElement[], at: number) => number) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(pick(all, at) + all.length) % all.length]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    } else if (e.key === "ArrowDown" && e.target === triggerRef.current) {
      e.preventDefault();
      flushSync(() => onOpenChange(true));
      links()[0]?.focus();
    } else if (open && e.target !== triggerRef.current) {
      const moves: Record<string, (all: HTMLAnchorElement[], at: number) => number> = {
        ArrowDown: (_, at) => at + 1,
        ArrowUp: (_, at) => at - 1,
        Home: () => 0,
        End: (all) => all.length - 1,
      };
      const move = moves[e.key];
      if (move) {
        e.preventDefault();
        focusLink(move);
      }
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <div className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={cn(trigger, "cursor-pointer")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <Icon name="chevron-down" className="size-4 group-aria-expanded:rotate-180" />
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className={dropdownPanel}>
        {children}
      </div>
    </div>
  );
}

function GroupLinks({
  group,
  href,
  current,
  onNavigate,
}: {
  group: NavGroupItem;
  href: Href;
  current: Current;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("nav");
  return (
    <ul>
      {group.items.map((sub) => (
        <li key={sub.key}>
          <a
            href={href(sub.href)}
            aria-current={current(sub.href)}
            className={dropdownLink}
            onClick={onNavigate}
          >
            {t(sub.key)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function MobileMenu({
  locale,
  href,
  current,
  onNavigate,
}: {
  locale: Locale;
  href: Href;
  current: Current;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("nav");
  return (
    <Container className="py-4">
      <nav aria-label={t("mobileNavigation")}>
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map((item) =>
            item.kind === "link" ? (
              <li key={item.key}>
                <a
                  href={href(item.href)}
                  aria-current={current(item.href)}
                  className={cn(topLink, "w-full")}
                  onClick={onNavigate}
                >
                  {t(item.key)}
                </a>
              </li>
            ) : (
              <li key={item.key} className="pt-2">
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {t(item.key)}
                </p>
                <ul className="flex flex-col gap-1 border-l border-slate-200 pl-2 dark:border-slate-800">
                  {item.items.map((sub) => (
                    <li key={sub.key}>
                      <a
                        href={href(sub.href)}
                        aria-current={current(sub.href)}
                        className={cn(topLink, "w-full")}
                        onClick={onNavigate}
                      >
                        {t(sub.key)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-4 border-t border-slate-200 pt-4 sm:hidden dark:border-slate-800">
        <LanguageSwitcher locale={locale} />
      </div>
    </Container>
  );
}
