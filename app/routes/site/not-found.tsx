import { data } from "react-router";

import { NotFoundContent } from "~/components/site/not-found-content.tsx";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/not-found";

/** Any path that is not a page: HTTP 404 (in the request log), rendered inside the site layout. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return data({ path: pathname }, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const t = metaT(root.locale, "common");
  return pageMeta({
    ...root,
    title: t("notFound.metaTitle"),
    path: location.pathname,
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundContent />;
}
