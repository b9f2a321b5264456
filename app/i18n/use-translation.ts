/**
 * `const { t } = useTranslation("home")`: the translate function of a namespace in the page's
 * language (the root loader's locale, app/i18n/page-locale.ts).
 */
import { useMemo } from "react";
import { translatorFor } from "./i18n.ts";
import { usePageLocale } from "./page-locale.ts";
import type { Namespace } from "./resources.ts";

export type { TFunction } from "./translate.ts";

export function useTranslation(ns: Namespace) {
  const locale = usePageLocale();
  return useMemo(() => ({ t: translatorFor(locale, ns) }), [locale, ns]);
}
