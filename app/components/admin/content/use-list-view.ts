/** Cards or a compact table: the content lists' view, remembered in this browser for every list. */
import { useSyncExternalStore } from "react";

const VIEW_KEY = "admin-list-view";
export type ListView = "cards" | "table";

const viewListeners = new Set<() => void>();
function subscribeView(listener: () => void) {
  viewListeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener("storage", listener);
  return () => {
    viewListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const storedView = (): ListView =>
  window.localStorage.getItem(VIEW_KEY) === "table" ? "table" : "cards";

export function useListView(): [ListView, (next: ListView) => void] {
  const view = useSyncExternalStore(subscribeView, storedView, () => "cards" as ListView);
  const chooseView = (next: ListView) => {
    window.localStorage.setItem(VIEW_KEY, next);
    viewListeners.forEach((listener) => listener());
  };
  return [view, chooseView];
}
