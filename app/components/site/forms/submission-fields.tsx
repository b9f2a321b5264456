/**
 * A visitor form's plain rows, drawn from its field list (core/visitor-form-fields.ts) with the
 * texts of the page's namespace: `form.<name>` labels a row, `form.<name>Placeholder` is its
 * placeholder, `form.optional` follows an optional row's label. The page keeps what is not a
 * plain row (the send button, a donation's amount and method).
 */
import { type FormFieldSpec, VISITOR_FORM_FIELDS } from "../../../../core/visitor-form-fields.ts";
import type { SubmissionKind } from "../../../../core/submission-options.ts";
import type { Namespace } from "~/i18n/resources.ts";
import type { TextKey, TFunction } from "~/i18n/translate.ts";
import { CheckField, ChoiceField, TextAreaField, TextField } from "./form-fields.tsx";
import type { SubmissionForm } from "./use-submission-form.ts";

/** The grid span of a wide row in the two-column forms. */
const WIDE = "sm:col-span-2";

export function SubmissionFields<N extends Namespace>({
  kind,
  form,
  t,
}: {
  kind: SubmissionKind;
  form: SubmissionForm;
  /** The page's translate function; its namespace holds the `form.*` texts of the rows. */
  t: TFunction<N>;
}) {
  // The keys follow the convention above; core/visitor-form-fields.test.ts checks they exist.
  const text = (key: string) => t(key as TextKey<N>);
  const fields: readonly FormFieldSpec[] = VISITOR_FORM_FIELDS[kind];
  return fields.map((field) => {
    const { name, required, rows } = field;
    const row = {
      form,
      name,
      label: text(`form.${name}`),
      required,
      optional: required ? undefined : text("form.optional"),
      className: field.wide ? WIDE : undefined,
    };
    const placeholder = field.placeholder ? text(`form.${name}Placeholder`) : undefined;
    switch (field.control) {
      case "check":
        return <CheckField key={name} {...row} />;
      case "choice":
        return (
          <ChoiceField
            key={name}
            {...row}
            placeholder={placeholder ?? ""}
            options={(field.options ?? []).map((value) => ({
              value,
              label: text(`form.${field.optionLabels}.${value}`),
            }))}
          />
        );
      case "textarea":
        return <TextAreaField key={name} {...row} rows={rows} placeholder={placeholder} />;
      default:
        return (
          <TextField
            key={name}
            {...row}
            {...textInputAttributes(field)}
            placeholder={placeholder}
          />
        );
    }
  });
}

/** A text row's input type and autofill hint (the plain `text` type is the default). */
export function textInputAttributes(field: FormFieldSpec) {
  return {
    ...(field.control === "text" ? {} : { type: field.control }),
    autoComplete: field.autoComplete,
  };
}
