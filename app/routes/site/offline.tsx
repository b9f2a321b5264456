import { OfflineContent } from "~/components/site/not-found-content.tsx";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/offline";

/**
 * What the service worker shows for a page this device has not saved, when there is no
 * connection (app/enhance/sw.ts keeps one per language). Not a page to index.
 */
export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  return pageMeta({
    ...root,
    title: metaT(root.locale, "common")("offline.metaTitle"),
    path: location.pathname,
    noindex: true,
  });
}

export default function Offline() {
  return <OfflineContent />;
}
