/**
 * One text written in each of the site's languages, side by side on a wide screen (three languages
 * on one screen): a fieldset with the field's name as its legend and one input or text area per
 * language, each marked with its `lang`, its label and its own error. Controlled (`value` and
 * `onChange`, the settings form) or a plain form's fields (`defaultValue`, posted by `name`).
 */
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import { Input, Textarea } from "../../ui";
import { describedBy, FieldShell } from "../settings/fields.tsx";

export interface PerLanguageFieldsetProps {
  legend: string;
  hint?: string;
  /** The id of language `lang`'s field; its hint and error ids derive from it. */
  idOf: (lang: Locale) => string;
  nameOf: (lang: Locale) => string;
  labelOf: (lang: Locale) => string;
  errorOf?: (lang: Locale) => string | undefined;
  /** Text areas of this many lines; text inputs without. */
  rows?: number;
  /** The inputs' type (e-mail addresses): text by default. */
  type?: "text" | "email";
  maxLength?: number;
  /** The languages that must be filled in (English for a name). */
  required?: readonly Locale[];
  values: Record<Locale, string>;
  /** Controlled: called with each change. Without it the values are the fields' first values. */
  onChange?: (lang: Locale, value: string) => void;
}

export function PerLanguageFieldset(p: PerLanguageFieldsetProps) {
  const hintId = p.hint ? `${p.idOf("en")}-set-hint` : undefined;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold">{p.legend}</legend>
      {p.hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {p.hint}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {LOCALES.map((lang) => {
          const id = p.idOf(lang);
          const error = p.errorOf?.(lang);
          const common = {
            id,
            name: p.nameOf(lang),
            lang,
            maxLength: p.maxLength,
            required: p.required?.includes(lang) || undefined,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(id, undefined, error),
            ...(p.onChange
              ? {
                  value: p.values[lang],
                  onChange: (e: { target: { value: string } }) =>
                    p.onChange?.(lang, e.target.value),
                }
              : { defaultValue: p.values[lang] }),
          };
          return (
            <FieldShell key={lang} id={id} label={p.labelOf(lang)} error={error}>
              {p.rows ? (
                <Textarea {...common} rows={p.rows} />
              ) : (
                <Input {...common} type={p.type ?? "text"} autoComplete="off" />
              )}
            </FieldShell>
          );
        })}
      </div>
    </fieldset>
  );
}
