/**
 * The page carries the translations it rendered with: the namespaces components asked
 * `useTranslation` for are collected while the page renders, and their texts in the page's
 * language are written after it as JSON (`#page-translations`). The browser registers them and
 * hydrates at once: no second round trip for texts on a slow link, and no translation script to
 * download (JSON data, like the route data, not code). Other namespaces are fetched as JSON when
 * a component first needs them (app/i18n/i18n.ts).
 */
import { createContext, type ReactNode, useContext, useState } from "react";
import type { Locale } from "../../core/constants.ts";
import { pageMessages, registerNamespace } from "./i18n.ts";
import { usePageLocale } from "./page-locale.ts";

export const UsedNamespacesContext = createContext<Set<string> | null>(null);

const ELEMENT_ID = "page-translations";

/** Collects the namespaces of everything rendered inside it; their texts come after the children. */
export function UsedNamespaces({ children }: { children: ReactNode }) {
  // Every page's meta names the site from "common", outside any component.
  const [used] = useState(() => new Set<string>(["common"]));
  return (
    <UsedNamespacesContext value={used}>
      {children}
      <PageTranslations />
    </UsedNamespacesContext>
  );
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The first page's element as the server wrote it, read once before hydration (see below). */
let firstPage: { text: string; namespaces: string[] } = { text: "", namespaces: [] };

/**
 * Rendered after the page, so the set is complete (server rendering goes in document order). In
 * the browser it keeps the server's text, so hydration finds what it expects and nothing is
 * serialised again on later renders.
 */
function PageTranslations() {
  const used = useContext(UsedNamespacesContext);
  const locale = usePageLocale();
  const text =
    typeof document === "undefined"
      ? scriptSafeJson({ locale, messages: pageMessages(locale, [...(used ?? [])]) })
      : firstPage.text;
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/**
 * In the browser, before hydrating: registers the texts the page was rendered with and answers
 * their language (undefined when the page carries none).
 */
export function adoptPageTranslations(): Locale | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent ?? "";
  firstPage = { text, namespaces: [] };
  let parsed: { locale?: Locale; messages?: Record<string, Record<string, unknown>> };
  try {
    parsed = JSON.parse(text || "{}") as typeof parsed;
  } catch {
    return undefined;
  }
  const messages = parsed.messages ?? {};
  if (parsed.locale)
    for (const [ns, texts] of Object.entries(messages)) registerNamespace(parsed.locale, ns, texts);
  firstPage.namespaces = Object.keys(messages);
  return parsed.locale;
}

/** The namespaces the first page was rendered with (a new language loads the same ones). */
export function pageNamespaces(): string[] {
  return firstPage.namespaces;
}
