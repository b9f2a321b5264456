/** Title, description, canonical and hreflang for a content page, from its namespace's `meta` keys. */
import type { MetaDescriptor } from "react-router";
import type { Namespace } from "~/i18n/resources.ts";
import type { TextKey } from "~/i18n/translate.ts";
import { metaT, pageMeta, rootMeta } from "~/lib/seo.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The paths P of namespace N that hold both `P.title` and `P.description` ("meta", "terms.meta"). */
export type MetaPrefix<N extends Namespace> = PrefixOf<TextKey<N>, TextKey<N>>;
type PrefixOf<K, Keys> = K extends `${infer P}.title`
  ? `${P}.description` extends Keys
    ? P
    : never
  : never;

/** The prefix may be left out when the namespace has `meta.title` and `meta.description`. */
type PrefixArg<N extends Namespace> =
  "meta" extends MetaPrefix<N> ? [prefix?: MetaPrefix<N>] : [prefix: MetaPrefix<N>];

export function contentPageMeta<N extends Namespace>(
  matches: ReadonlyArray<MatchLike>,
  ns: N,
  path: string,
  ...[given]: PrefixArg<N>
): MetaDescriptor[] {
  const prefix: string = given ?? "meta";
  const root = rootMeta(matches);
  const t = metaT(root.locale, ns);
  // MetaPrefix<N> guarantees both keys; TypeScript cannot see through a generic N by itself.
  return pageMeta({
    ...root,
    title: t(`${prefix}.title` as TextKey<N>),
    description: t(`${prefix}.description` as TextKey<N>),
    path,
  });
}
