import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_LOCALE } from "../../../core/constants.ts";

import { cookieLocale, LANG_STORAGE_KEY, rememberLocale } from "../../i18n/detect.ts";
import { isLocale } from "../../i18n/i18n.ts";
import { localeFromPath, pathInLocale } from "../../i18n/locale-path.ts";
import { usePageLocale, useRootData } from "../../i18n/page-locale.ts";
import { siteNameFor } from "../../lib/seo.ts";
import { FloatingDonateButton } from "./donate-button.tsx";
import { SiteFooter } from "./footer.tsx";
import { useHydrated } from "./gallery/use-hydrated.ts";
import { SiteHeader } from "./header.tsx";

/** Header, main landmark, footer and the floating donate button around a public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = usePageLocale();
  const siteName = root ? siteNameFor(root.settings, locale) : "";
  const logoUrl = root?.settings.logoUrl ?? "/logo.png";
  useRememberedLocale();
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col" data-site-shell="" data-hydrated={hydrated}>
      <SiteHeader locale={locale} siteName={siteName} logoUrl={logoUrl} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} siteName={siteName} logoUrl={logoUrl} />
      <FloatingDonateButton />
    </div>
  );
}

/**
 * The remembered choice lives in localStorage (SPEC §1); the server reads its mirror in the
 * "lang" cookie. When the cookie does not say the same (cleared, expired, or from an older
 * choice), restore it from localStorage and, on an unprefixed English page, move to the
 * remembered language.
 */
function useRememberedLocale() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    } catch {
      return;
    }
    if (!isLocale(stored) || cookieLocale(document.cookie) === stored) return;
    rememberLocale(stored);
    const current = localeFromPath(pathname);
    if (current === DEFAULT_LOCALE && stored !== DEFAULT_LOCALE) {
      void navigate(`${pathInLocale(pathname, stored)}${search}${hash}`, { replace: true });
    }
  }, [pathname, search, hash, navigate]);
}
