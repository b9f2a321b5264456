/**
 * Shown when a save was overtaken by someone else's (409 `staleVersion`): each value the other
 * save changed, theirs beside this editor's, and three ways on: merge by field (a value both sides
 * changed takes the side chosen for it), take theirs, or save this editor's version over theirs.
 */
import { useState } from "react";
import type { Locale } from "../../../../core/constants.ts";
import { plainText } from "../../../../core/content/revisions.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { Button, Dialog } from "../../ui";
import { inLanguageField } from "./field-control.tsx";
import type { ConflictRow, Side } from "./save-conflict.ts";
import type { FieldValue } from "./types.ts";

const SHOWN_CHARACTERS = 240;

function shownValue(row: ConflictRow, value: FieldValue, t: TFunction<"adminEditor">): string {
  if (typeof value === "boolean") return value ? t("conflict.yes") : t("conflict.no");
  const text = Array.isArray(value)
    ? value.join(", ")
    : row.field.kind === "richText"
      ? plainText(value ?? "")
      : (value ?? "");
  if (text.trim() === "") return t("conflict.empty");
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

export function SaveConflictDialog({
  rows,
  busy,
  onMerge,
  onTakeTheirs,
  onSaveMine,
  onClose,
}: {
  rows: ConflictRow[] | null;
  busy: boolean;
  onMerge: (choices: Record<string, Side>) => void;
  onTakeTheirs: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminEditor");
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const label = (row: ConflictRow) =>
    row.locale ? inLanguageField(row.field, row.locale as Locale, t).label : row.field.label;
  return (
    <Dialog
      open={rows !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("conflict.title")}
      description={t("conflict.description")}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={onSaveMine}>
            {t("conflict.saveMine")}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onTakeTheirs}>
            {t("conflict.takeTheirs")}
          </Button>
          <Button disabled={busy} onClick={() => onMerge(choices)}>
            {t("conflict.merge")}
          </Button>
        </>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="save-conflict">
        {(rows ?? []).map((row) => (
          <li key={row.key} className="space-y-2 p-4 sm:px-6" data-conflict-field={row.key}>
            <p className="font-medium">
              {t("conflict.field")}: {label(row)}
            </p>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div className="rounded-md bg-amber-50 p-2 dark:bg-amber-950">
                <dt className="font-medium">{t("conflict.theirs")}</dt>
                <dd className="break-words whitespace-pre-line">
                  {shownValue(row, row.theirs, t)}
                </dd>
              </div>
              <div className="rounded-md bg-sky-50 p-2 dark:bg-sky-950">
                <dt className="font-medium">{t("conflict.mine")}</dt>
                <dd className="break-words whitespace-pre-line">{shownValue(row, row.mine, t)}</dd>
              </div>
            </dl>
            {row.both ? (
              <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <legend className="float-left mr-2">{t("conflict.bothChanged")}</legend>
                {(["mine", "theirs"] as const).map((side) => (
                  <label key={side} className="inline-flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={`conflict-${row.key}`}
                      value={side}
                      checked={(choices[row.key] ?? "mine") === side}
                      onChange={() => setChoices((all) => ({ ...all, [row.key]: side }))}
                      className="size-4 accent-sky-700 focus-visible:outline-2 focus-visible:outline-sky-600"
                    />
                    {t(side === "mine" ? "conflict.keepMine" : "conflict.keepTheirs")}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
