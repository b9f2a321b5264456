import type { ReactNode } from "react";
import { usePageLocale, useRootData } from "../../i18n/page-locale.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageHydrates } from "../../lib/document-mode.ts";
import { SaveDataContext } from "../../lib/save-data.ts";
import { fallbackSettings, siteNameFor } from "../../lib/seo.ts";
import { FloatingDonateButton } from "./donate-button.tsx";
import { SiteFooter } from "./footer.tsx";
import { SiteHeader } from "./header.tsx";

/**
 * Header, main landmark, footer and the floating donate button around a public page. Their
 * behaviour comes from the public pages' script (app/enhance/site.ts), which marks the shell
 * `data-enhanced` once it has run; `data-hydrates` says whether React runs the page too (no
 * public page does, decision 0023).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = usePageLocale();
  const siteName = root ? siteNameFor(root.settings, locale) : "";
  const logoUrl = root?.settings.logoUrl ?? "/logo.png";
  const contact = (root?.settings ?? fallbackSettings).contact;
  const hydrates = usePageHydrates();
  const { t } = useTranslation("common");
  return (
    <SaveDataContext value={root?.saveData ?? false}>
      <div
        className="flex min-h-dvh flex-col"
        data-site-shell=""
        data-hydrates={hydrates}
        data-offline-form={t("offline.formKept")}
        data-save-data={root?.saveData ? "true" : undefined}
      >
        <SiteHeader siteName={siteName} logoUrl={logoUrl} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter siteName={siteName} logoUrl={logoUrl} contact={contact} />
        <FloatingDonateButton />
        {root?.enhanceScript ? <script type="module" src={root.enhanceScript} /> : null}
      </div>
    </SaveDataContext>
  );
}
