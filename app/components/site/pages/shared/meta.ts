/** Title, description, canonical and hreflang for a content page, from its namespace's `meta` keys. */
import type { MetaDescriptor } from "react-router";
import type { Namespace } from "~/i18n/resources.ts";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function contentPageMeta(
  matches: ReadonlyArray<MatchLike>,
  ns: Namespace,
  path: string,
  prefix = "meta",
): MetaDescriptor[] {
  const root = rootMeta(matches);
  const t = metaT(root.locale, ns);
  return pageMeta({
    ...root,
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    path,
  });
}
