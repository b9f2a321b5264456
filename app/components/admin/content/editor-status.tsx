/** What the editor says about its server copy: being saved, saved at a time, or restored from it. */
import { Button } from "../../ui";
import { editorText as T } from "../text/editor.ts";
import type { AutosaveState } from "./use-autosave.ts";

/** A time of day as the staff member's browser shows it (12:03). */
export const timeOfDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === "saving"
      ? T.autosaving
      : state.kind === "saved"
        ? T.autosaved(timeOfDay(state.at))
        : state.kind === "failed"
          ? T.autosaveFailed
          : "";
  return (
    <p
      role="status"
      data-testid="autosave-status"
      data-state={state.kind}
      className={`text-sm ${state.kind === "failed" ? "text-red-800" : "text-slate-700"}`}
    >
      {text}
    </p>
  );
}

export function RestoredNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div
      role="status"
      data-testid="autosave-restored"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{T.restoredFrom(timeOfDay(savedAt))}</p>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {T.discardAutosave}
      </Button>
    </div>
  );
}
