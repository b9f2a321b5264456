/**
 * Calls this screen's route action with a JSON body through a fetcher and answers what it returned,
 * so a screen can `await` a save like a function call. The action (app/lib/admin-action.ts) runs
 * the server's guard and one service call; the loaders revalidate after a successful write.
 */
import { useEffect, useRef } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import type { FieldRefusal, RefusalValues, SaveConflict } from "../../../../core/errors.ts";

export interface ActionRefused {
  ok: false;
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  message: string;
  fields: Record<string, string>;
  /** Why a service refused (app/lib/admin-action.ts), for the screen to word (refusal-text.ts). */
  reason?: string;
  values?: RefusalValues;
  fieldReasons?: Record<string, FieldRefusal>;
  /** A save overtaken by someone else's: the item now (app/lib/admin-action.ts). */
  conflict?: SaveConflict;
}
export type ActionAnswer<T extends object = object> = ({ ok: true } & T) | ActionRefused;

/**
 * One call at a time per hook (give each kind of write its own hook): a call made while another is
 * on its way waits for it, since a fetcher's new submission would drop the answer of the one before.
 */
export function useAdminAction<T extends object = object>(
  action: string,
  /** `false`: the page's loaders are not read again after the call (a step of a longer flow). */
  { revalidate = true }: { revalidate?: boolean } = {},
) {
  const fetcher = useFetcher<ActionAnswer<T>>();
  const pending = useRef<((answer: ActionAnswer<T>) => void) | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return (body: Record<string, unknown>) => {
    const call = queue.current.then(
      () =>
        new Promise<ActionAnswer<T>>((resolve) => {
          pending.current = resolve;
          void fetcher.submit(body as SubmitTarget, {
            method: "post",
            action,
            encType: "application/json",
            ...(revalidate ? {} : { defaultShouldRevalidate: false }),
          });
        }),
    );
    queue.current = call;
    return call;
  };
}

/**
 * For a route's `clientAction`: a write that failed without an answer of its own becomes one, so
 * the screen keeps what was typed and says why. `fetch` rejects with a TypeError when the request
 * never reached the server (status 0: offline); anything else is the server failing (React Router
 * throws its 500 here), which says so instead of blaming the network (worded by refusal-text.ts).
 */
export async function failureAsAnswer<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (err) {
    // A redirect (a plain form's next page) is the answer itself.
    if (err instanceof Response) throw err;
    const offline = err instanceof TypeError;
    console.error(
      offline ? "The admin action did not reach the server" : "The admin action failed",
      err,
    );
    const refused: ActionRefused = {
      ok: false,
      status: offline ? 0 : 500,
      message: offline ? "" : "The server failed to do this (an unexpected error)",
      fields: {},
    };
    return refused;
  }
}
