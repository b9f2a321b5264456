/**
 * The admin form fields of an entity, derived from its definition (core/content): the definition
 * gives names, kinds, English labels and rules; `options` adds only what is admin presentation
 * (entity-config.ts puts the labels in the page language). Both are
 * keyed by the definition's field names, so a typo fails typecheck.
 */
import type { EntityDefinition, Field, Fields } from "../../../../core/content/define.ts";
import { isRequired } from "../../../../core/content/define.ts";
import type { FieldDef } from "./types.ts";

export interface FieldPresentation {
  /** Shown with an asterisk but not enforced: the form saves without it. */
  labelledRequired?: boolean;
  defaultValue?: () => string;
}

export interface FormOptions<F extends Fields> {
  /** Fields the form leaves out (kept by the server as they are). */
  omit?: readonly (keyof F & string)[];
  /** Only these fields, in this order. */
  only?: readonly (keyof F & string)[];
  fields?: Partial<Record<keyof F & string, FieldPresentation>>;
}

const today = () => new Date().toISOString().slice(0, 10);

function formField(name: string, field: Field, extra: FieldPresentation = {}): FieldDef {
  const base = {
    name,
    label: field.label,
    required: isRequired(field),
    labelledRequired: extra.labelledRequired,
    localized: field.localized === true,
    defaulted: field.fallback === false || undefined,
    hint: field.hint,
    wide: field.wide,
  };
  switch (field.kind) {
    case "text":
      return field.format === "email"
        ? { ...base, kind: "email" }
        : { ...base, kind: "text", placeholder: field.default, defaultValue: extra.defaultValue };
    case "slug":
      return { ...base, kind: "text", defaulted: true };
    case "longText":
      return { ...base, kind: "textarea", rows: field.rows };
    case "richText":
      return { ...base, kind: "richText", bucket: field.bucket };
    case "date":
      return {
        ...base,
        kind: "date",
        defaultValue: extra.defaultValue ?? (field.default === "today" ? today : undefined),
      };
    case "dateTime":
      return { ...base, kind: "dateTime" };
    case "number":
      return field.integer
        ? { ...base, kind: "integer", defaultValue: extra.defaultValue }
        : { ...base, kind: "number", step: "0.01", defaultValue: extra.defaultValue };
    case "boolean":
      return { ...base, kind: "switch", description: field.description };
    case "select":
      return {
        ...base,
        kind: "select",
        // The values' labels are the page language's (entity-config.ts).
        options: field.options.map((value) => ({ value, label: value })),
        defaultValue: field.default,
      };
    case "list":
      return field.of === "image" && field.bucket
        ? { ...base, kind: "imageList", bucket: field.bucket, itemLabel: field.itemLabel }
        : { ...base, kind: "list", itemLabel: field.itemLabel };
    case "image":
      return { ...base, kind: "image", bucket: field.bucket };
  }
}

export function formFields<F extends Fields>(
  definition: EntityDefinition<F>,
  options: FormOptions<F> = {},
): FieldDef[] {
  const names = (options.only ?? (Object.keys(definition.fields) as (keyof F & string)[])).filter(
    (name) => !options.omit?.includes(name),
  );
  return names.map((name) => formField(name, definition.fields[name], options.fields?.[name]));
}
