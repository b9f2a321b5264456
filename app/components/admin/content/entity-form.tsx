/** The create/edit dialog of every content entity, rendered from its field list. */
import { useId, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE } from "../../../../core/constants.ts";
import { common } from "../text/content.ts";
import { apiRequest, notify } from "./client.ts";
import { ImageField } from "./image-field.tsx";
import { ListEditor } from "./list-editor.tsx";
import type { EntityConfig, FieldDef, FormValues, Item } from "./types.ts";
import { Button, DialogShell, inputClass, Switch } from "./ui.tsx";

export function initialValues(fields: readonly FieldDef[], item?: Item): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = item?.[f.name];
    if (f.kind === "switch") values[f.name] = item ? Boolean(v) : false;
    else if (f.kind === "list" || f.kind === "imageList")
      values[f.name] = Array.isArray(v) ? v.map(String) : [];
    else if (item) values[f.name] = v == null ? "" : String(v);
    else if (f.kind === "select") values[f.name] = f.defaultValue;
    else if ("defaultValue" in f && f.defaultValue) values[f.name] = f.defaultValue();
    else values[f.name] = "";
  }
  if (item) {
    for (const f of fields) {
      if (f.kind === "image" && values[f.name] === PLACEHOLDER_IMAGE) values[f.name] = "";
    }
  }
  return values;
}

/** Form values → API payload. Empty optional values are left out so the server's defaults apply. */
export function toPayload(
  fields: readonly FieldDef[],
  values: FormValues,
  mode: "create" | "edit",
) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    switch (f.kind) {
      case "switch":
        out[f.name] = Boolean(v);
        break;
      case "list":
      case "imageList":
        out[f.name] = (v as string[]).map((s) => s.trim()).filter(Boolean);
        break;
      case "number":
      case "integer": {
        const s = String(v).trim();
        if (s !== "") out[f.name] = Number.isFinite(Number(s)) ? Number(s) : s;
        break;
      }
      case "date":
      case "select":
        if (String(v) !== "") out[f.name] = v;
        break;
      case "image":
        out[f.name] = String(v) || PLACEHOLDER_IMAGE;
        break;
      default: {
        const s = String(v).trim();
        if (s !== "" || mode === "edit") out[f.name] = s;
      }
    }
  }
  return out;
}

export function missingRequired(fields: readonly FieldDef[], values: FormValues) {
  return fields.filter((f) => f.required && String(values[f.name] ?? "").trim() === "");
}

function FieldControl({
  field,
  id,
  value,
  onChange,
  onUpload,
  showRequired,
}: {
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
  const hint = field.hint ? (
    <p id={hintId} className="mt-1 text-xs text-slate-700">
      {field.hint}
    </p>
  ) : null;
  const common_ = {
    id,
    "aria-describedby": hintId,
    "aria-required": showRequired && field.required ? true : undefined,
  };
  switch (field.kind) {
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
            describedBy={descId}
          />
          <div>
            {label}
            {field.description && (
              <p id={descId} className="text-xs text-slate-700">
                {field.description}
              </p>
            )}
          </div>
        </div>
      );
    }
    case "image":
      return (
        <ImageField
          id={id}
          label={field.label}
          bucket={field.bucket}
          value={String(value)}
          onChange={onChange}
          onUpload={onUpload}
          hint={field.hint}
        />
      );
    case "list":
    case "imageList":
      return (
        <ListEditor
          id={id}
          label={field.label}
          itemLabel={field.itemLabel}
          value={value as string[]}
          onChange={onChange}
          hint={field.hint}
          upload={field.kind === "imageList" ? { bucket: field.bucket, onUpload } : undefined}
        />
      );
    default: {
      const type =
        field.kind === "integer" ? "number" : field.kind === "number" ? "number" : field.kind;
      return (
        <div>
          {label}
          <input
            {...common_}
            type={type}
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
}: {
  config: EntityConfig;
  mode: "create" | "edit";
  item?: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const fields = mode === "edit" ? (config.editFields ?? config.fields) : config.fields;
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, item));
  const [busy, setBusy] = useState(false);
  const pending = useRef<Promise<string | null>[]>([]);
  const formId = useId();
  const t = config.text;

  // A mirror of the state, so the submit handler sees values set by uploads that finish meanwhile.
  const valuesRef = useRef(values);
  const set = (name: string, v: FormValues[string]) => {
    valuesRef.current = { ...valuesRef.current, [name]: v };
    setValues(valuesRef.current);
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (mode === "create" && missingRequired(fields, values).length > 0) {
      notify.invalid(common.requiredFields);
      return;
    }
    setBusy(true);
    // Wait for uploads still running; a failed one leaves the placeholder (SPEC §5).
    const results = await Promise.all(pending.current);
    const uploadFailed = results.some((r) => r === null);
    const payload = toPayload(fields, valuesRef.current, mode);
    try {
      if (mode === "create") await apiRequest("POST", config.apiPath, payload);
      else await apiRequest("PUT", `${config.apiPath}/${item?.id}`, payload);
      notify.success(mode === "create" ? t.created : t.updated);
      if (uploadFailed) notify.warning(common.imageUploadWarning);
      pending.current = [];
      onSaved();
      onOpenChange(false);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message === common.requiredFields) notify.invalid(message);
      else notify.error(mode === "create" ? t.createFailed : t.updateFailed, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={mode === "create" ? t.createTitle : t.editTitle}
      description={mode === "create" ? t.createDescription : t.editDescription}
    >
      <form id={formId} onSubmit={submit} noValidate className="p-4 sm:p-6">
        {mode === "create" && <p className="mb-4 text-sm text-slate-700">{common.requiredHint}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => (
            <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
              <FieldControl
                field={f}
                id={`${formId}-${f.name}`}
                value={values[f.name]}
                onChange={(v) => set(f.name, v)}
                onUpload={(p) => pending.current.push(p)}
                showRequired={mode === "create"}
              />
            </div>
          ))}
        </div>
        <div className="sticky bottom-0 -mx-4 -mb-4 mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {common.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? common.saving : mode === "create" ? common.create : common.save}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
