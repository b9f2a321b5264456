/** The create/edit dialog of every content entity, rendered from its field list. */
import { lazy, Suspense, useId, useRef, useState } from "react";
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import { fromLocalInput, toLocalInput } from "../../../../core/time-zone.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import {
  common,
  historyText,
  lifecycleText,
  richTextText,
  translationText,
} from "../text/content.ts";
import {
  DraftOffer,
  ReauthDialog,
  useDiscardConfirm,
  useLocalDraft,
  useUnsavedChanges,
} from "../shell/unsaved-work.tsx";
import { notify } from "../shell/notify.ts";
import {
  filled,
  formErrorsOf,
  initialValues,
  missingRequired,
  toPayload,
  valueKey,
} from "./form-values.ts";
import { ImageField } from "./image-field.tsx";
import { ListEditor } from "./list-editor.tsx";
import { RevisionHistory } from "./revision-history.tsx";
import type { EntityConfig, FieldDef, FormValues, Item } from "./types.ts";
import { Button, Dialog, Switch } from "../../ui";
import { inputClass } from "./ui.tsx";
import { refusedMessage, useContentAction } from "./use-content-action.ts";

const LANGUAGE_NAMES = translationText.languageNames;

/** TipTap stays out of every other bundle: the editor is its own chunk, fetched when a form needs it. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/** EN / FR / RU tabs over the localized fields, each tab saying how many of them it has. */
function LanguageTabs({
  fields,
  values,
  errors,
  render,
}: {
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  render: (field: FieldDef, locale: Locale) => React.ReactNode;
}) {
  const counted = fields.filter((f) => !f.defaulted);
  return (
    <Tabs defaultValue="en">
      <TabsList aria-label={translationText.tabsLabel}>
        {LOCALES.map((locale) => {
          const done = counted.filter((f) => filled(values[valueKey(f.name, locale)])).length;
          return (
            <TabsTrigger key={locale} value={locale} data-testid={`language-tab-${locale}`}>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="sr-only">{LANGUAGE_NAMES[locale]}</span>
              <span
                className={
                  done === counted.length
                    ? "rounded-full bg-green-100 px-1.5 text-xs text-green-900"
                    : "rounded-full bg-slate-200 px-1.5 text-xs text-slate-800"
                }
              >
                {done}/{counted.length}
                <span className="sr-only"> {translationText.fieldsFilled}</span>
              </span>
              {fields.some((f) => errors[valueKey(f.name, locale)]) && (
                <span className="rounded-full bg-red-100 px-1.5 text-xs font-bold text-red-900">
                  <span aria-hidden="true">!</span>
                  <span className="sr-only">{historyText.tabHasErrors}</span>
                </span>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {LOCALES.map((locale) => (
        <TabsContent key={locale} value={locale}>
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((f) => (
              <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
                {render(f, locale)}
              </div>
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** One language's version of a localized field: labelled with the language; only English is required. */
function inLanguageField(f: FieldDef, locale: Locale): FieldDef {
  if (locale === "en") return f;
  return {
    ...f,
    label: `${f.label} (${LANGUAGE_NAMES[locale]})`,
    required: false,
    labelledRequired: false,
  };
}

function FieldControl({
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
            {lifecycleText.timeZoneNote(timeZone)}
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
            fallback={<p className="mt-1 text-sm text-slate-700">{richTextText.loading}</p>}
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

export function EntityFormDialog({
  config,
  mode,
  item,
  open,
  onOpenChange,
  onSaved,
  timeZone,
  footerExtra,
}: {
  config: EntityConfig;
  mode: "create" | "edit";
  item?: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** With the saved item's id, so the list can return focus to it. */
  onSaved: (id?: number) => void;
  /** The site's timezone (publication times). */
  timeZone?: string;
  /** More actions in the footer (Preview). */
  footerExtra?: React.ReactNode;
}) {
  const fields = mode === "edit" ? (config.editFields ?? config.fields) : config.fields;
  const localizedFields = fields.filter((f) => f.localized);
  const [initial] = useState<FormValues>(() => initialValues(fields, item));
  const [values, setValues] = useState<FormValues>(initial);
  const [busy, setBusy] = useState(false);
  const [signInToSave, setSignInToSave] = useState(false);
  /** The server's field errors, keyed like the values; an input's error goes when it changes. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = useRef<Promise<string | null>[]>([]);
  const formId = useId();
  const t = config.text;
  const saveAction = useContentAction<{ id: number }>(config);

  // Never lose work: ask before discarding, keep a draft in the browser while typing.
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const draft = useLocalDraft(`${config.apiPath}:${item?.id ?? "new"}`, values, open && dirty);
  const discard = useDiscardConfirm(dirty);
  useUnsavedChanges(open && dirty);

  // A mirror of the state, so the submit handler sees values set by uploads that finish meanwhile.
  const valuesRef = useRef(values);
  const replaceValues = (next: FormValues) => {
    valuesRef.current = next;
    setValues(next);
  };
  const set = (name: string, v: FormValues[string]) => {
    replaceValues({ ...valuesRef.current, [name]: v });
    if (errors[name])
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== name)));
  };

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    discard.request(() => {
      draft.clear();
      replaceValues(initial);
      onOpenChange(false);
    });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await save();
  }

  async function save() {
    if (busy) return;
    if (mode === "create" && missingRequired(fields, valuesRef.current).length > 0) {
      notify.invalid(common.requiredFields);
      return;
    }
    setBusy(true);
    // Wait for uploads still running; a failed one leaves the placeholder.
    const results = await Promise.all(pending.current);
    const uploadFailed = results.some((r) => r === null);
    const input = toPayload(fields, valuesRef.current, mode);
    const res = await saveAction(
      mode === "create" ? { intent: "create", input } : { intent: "update", id: item?.id, input },
    );
    setBusy(false);
    if (res.ok) {
      notify.success(mode === "create" ? t.created : t.updated);
      if (uploadFailed) notify.warning(common.imageUploadWarning);
      pending.current = [];
      draft.clear();
      onSaved(res.id);
      onOpenChange(false);
      return;
    }
    const message = refusedMessage(res);
    const fieldErrors = formErrorsOf(fields, res.fields);
    setErrors(fieldErrors);
    // The session ended while typing: sign in here, then save the same values.
    if (res.status === 401) setSignInToSave(true);
    else if (Object.keys(fieldErrors).length > 0) {
      notify.invalid(message);
      // Move to the first marked input that is on screen (another language's tab may hide it).
      const first = Object.keys(fieldErrors)
        .map((key) => document.getElementById(`${formId}-${key.replace(".", "-")}`))
        .find(Boolean);
      first?.focus();
    } else if (message === common.requiredFields) notify.invalid(message);
    else notify.error(mode === "create" ? t.createFailed : t.updateFailed, message);
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={close}
        title={mode === "create" ? t.createTitle : t.editTitle}
        description={mode === "create" ? t.createDescription : t.editDescription}
        footer={
          <>
            {footerExtra}
            <Button variant="outline" onClick={() => close(false)}>
              {common.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? common.saving : mode === "create" ? common.create : common.save}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="p-4 sm:p-6">
          {draft.found && JSON.stringify(draft.found.values) !== JSON.stringify(values) && (
            <DraftOffer
              savedAt={draft.found.savedAt}
              onRestore={() => {
                replaceValues({ ...initial, ...draft.found?.values });
                draft.clear();
              }}
              onDiscard={draft.clear}
            />
          )}
          {mode === "create" && (
            <p className="mb-4 text-sm text-slate-700">{common.requiredHint}</p>
          )}
          {localizedFields.length > 0 && (
            <div className="mb-4">
              <LanguageTabs
                fields={localizedFields}
                values={values}
                errors={errors}
                render={(f, locale) => {
                  const key = valueKey(f.name, locale);
                  return (
                    <FieldControl
                      field={inLanguageField(f, locale)}
                      id={`${formId}-${key.replace(".", "-")}`}
                      value={values[key]}
                      onChange={(v) => set(key, v)}
                      onUpload={(p) => pending.current.push(p)}
                      showRequired={mode === "create"}
                      lang={locale}
                      error={errors[key]}
                    />
                  );
                }}
              />
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {fields
              .filter((f) => !f.localized)
              .map((f) => (
                <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
                  <FieldControl
                    field={f}
                    id={`${formId}-${f.name}`}
                    value={values[f.name]}
                    onChange={(v) => set(f.name, v)}
                    onUpload={(p) => pending.current.push(p)}
                    showRequired={mode === "create"}
                    error={errors[f.name]}
                    timeZone={timeZone}
                  />
                </div>
              ))}
          </div>
        </form>
        {mode === "edit" && item && (
          <RevisionHistory
            config={config}
            itemId={item.id}
            onRestored={() => {
              draft.clear();
              onSaved();
              onOpenChange(false);
            }}
          />
        )}
      </Dialog>
      {discard.dialog}
      <ReauthDialog
        open={signInToSave}
        onCancel={() => setSignInToSave(false)}
        onSignedIn={async () => {
          setSignInToSave(false);
          await save();
        }}
      />
    </>
  );
}
