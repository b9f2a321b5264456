/**
 * The rows of a visitor form, bound to its `useSubmissionForm`: each names its field once and gets
 * from the form its id, the value sent last time, its error and the limit of a long text. So a
 * form's JSX says what it asks (label, kind, autocomplete), never how the row is wired.
 */
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { Field } from "../pages/shared/field.tsx";
import type { SubmissionForm } from "./use-submission-form.ts";

interface RowProps {
  form: SubmissionForm;
  name: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  /** The row's place in the form's grid (e.g. "sm:col-span-2"). */
  className?: string;
}

/** The label, error and limit around a control, with the form's id for the field. */
function Row({
  form,
  name,
  label,
  required,
  optional,
  className,
  children,
}: RowProps & { children: ReactNode }) {
  return (
    <Field
      id={form.id(name)}
      label={label}
      required={required}
      optionalText={required ? undefined : optional}
      className={className}
      {...form.field(name)}
    >
      {children}
    </Field>
  );
}

/**
 * A row's props apart from its control's: the control gets the form's id for the field, its
 * `required`, and the form's wiring (name, the value sent last time, the error's description).
 */
function rowAndControl<P extends RowProps>(props: P) {
  const { form, name, label, required, optional, className, ...rest } = props;
  return {
    row: { form, name, label, required, optional, className },
    control: { id: form.id(name), required, ...rest, ...form.control(name) },
  };
}

type ControlProps<E extends "input" | "textarea"> = Omit<
  ComponentProps<E>,
  "form" | "name" | "id" | "required" | "className"
>;

export function TextField(props: RowProps & ControlProps<"input">) {
  const { row, control } = rowAndControl(props);
  return (
    <Row {...row}>
      <Input {...control} />
    </Row>
  );
}

export function TextAreaField(props: RowProps & ControlProps<"textarea">) {
  const { row, control } = rowAndControl(props);
  return (
    <Row {...row}>
      <Textarea {...control} />
    </Row>
  );
}

/**
 * A choice among fixed values: the first option is the prompt (`placeholder`); on a required field
 * it cannot be chosen back, so the browser's check asks for a real value.
 */
export function ChoiceField({
  placeholder,
  options,
  ...props
}: RowProps & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const { row, control } = rowAndControl(props);
  return (
    <Row {...row}>
      <Select {...control}>
        <option value="" disabled={props.required}>
          {placeholder}
        </option>
        {options.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Row>
  );
}

/** A box to tick, its label beside it; a required one (terms) shows its error below. */
export function CheckField({ form, name, label, required, optional, className }: RowProps) {
  const error = form.message(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={form.id(name)}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={form.values[name] === "on"}
          {...form.invalid(name)}
          className="mt-0.5 size-5 accent-slate-900"
        />
        <label htmlFor={form.id(name)} className="text-sm">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          ) : optional ? (
            <span className="ml-1 text-slate-600">{optional}</span>
          ) : null}
        </label>
      </div>
      {/* Always there (hidden while empty): the browser's check of a document form fills it. */}
      <p id={form.errorId(name)} hidden={!error} className="mt-2 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

/** The form's send button, full width on a phone. */
export function SubmitRow({
  label,
  className = "sm:col-span-2",
}: {
  label: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {label}
      </Button>
    </div>
  );
}
