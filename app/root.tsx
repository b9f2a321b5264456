import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { requestContext } from "../core/request-context.ts";
import type { Route } from "./+types/root";
// Linked with a React precedence rather than imported for its side effect: React then sends the
// link at the top of <head>, so a slow link fetches the stylesheet first (docs/decisions/0022).
// A document gets the site's stylesheet, the admin its superset (docs/decisions/0034).
import adminStylesheet from "./admin.css?url";
import siteStylesheet from "./site.css?url";
import { loadNamespaces } from "./i18n/i18n.ts";
import { useTextsArrival, useTranslation } from "./i18n/use-translation.ts";
import { RouteNamespaces } from "./i18n/route-namespaces.tsx";
import { pageNamespaces, UsedNamespaces } from "./i18n/used-namespaces.tsx";
import { localeFromPath, localizedHref } from "./i18n/locale-path.ts";
import { requestLocale, requestLocaleMiddleware } from "./i18n/request-locale.ts";
import { usePageLocale, useRootData } from "./i18n/page-locale.ts";
import { usePageHydrates } from "./lib/document-mode.ts";
import { metaT, pageMeta, rootMeta } from "./lib/seo.ts";
import { foregroundFor, safeCss, themeClass } from "./lib/theme.ts";

/** Decides the request's language before any loader or action runs (app/i18n/request-locale.ts). */
export const middleware: Route.MiddlewareFunction[] = [requestLocaleMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin, enhanceScript, saveData } = context.get(requestContext);
  const { locale } = requestLocale(context);
  const settings = await services.settings.getPublic();
  return { locale, settings, origin, enhanceScript, saveData };
}

/**
 * In the browser, a page in another language loads that language's texts of the namespaces the
 * current page uses, in parallel, before it shows (others load as components ask for them).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadNamespaces(data.locale, pageNamespaces());
  return data;
}

/** The root data carries the page language: reload it when the language in the path changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)
  );
}

/**
 * Defaults for pages without their own meta export. An error page (e.g. the 404 of an unknown
 * prefix or path thrown by the site layout) is kept out of search indexes: no canonical, no hreflang.
 */
export function meta({ matches, location, error }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (error) {
    const t = metaT(root.locale, "common");
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 404
        ? t("notFound.metaTitle")
        : status === 503
          ? t("outage.metaTitle")
          : t("error.unexpected");
    return pageMeta({
      ...root,
      title,
      path: location.pathname,
      noindex: true,
    });
  }
  return pageMeta({ ...root, path: location.pathname });
}

/**
 * A document page has no client router: the browser fetches the next page when the pointer rests
 * on a link or a finger touches it, so the page is there, or on its way, when the tap lands.
 * Same-origin pages only; not the admin, not files, not links that opt out with rel=nofollow, not
 * the language switcher.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { href_matches: "/media/*" } },
          { not: { href_matches: "/*.xml" } },
          // The language switcher changes the remembered language on click: a page fetched
          // before that would answer in the old one.
          { not: { selector_matches: "[rel~=nofollow], [download], [data-locale-choice]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = usePageLocale();
  const settings = data?.settings;
  const brand = settings?.primaryColor ?? "#222222";
  const ga = settings?.googleAnalytics ?? "";
  const theme = themeClass(settings?.theme ?? "light");
  const hydrates = usePageHydrates();
  // The titles <Meta /> words follow texts that arrive after a navigation has shown.
  useTextsArrival();
  return (
    <html
      lang={locale}
      dir="ltr"
      className={theme || undefined}
      style={
        {
          "--brand": brand,
          "--brand-foreground": foregroundFor(brand),
          colorScheme: theme === "dark" ? "dark" : theme === "auto" ? "light dark" : "light",
        } as React.CSSProperties
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand} />
        <link
          rel="stylesheet"
          href={hydrates ? adminStylesheet : siteStylesheet}
          precedence="site"
        />
        <link rel="icon" href={settings?.faviconUrl || "/favicon.ico"} />
        <Meta />
        <Links />
        {settings?.customCss ? (
          <style
            id="custom-css"
            dangerouslySetInnerHTML={{ __html: safeCss(settings.customCss) }}
          />
        ) : null}
        {ga ? (
          <>
            <script
              async
              src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`}
            />
            <script
              dangerouslySetInnerHTML={{
                __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config",${JSON.stringify(ga).replace(/</g, "\\u003c")});`,
              }}
            />
          </>
        ) : null}
      </head>
      <body>
        {hydrates ? (
          <>
            <UsedNamespaces>{children}</UsedNamespaces>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            {children}
            {/* Prefetching spends data ahead: not for a visitor who asked to save it. */}
            {data?.saveData ? null : (
              <script
                type="speculationrules"
                dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
              />
            )}
          </>
        )}
      </body>
    </html>
  );
}

/** The routes' declared texts arrive before their page shows (app/i18n/route-namespaces.tsx). */
export default function App() {
  return (
    <RouteNamespaces>
      <Outlet />
    </RouteNamespaces>
  );
}

/** Errors outside the site layout (admin, or the root loader itself); locale from the URL. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("common");
  const locale = usePageLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center p-8 text-center">
      <p className="text-6xl font-extrabold tabular-nums">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">
        {status === 404 ? t("notFound.title") : t("error.unexpected")}
      </h1>
      <a
        className="mt-6 inline-block rounded-md underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-sky-600"
        href={localizedHref("/", locale)}
      >
        {t("notFound.home")}
      </a>
    </main>
  );
}
