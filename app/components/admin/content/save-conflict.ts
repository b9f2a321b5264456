/**
 * A save overtaken by someone else's (409 `staleVersion`): what each side changed since the
 * version this editor opened, and the merge by field. `base` is what the editor opened, `mine`
 * what it shows, `theirs` the item as the server holds it now, all as form values.
 */
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import { valueKey } from "./form-values.ts";
import type { FieldDef, FieldValue, FormValues } from "./types.ts";

export type Side = "mine" | "theirs";

export interface ConflictRow {
  key: string;
  field: FieldDef;
  /** The language of a localized field's value; null for a plain field. */
  locale: Locale | null;
  theirs: FieldValue;
  mine: FieldValue;
  /** Both sides changed this value: the editor chooses. */
  both: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

/** Every value key of the fields, with its field and language. */
function valueKeys(fields: readonly FieldDef[]) {
  return fields.flatMap((field) =>
    (field.localized ? LOCALES : [null]).map((locale) => ({
      key: locale ? valueKey(field.name, locale) : field.name,
      field,
      locale,
    })),
  );
}

/** The values the other save changed, each marked when this editor changed it too. */
export function conflictRows(
  fields: readonly FieldDef[],
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): ConflictRow[] {
  return valueKeys(fields)
    .filter(({ key }) => !same(theirs[key], base[key]))
    .map(({ key, field, locale }) => ({
      key,
      field,
      locale,
      theirs: theirs[key],
      mine: mine[key],
      both: !same(mine[key], base[key]) && !same(mine[key], theirs[key]),
    }));
}

/**
 * Both saves in one: a value only one side changed keeps that change; a value both changed takes
 * the side chosen for it (`choices`, default mine).
 */
export function mergedValues(
  fields: readonly FieldDef[],
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
  choices: Record<string, Side> = {},
): FormValues {
  const merged: FormValues = { ...mine };
  for (const { key } of valueKeys(fields)) {
    const mineChanged = !same(mine[key], base[key]);
    const theirsChanged = !same(theirs[key], base[key]);
    if (theirsChanged && (!mineChanged || choices[key] === "theirs")) merged[key] = theirs[key];
  }
  return merged;
}
