/**
 * The page tells the browser which translations it rendered with: the namespaces components asked
 * `useTranslation` for are collected while the page renders and listed after it, so the browser
 * loads exactly those (in the page's language) before it hydrates, instead of every text of the
 * site.
 */
import { createContext, type ReactNode, useContext, useState } from "react";

export const UsedNamespacesContext = createContext<Set<string> | null>(null);

const ELEMENT_ID = "page-namespaces";

/** Collects the namespaces of everything rendered inside it; the list comes after the children. */
export function UsedNamespaces({ children }: { children: ReactNode }) {
  // Every page's meta names the site from "common", outside any component.
  const [used] = useState(() => new Set<string>(["common"]));
  return (
    <UsedNamespacesContext value={used}>
      {children}
      <NamespaceList />
    </UsedNamespacesContext>
  );
}

/** Rendered after the page, so the set is complete (server rendering goes in document order). */
function NamespaceList() {
  const used = useContext(UsedNamespacesContext);
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify([...(used ?? [])]) }}
    />
  );
}

/** In the browser: the namespaces the current page was rendered with. */
export function pageNamespaces(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? "[]");
    return Array.isArray(list) ? list.filter((ns): ns is string => typeof ns === "string") : [];
  } catch {
    return [];
  }
}
