/** One input of the content editor, by field kind, and a localized field's per-language version. */
import { lazy, Suspense } from "react";
import type { Locale } from "../../../../core/constants.ts";
import { fromLocalInput, toLocalInput } from "../../../../core/time-zone.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { ImageField } from "./image-field.tsx";
import { ListEditor } from "./list-editor.tsx";
import type { FieldDef, FormValues } from "./types.ts";
import { Switch } from "../../ui";
import { inputClass } from "./ui.tsx";

/** TipTap stays out of every other bundle: the editor is its own chunk, fetched when a form needs it. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/** One language's version of a localized field: labelled with the language; only English is required. */
export function inLanguageField(
  f: FieldDef,
  locale: Locale,
  t: TFunction<"adminEditor">,
): FieldDef {
  if (locale === "en") return f;
  return {
    ...f,
    label: t("languages.fieldInLanguage", {
      label: f.label,
      language: t(`languages.names.${locale}`),
    }),
    required: false,
    labelledRequired: false,
  };
}

export function FieldControl({
  field,
  id,
  value,
  onChange,
  onUpload,
  showRequired,
  lang,
  error,
  timeZone = "UTC",
}: {
  /** The server's message for this input: shown below it and linked with aria-describedby. */
  error?: string;
  /** The language of the value (inputs of a localized field), for spelling and screen readers. */
  lang?: Locale;
  /** The site's timezone, in which a date-time field is entered. */
  timeZone?: string;
  field: FieldDef;
  id: string;
  value: FormValues[string];
  onChange: (v: FormValues[string]) => void;
  onUpload: (p: Promise<string | null>) => void;
  showRequired: boolean;
}) {
  const { t } = useTranslation("adminEditor");
  const star = field.required || field.labelledRequired ? " *" : "";
  // The asterisk sits beside the label (the label text stays the field's plain name).
  const label = (
    <div className="flex gap-1 text-sm font-medium text-slate-900">
      <label htmlFor={id}>{field.label}</label>
      {star && <span aria-hidden="true">{star.trim()}</span>}
    </div>
  );
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const hint = (
    <>
      {field.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
  const common_ = {
    id,
    lang,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    "aria-required": showRequired && field.required ? true : undefined,
  };
  switch (field.kind) {
    case "dateTime": {
      // The value stays the UTC instant; the input shows and takes the site's wall-clock time.
      const zoneId = `${id}-zone`;
      return (
        <div>
          {label}
          <input
            {...common_}
            aria-describedby={[zoneId, hintId].filter(Boolean).join(" ")}
            type="datetime-local"
            className={`${inputClass} mt-1 h-10`}
            value={toLocalInput(String(value), timeZone)}
            onChange={(e) => onChange(fromLocalInput(e.target.value, timeZone))}
          />
          <p id={zoneId} className="mt-1 text-xs text-slate-700" data-testid="time-zone-note">
            {t("page.timeZoneNote", { zone: timeZone })}
          </p>
          {hint}
        </div>
      );
    }
    case "textarea":
      return (
        <div>
          {label}
          <textarea
            {...common_}
            rows={field.rows ?? 3}
            placeholder={field.placeholder}
            className={`${inputClass} mt-1`}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          />
          {hint}
        </div>
      );
    case "richText": {
      // A contenteditable is not labelable: the editor names itself with aria-labelledby.
      const labelId = `${id}-label`;
      return (
        <div>
          <div className="flex gap-1 text-sm font-medium text-slate-900">
            <span id={labelId} onClick={() => document.getElementById(id)?.focus()}>
              {field.label}
            </span>
            {star && <span aria-hidden="true">{star.trim()}</span>}
          </div>
          <Suspense
            fallback={<p className="mt-1 text-sm text-slate-700">{t("richText.loading")}</p>}
          >
            <RichTextEditor
              id={id}
              labelId={labelId}
              label={field.label}
              value={String(value)}
              onChange={onChange}
              lang={lang}
              describedBy={describedBy}
              required={showRequired && field.required}
              bucket={field.bucket}
              onUpload={onUpload}
            />
          </Suspense>
          {hint}
        </div>
      );
    }
    case "select":
      return (
        <div>
          {label}
          <select
            {...common_}
            className={`${inputClass} mt-1 h-10`}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          >
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {hint}
        </div>
      );
    case "switch": {
      const descId = field.description ? `${id}-desc` : undefined;
      return (
        <div className="flex items-center gap-3 sm:pt-6">
          <Switch
            id={id}
            checked={Boolean(value)}
            onCheckedChange={onChange}
            aria-describedby={[descId, errorId].filter(Boolean).join(" ") || undefined}
          />
          <div>
            {label}
            {field.description && (
              <p id={descId} className="text-xs text-slate-700">
                {field.description}
              </p>
            )}
            {error ? (
              <p
                id={errorId}
                className="text-sm font-medium text-red-800"
                data-testid="field-error"
              >
                {error}
              </p>
            ) : null}
          </div>
        </div>
      );
    }
    case "image":
      return (
        <div>
          <ImageField
            id={id}
            label={field.label}
            bucket={field.bucket}
            value={String(value)}
            onChange={onChange}
            onUpload={onUpload}
            hint={field.hint}
          />
          {error ? hint : null}
        </div>
      );
    case "list":
    case "imageList":
      return (
        <div>
          <ListEditor
            id={id}
            label={field.label}
            itemLabel={field.itemLabel}
            value={value as string[]}
            onChange={onChange}
            hint={field.hint}
            upload={field.kind === "imageList" ? { bucket: field.bucket, onUpload } : undefined}
          />
          {error ? (
            <p
              id={errorId}
              className="mt-1 text-sm font-medium text-red-800"
              data-testid="field-error"
            >
              {error}
            </p>
          ) : null}
        </div>
      );
    default: {
      const type =
        field.kind === "integer" ? "number" : field.kind === "number" ? "number" : field.kind;
      const text = field.kind === "text" || field.kind === "email" || field.kind === "date";
      const suggestions = text && field.suggestions?.length ? field.suggestions : null;
      return (
        <div>
          {label}
          {suggestions ? (
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
          <input
            {...common_}
            type={type}
            readOnly={text && field.readOnly ? true : undefined}
            list={suggestions ? `${id}-suggestions` : undefined}
            autoComplete={suggestions ? "off" : undefined}
            inputMode={field.kind === "integer" ? "numeric" : undefined}
            step={field.kind === "integer" ? "1" : field.kind === "number" ? field.step : undefined}
            min={field.kind === "integer" || field.kind === "number" ? 0 : undefined}
            placeholder={"placeholder" in field ? field.placeholder : undefined}
            className={`${inputClass} mt-1 h-10`}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          />
          {hint}
        </div>
      );
    }
  }
}
