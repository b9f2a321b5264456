import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "../../../core/constants.ts";
import type { PublicSettings } from "../../../core/settings.ts";
import { siteNameFor } from "../../lib/seo.ts";
import { FloatingDonateButton } from "./donate-button.tsx";
import { SiteFooter } from "./footer.tsx";
import { SiteHeader } from "./header.tsx";

interface RootData {
  locale: Locale;
  settings: PublicSettings;
}

/** Header, main landmark, footer and the floating donate button around a public page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const siteName = root ? siteNameFor(root.settings, locale) : "";
  const logoUrl = root?.settings.logoUrl ?? "/logo.png";
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={locale} siteName={siteName} logoUrl={logoUrl} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} siteName={siteName} logoUrl={logoUrl} />
      <FloatingDonateButton />
    </div>
  );
}
