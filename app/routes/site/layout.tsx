import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { ErrorContent, NotFoundContent } from "~/components/site/not-found-content.tsx";
import { SiteShell } from "~/components/site/site-shell.tsx";
import { detectLocale } from "~/i18n/detect.ts";
import { isLocale } from "~/i18n/i18n.ts";
import { pathInLocale } from "~/i18n/locale-path.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import type { Route } from "./+types/layout";

/**
 * Public layout. A /xx prefix must be a supported non-default locale, else it is not a page.
 * A bare path is in English unless the visitor's language (cookie → subdomain → Accept-Language →
 * the admin's default language) is French or Russian: then it redirects to the prefixed page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === "en")) {
    throw data(null, { status: 404 });
  }
  if (params.lang === undefined) {
    const { services } = context.get(requestContext);
    const settings = await services.settings.getPublic();
    const locale = detectLocale({
      cookie: request.headers.get("Cookie"),
      host: request.headers.get("Host") ?? url.host,
      acceptLanguage: request.headers.get("Accept-Language"),
      defaultLanguage: settings.language,
    });
    if (locale !== "en") {
      throw redirect(`${pathInLocale(url.pathname, locale)}${url.search}`, {
        status: 302,
        headers: { Vary: "Cookie, Accept-Language" },
      });
    }
  }
  return null;
}

export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Vary", "Cookie, Accept-Language, Save-Data");
  return headers;
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = usePageLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell>
      {status === 404 ? (
        <NotFoundContent locale={locale} />
      ) : (
        <ErrorContent locale={locale} status={status} />
      )}
    </SiteShell>
  );
}
