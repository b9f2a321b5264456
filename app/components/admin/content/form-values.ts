/**
 * The content form's values: what a field starts with (from an item, per language), what is sent
 * for it (create or edit), the server's refusals per field, and the required fields left empty.
 */
import { LOCALES, type Locale, PLACEHOLDER_IMAGE } from "../../../../core/constants.ts";
import type { FieldDef, FieldValue, FormValues, Item } from "./types.ts";

/** The form value key of one language of a field: `title` (English), `title.fr`, `title.ru`. */
export const valueKey = (name: string, locale: Locale) =>
  locale === "en" ? name : `${name}.${locale}`;

/** One language of a stored value: a localized field holds `{ en, fr, ru }`. */
function inLanguage(value: unknown, locale: Locale): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return (value as Partial<Record<Locale, unknown>>)[locale];
  }
  return locale === "en" ? value : undefined;
}

function initialValue(
  f: FieldDef,
  v: unknown,
  fromItem: boolean,
  withDefault: boolean,
): FieldValue {
  if (f.kind === "switch") return fromItem ? Boolean(v) : false;
  if (f.kind === "list" || f.kind === "imageList") return Array.isArray(v) ? v.map(String) : [];
  if (fromItem) {
    const s = v == null ? "" : String(v);
    return f.kind === "image" && s === PLACEHOLDER_IMAGE ? "" : s;
  }
  if (!withDefault) return "";
  if (f.kind === "select") return f.defaultValue;
  if ("defaultValue" in f && f.defaultValue) return f.defaultValue();
  return "";
}

export function initialValues(fields: readonly FieldDef[], item?: Item): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = item?.[f.name];
    for (const locale of f.localized ? LOCALES : (["en"] as const)) {
      values[valueKey(f.name, locale)] = initialValue(
        f,
        f.localized ? inLanguage(v, locale) : v,
        Boolean(item),
        locale === "en",
      );
    }
  }
  return values;
}

const NOTHING = Symbol("nothing");
/** One form value → its API value, or NOTHING to leave it out (so the server's defaults apply). */
function payloadValue(f: FieldDef, v: FieldValue, mode: "create" | "edit"): unknown {
  switch (f.kind) {
    case "switch":
      return Boolean(v);
    case "list":
    case "imageList":
      return (v as string[]).map((s) => s.trim()).filter(Boolean);
    case "number":
    case "integer": {
      const s = String(v).trim();
      if (s === "") return NOTHING;
      return Number.isFinite(Number(s)) ? Number(s) : s;
    }
    case "date":
    case "select":
      return String(v) !== "" ? v : NOTHING;
    case "image":
      return String(v) || PLACEHOLDER_IMAGE;
    default: {
      const s = String(v).trim();
      return s !== "" || mode === "edit" ? s : NOTHING;
    }
  }
}

/** Form values → API payload; a localized field becomes `{ en, fr, ru }` (the languages given). */
export function toPayload(
  fields: readonly FieldDef[],
  values: FormValues,
  mode: "create" | "edit",
) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.localized) {
      const value = payloadValue(f, values[f.name], mode);
      if (value !== NOTHING) out[f.name] = value;
      continue;
    }
    const byLanguage: Partial<Record<Locale, unknown>> = {};
    for (const locale of LOCALES) {
      const value = payloadValue(f, values[valueKey(f.name, locale)] ?? "", mode);
      const empty = Array.isArray(value) && value.length === 0;
      if (value !== NOTHING && (mode === "edit" || !empty || locale === "en")) {
        byLanguage[locale] = value;
      }
    }
    if (Object.keys(byLanguage).length > 0) out[f.name] = byLanguage;
  }
  return out;
}

/**
 * The server's field errors (`title`, `title.fr`, `images.2`, `endDate`) keyed like the form's
 * values (`title`, `title.fr`, `images`, `endDate`); names the form does not show are left out.
 */
export function formErrorsOf(
  fields: readonly FieldDef[],
  server: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(server)) {
    const [name, second] = path.split(".");
    const field = fields.find((f) => f.name === name);
    if (!field) continue;
    const locale = field.localized ? LOCALES.find((l) => l === second) : undefined;
    errors[valueKey(name, locale ?? "en")] ??= message;
  }
  return errors;
}

export function missingRequired(fields: readonly FieldDef[], values: FormValues) {
  return fields.filter((f) => f.required && String(values[f.name] ?? "").trim() === "");
}

/** Whether a form value holds text (a list: any item with text). */
export const filled = (v: FieldValue | undefined) =>
  Array.isArray(v) ? v.some((s) => s.trim() !== "") : String(v ?? "").trim() !== "";
