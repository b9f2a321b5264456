/**
 * The editor's side of "no lost update" (409 `staleVersion`): the version its saves start from,
 * the conflict to show when another save overtook one, and the three ways on. `base` is what the
 * editor opened, `values` what it shows; `replace` sets the form, `rebase` what counts as saved.
 */
import { useRef, useState } from "react";
import type { SaveConflict } from "../../../../core/errors.ts";
import { initialValues } from "./form-values.ts";
import { type ConflictRow, conflictRows, mergedValues, type Side } from "./save-conflict.ts";
import type { FieldDef, FormValues } from "./types.ts";

interface Shown {
  rows: ConflictRow[];
  theirs: FormValues;
  version: string;
  /** The save that was refused, to run again once the way on is chosen. */
  retry: () => void;
}

export function useSaveConflict(options: {
  fields: readonly FieldDef[];
  openedVersion: unknown;
  itemId: number;
  values: () => FormValues;
  replace: (values: FormValues) => void;
  rebase: (values: FormValues) => void;
  onTookTheirs: () => void;
}) {
  const { fields } = options;
  // The version this editor started from: sent with each save, moved on by each one it makes.
  const version = useRef(
    typeof options.openedVersion === "string" ? options.openedVersion : undefined,
  );
  const [shown, setShown] = useState<Shown | null>(null);
  const merging = useRef(false);

  /** The way on: the other save becomes the base, then merge, take theirs or save mine over. */
  function resolve(
    way: "merge" | "theirs" | "mine",
    base: FormValues,
    choices: Record<string, Side> = {},
  ) {
    if (!shown) return;
    const mine = options.values();
    version.current = shown.version;
    options.rebase(shown.theirs);
    if (way === "theirs") {
      options.replace(shown.theirs);
      setShown(null);
      options.onTookTheirs();
      return;
    }
    if (way === "merge") options.replace(mergedValues(fields, base, mine, shown.theirs, choices));
    merging.current = way === "merge";
    shown.retry();
  }

  return {
    version,
    /** After a save went through: its new version; true when that save was a merge. */
    saved(newVersion: string | undefined): boolean {
      if (newVersion) version.current = newVersion;
      setShown(null);
      const merged = merging.current;
      merging.current = false;
      return merged;
    },
    /** After a refusal: true when it was a conflict, now shown. */
    refused(
      conflict: SaveConflict | undefined,
      base: FormValues,
      mine: FormValues,
      retry: () => void,
    ) {
      merging.current = false;
      if (!conflict) return false;
      const theirs = initialValues(fields, { id: options.itemId, ...conflict.current });
      setShown({
        rows: conflictRows(fields, base, mine, theirs),
        theirs,
        version: conflict.version,
        retry,
      });
      return true;
    },
    /** The dialog's rows and buttons (SaveConflictDialog), from `base`, what the editor opened. */
    dialog(base: FormValues) {
      return {
        rows: shown?.rows ?? null,
        onMerge: (choices: Record<string, Side>) => resolve("merge", base, choices),
        onTakeTheirs: () => resolve("theirs", base),
        onSaveMine: () => resolve("mine", base),
        onClose: () => setShown(null),
      };
    },
  };
}
