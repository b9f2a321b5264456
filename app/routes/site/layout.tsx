import { data, Outlet } from "react-router";
import { isLocale } from "~/i18n/i18n.ts";
import type { Route } from "./+types/layout";

/** Public layout: a /xx prefix must be a supported non-default locale, else it is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === "en")) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function SiteLayout() {
  return <Outlet />;
}
