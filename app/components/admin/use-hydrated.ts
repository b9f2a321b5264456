import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false in the server HTML and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
