import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import { DEFAULT_LOCALE } from "../../../core/constants.ts";
import { requestContext } from "../../../core/request-context.ts";
import {
  ErrorContent,
  NotFoundContent,
  OutageContent,
} from "~/components/site/not-found-content.tsx";
import { SiteShell } from "~/components/site/site-shell.tsx";
import { isLocale } from "~/i18n/i18n.ts";
import { sitePathOf } from "../../../core/local-path.ts";
import { localizedAddressOf, pathInLocale } from "../../../core/site-paths.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import type { Route } from "./+types/layout";

/**
 * Public layout. Under a /fr or /ru prefix (its own routes) it only renders. On the English routes
 * a /xx prefix is either a language with English words, moved to its own (301), or not a page.
 * A bare path is in English unless the visitor's language (cookie → subdomain → Accept-Language →
 * the admin's default language) is French or Russian: then it redirects to the prefixed page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (params.lang !== undefined) {
    // /fr and /ru pages have routes of their own, in their words (app/routes.ts): under a prefix,
    // this English route only moves an address in English words to them, for good (decision 0026).
    const target = isLocale(params.lang) ? localizedAddressOf(url.pathname) : null;
    if (target) throw redirect(sitePathOf(`${target}${url.search}`), 301);
    throw data(null, { status: 404 });
  }
  const { locale: pageLocale, asked } = requestLocale(context);
  if (pageLocale === DEFAULT_LOCALE) {
    const { services } = context.get(requestContext);
    const fallback = (await services.settings.getPublic()).language;
    const locale = asked ?? (isLocale(fallback) ? fallback : DEFAULT_LOCALE);
    if (locale !== DEFAULT_LOCALE) {
      throw redirect(sitePathOf(`${pathInLocale(url.pathname, locale)}${url.search}`), {
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell>
      {status === 404 ? (
        <NotFoundContent />
      ) : status === 503 ? (
        <OutageContent />
      ) : (
        <ErrorContent status={status} />
      )}
    </SiteShell>
  );
}
