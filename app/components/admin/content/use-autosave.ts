/**
 * The editor's server autosave (docs/decisions/0027-full-page-editor.md): a couple of seconds after
 * typing stops, the form's values go to the route action (`intent: "autosave"`), into the one slot
 * of this staff member and item. `settle()` waits for a copy on its way, so a save never races it.
 */
import { useEffect, useRef, useState } from "react";
import { useAdminAction } from "../shell/use-admin-action.ts";
import type { FormValues } from "./types.ts";

export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string; values: string }
  | { kind: "failed" };

export function useAutosave(action: string, itemId: number, values: FormValues, dirty: boolean) {
  const post = useAdminAction<{ savedAt: string }>(action);
  const postRef = useRef(post);
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const stopped = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    postRef.current = post;
  });
  const json = JSON.stringify(values);
  useEffect(() => {
    if (!dirty) return;
    stopped.current = false;
    timer.current = window.setTimeout(() => {
      setState({ kind: "saving" });
      const call = postRef.current({ intent: "autosave", id: itemId, values: JSON.parse(json) });
      inFlight.current = call;
      void call.then((res) => {
        if (stopped.current) return;
        setState(res.ok ? { kind: "saved", at: res.savedAt, values: json } : { kind: "failed" });
      });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [json, dirty, itemId]);

  return {
    state,
    /** Whether the values on screen are in the server's copy (nothing is lost on leaving). */
    kept: state.kind === "saved" && state.values === json,
    /** Before a save: no new copy, and the one on its way has arrived. */
    async settle() {
      stopped.current = true;
      window.clearTimeout(timer.current);
      await inFlight.current;
      setState({ kind: "idle" });
    },
    /** Throws the server's copy away (the page goes back to the saved item). */
    async discard() {
      stopped.current = true;
      window.clearTimeout(timer.current);
      await inFlight.current;
      setState({ kind: "idle" });
      return postRef.current({ intent: "discard-autosave", id: itemId });
    },
  };
}
