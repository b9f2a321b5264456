/**
 * `const { t } = useTranslation("home")`: the translate function of a namespace in the page's
 * language (the root loader's locale, app/i18n/page-locale.ts). In the browser a namespace the
 * page has not loaded yet suspends the render until it arrives (a navigation keeps showing the
 * previous page meanwhile); on the server every namespace is there.
 */
import { use, useContext, useMemo, useSyncExternalStore } from "react";
import { currentTextsVersion, namespaceReady, subscribeToTexts, translatorFor } from "./i18n.ts";
import { usePageLocale } from "./page-locale.ts";
import type { Namespace } from "./resources.ts";
import type { TFunction } from "./translate.ts";
import { UsedNamespacesContext } from "./used-namespaces.tsx";

export type { TFunction };

export function useTranslation<N extends Namespace>(ns: N): { t: TFunction<N> } {
  const locale = usePageLocale();
  useContext(UsedNamespacesContext)?.add(ns);
  // `use` on every render, never skipped once the texts are there: a component that suspended on
  // them is replayed, and a replay that skips the `use` it suspended on breaks React's hook order
  // for the hooks after it ("Update hook called on initial render").
  use(namespaceReady(locale, ns));
  return useMemo(() => ({ t: translatorFor(locale, ns) }), [locale, ns]);
}

/**
 * Renders the caller again whenever a namespace arrives. For the document's head: the routes'
 * `meta` read their texts outside any component, so a title worded before its namespace arrived
 * would otherwise stay a bare key ("pageTitle | Admin") until the next navigation.
 */
export function useTextsArrival(): void {
  useSyncExternalStore(subscribeToTexts, currentTextsVersion, () => 0);
}
