/**
 * Reads a route loader's data through a fetcher and answers it, so a panel that reads on demand
 * (a History, a picker) can `await` the read like a function call. The loader runs the server's
 * guard and one service call, as every admin read does; it answers a refusal as data.
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * One read at a time per hook: a read started while another is on its way replaces it (the
 * earlier caller gets `undefined`), since a fetcher keeps only its latest answer.
 */
export function useAdminRead<T>() {
  const fetcher = useFetcher<T>();
  const pending = useRef<((answer: T | undefined) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    resolve(fetcher.data as T | undefined);
  }, [fetcher.state, fetcher.data]);
  const { load } = fetcher;
  return useCallback(
    (href: string) =>
      new Promise<T | undefined>((resolve) => {
        pending.current?.(undefined);
        pending.current = resolve;
        void load(href);
      }),
    [load],
  );
}
