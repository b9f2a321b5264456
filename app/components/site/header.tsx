import { ChevronDown, Menu, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Locale } from "../../../core/constants.ts";
import { localizedHref, pathInLocale } from "../../i18n/locale-path.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { BrandMark } from "./brand-mark.tsx";
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

export interface SiteHeaderProps {
  locale: Locale;
  siteName: string;
  logoUrl: string;
}

export function SiteHeader({ locale, siteName, logoUrl }: SiteHeaderProps) {
  const { t } = useTranslation("nav");
  const { pathname, hash } = useLocation();
  const bare = pathInLocale(pathname, "en");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
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
        <Link
          to={href("/")}
          className={cn("flex min-w-0 items-center gap-2.5 rounded-md xl:shrink-0", focusRing)}
        >
          <BrandMark logoUrl={logoUrl} />
          <span className="line-clamp-3 max-w-[13.5rem] text-[0.8125rem] leading-[1.2] font-bold sm:line-clamp-2 sm:max-w-[15rem] sm:text-sm sm:leading-tight md:max-w-[20rem] lg:max-xl:sr-only xl:line-clamp-3 xl:w-[14.5rem] xl:text-[0.8125rem] xl:leading-[1.2]">
            {siteName}
          </span>
        </Link>

        <nav aria-label={t("mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) =>
              item.kind === "link" ? (
                <li key={item.key}>
                  <Link to={href(item.href)} aria-current={current(item.href)} className={topLink}>
                    {t(item.key)}
                  </Link>
                </li>
              ) : (
                <li key={item.key}>
                  <NavDropdown
                    group={item}
                    href={href}
                    current={current}
                    active={item.items.some((i) => i.href.split("#")[0] === bare)}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher locale={locale} className="hidden sm:block" />
          <button
            type="button"
            className={cn(
              "inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800",
              focusRing,
            )}
            ref={toggleRef}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
          </button>
        </div>
      </Container>

      <div
        id={menuId}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-950"
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <Container className="py-4">
          <nav aria-label={t("mobileNavigation")}>
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) =>
                item.kind === "link" ? (
                  <li key={item.key}>
                    <Link
                      to={href(item.href)}
                      aria-current={current(item.href)}
                      className={cn(topLink, "w-full")}
                      onClick={() => setOpen(false)}
                    >
                      {t(item.key)}
                    </Link>
                  </li>
                ) : (
                  <li key={item.key} className="pt-2">
                    <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                      {t(item.key)}
                    </p>
                    <ul className="flex flex-col gap-1 border-l border-slate-200 pl-2 dark:border-slate-800">
                      {item.items.map((sub) => (
                        <li key={sub.key}>
                          <Link
                            to={href(sub.href)}
                            aria-current={current(sub.href)}
                            className={cn(topLink, "w-full")}
                            onClick={() => setOpen(false)}
                          >
                            {t(sub.key)}
                          </Link>
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
      </div>
    </header>
  );
}

function NavDropdown({
  group,
  href,
  current,
  active,
}: {
  group: NavGroupItem;
  href: (h: string) => string;
  current: (h: string) => "page" | undefined;
  active: boolean;
}) {
  const { t } = useTranslation("nav");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          topLink,
          "group",
          active && "bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white",
        )}
      >
        {t(group.key)}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          {group.items.map((sub) => (
            <DropdownMenu.Item key={sub.key} asChild>
              <Link
                to={href(sub.href)}
                aria-current={current(sub.href)}
                className="flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-950 aria-[current=page]:font-semibold dark:text-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                {t(sub.key)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
