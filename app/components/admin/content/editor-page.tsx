/**
 * The full-page editor of a content item (docs/decisions/0027-full-page-editor.md): the language
 * tabs and the texts, a side panel with the settings (below on a phone), the buttons of the item's
 * state and the viewer's role, and a server copy kept while typing.
 */
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Locale } from "../../../../core/constants.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Badge } from "../../ui";
import { ReauthDialog, useUnsavedChanges } from "../shell/unsaved-work.tsx";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { PreviewButton } from "./preview-button.tsx";
import { SendToSubscribers } from "./send-to-subscribers.tsx";
import {
  type EditorAction,
  EditorActions,
  editorActions,
  successMessage,
} from "./editor-actions.tsx";
import { AutosaveStatus, RestoredNotice } from "./editor-status.tsx";
import { FieldControl, inLanguageField } from "./field-control.tsx";
import {
  formErrorsOf,
  initialValues,
  missingRequired,
  toPayload,
  valueKey,
} from "./form-values.ts";
import { LanguageTabs } from "./language-tabs.tsx";
import type { EditorLoaderData } from "./load-editor.ts";
import { RevisionHistory } from "./revision-history.tsx";
import { SaveConflictDialog } from "./save-conflict-dialog.tsx";
import { useSaveConflict } from "./use-save-conflict.ts";
import type { ContentLoaderData, EntityConfig, FieldDef, FormValues } from "./types.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useAutosave } from "./use-autosave.ts";
import { configForViewer } from "./viewer-config.ts";

/** Non-localized fields that sit in the main column (long texts and lists); the rest are settings. */
const MAIN_KINDS = new Set<FieldDef["kind"]>(["textarea", "richText", "list", "imageList"]);

export function EditorPage({ config, data }: { config: EntityConfig; data: EditorLoaderData }) {
  const { item, scheduleField } = data;
  const mode = item ? "edit" : "create";
  const fitted = configForViewer(config, data as unknown as ContentLoaderData);
  const fields = mode === "edit" ? (fitted.editFields ?? fitted.fields) : fitted.fields;
  // With scheduling, the buttons set the status and the publication time.
  const shown = scheduleField
    ? fields.filter((f) => f.name !== "status" && f.name !== scheduleField)
    : fields;
  const actions = editorActions(data);
  const readOnly = item !== null && actions.length === 0;
  const [initial, setInitial] = useState<FormValues>(() =>
    initialValues(fields, item ?? undefined),
  );
  const [restored, setRestored] = useState(() => {
    const copy = data.autosave;
    if (!copy) return null;
    const values = { ...initial, ...(copy.values as FormValues) };
    return JSON.stringify(values) === JSON.stringify(initial) ? null : { ...copy, values };
  });
  const [values, setValues] = useState<FormValues>(() => restored?.values ?? initial);
  const [locale, setLocale] = useState<Locale>("en");
  const [busy, setBusy] = useState(false);
  const [signInToSave, setSignInToSave] = useState<(() => void) | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [goTo, setGoTo] = useState<string | null>(null);
  const pending = useRef<Promise<string | null>[]>([]);
  const formId = useId();
  const navigate = useNavigate();
  const text = config.text;
  const { t } = useTranslation("adminEditor");
  const refusal = useRefusalText();
  const pageLocale = usePageLocale();
  const route = `/admin/${config.key}/${item?.id ?? "new"}`;
  const saveAction = useAdminAction<{ id: number; version?: string }>(route);

  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  });

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const autosave = useAutosave(route, item?.id ?? 0, values, dirty && !readOnly);
  // Leaving loses nothing once the server holds a copy of what is on screen.
  useUnsavedChanges(dirty && !autosave.kept);

  // A new item, once created, is edited at its own address.
  useEffect(() => {
    if (!goTo) return;
    const timer = window.setTimeout(() => void navigate(goTo, { replace: true }), 0);
    return () => window.clearTimeout(timer);
  }, [goTo, navigate]);

  // A mirror of the state, so a save sees values set by uploads that finish meanwhile.
  const valuesRef = useRef(values);
  const replaceValues = (next: FormValues) => {
    valuesRef.current = next;
    setValues(next);
  };
  const conflict = useSaveConflict({
    fields,
    openedVersion: item?.updatedAt,
    itemId: item?.id ?? 0,
    values: () => valuesRef.current,
    replace: replaceValues,
    rebase: setInitial,
    onTookTheirs: () => notify.success(t("conflict.tookTheirs")),
  });
  const set = (name: string, v: FormValues[string]) => {
    replaceValues({ ...valuesRef.current, [name]: v });
    if (errors[name])
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== name)));
  };

  async function run(action: EditorAction, publishAt?: string) {
    if (busy) return;
    if (mode === "create" && missingRequired(shown, valuesRef.current).length > 0) {
      notify.invalid(t("page.requiredFields"));
      return;
    }
    setBusy(true);
    await autosave.settle();
    // Wait for uploads still running; a failed one leaves the placeholder.
    const uploadFailed = (await Promise.all(pending.current)).some((r) => r === null);
    const saved = valuesRef.current;
    const input = {
      ...toPayload(shown, saved, mode),
      ...(action.status ? { status: action.status } : {}),
      ...(publishAt && scheduleField ? { [scheduleField]: publishAt } : {}),
    };
    const res = await saveAction(
      item
        ? { intent: "update", id: item.id, input, version: conflict.version.current }
        : { intent: "create", input },
    );
    setBusy(false);
    if (res.ok) {
      const merged = conflict.saved(res.version);
      notify.success(
        merged ? t("conflict.merged") : successMessage(t, pageLocale, config, action, publishAt),
      );
      if (uploadFailed) notify.warning(t("page.imageUploadWarning"));
      pending.current = [];
      setInitial(saved);
      setRestored(null);
      if (!item) setGoTo(`/admin/${config.key}/${res.id}`);
      return;
    }
    // Someone else saved since this editor opened the item: both are shown, the editor chooses.
    if (conflict.refused(res.conflict, initial, saved, () => void run(action, publishAt))) return;
    const message = refusal.text(res);
    const fieldErrors = formErrorsOf(fields, refusal.fields(res));
    setErrors(fieldErrors);
    // The session ended while typing: sign in here, then save the same values.
    if (res.status === 401) setSignInToSave(() => () => void run(action, publishAt));
    else if (Object.keys(fieldErrors).length > 0) {
      notify.invalid(message);
      const first = Object.keys(fieldErrors)
        .map((key) => document.getElementById(`${formId}-${key.replace(".", "-")}`))
        .find(Boolean);
      first?.focus();
    } else if (res.reason === "requiredFields") notify.invalid(t("page.requiredFields"));
    else notify.error(mode === "create" ? text.createFailed : text.updateFailed, message);
  }

  async function discardCopy() {
    replaceValues(initial);
    setRestored(null);
    const res = await autosave.discard();
    if (res.ok) notify.success(t("page.autosaveDiscarded"));
    else notify.error(t("page.autosaveFailed"), refusal.text(res));
  }

  const control = (f: FieldDef, key: string, lang?: Locale) => (
    <FieldControl
      field={lang ? inLanguageField(f, lang, t) : f}
      id={`${formId}-${key.replace(".", "-")}`}
      value={values[key]}
      onChange={(v) => set(key, v)}
      onUpload={(p) => pending.current.push(p)}
      showRequired={mode === "create"}
      lang={lang}
      error={errors[key]}
      timeZone={data.timeZone}
    />
  );
  const localized = shown.filter((f) => f.localized);
  const mainPlain = shown.filter((f) => !f.localized && MAIN_KINDS.has(f.kind));
  const settings = shown.filter((f) => !f.localized && !MAIN_KINDS.has(f.kind));
  const perLanguageSettings = localized.filter((f) => f.defaulted);
  const statusLabel = item
    ? (config.statusOptions?.find((o) => o.value === item.status)?.label ?? null)
    : null;

  return (
    <div className="space-y-4" data-testid="content-editor">
      <Link
        to={`/admin/${config.key}`}
        className="inline-flex items-center gap-1 text-sm text-slate-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("page.back", { list: text.heading })}
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {item ? text.editTitle : text.createTitle}
          </h1>
          {statusLabel ? (
            <Badge tone="blue" className="mt-1" data-testid="editor-status">
              {t("page.status", { state: statusLabel })}
            </Badge>
          ) : null}
          <AutosaveStatus state={autosave.state} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item ? <PreviewButton config={config} item={item} /> : null}
          {item ? <SendToSubscribers config={config} item={item} /> : null}
          <EditorActions
            actions={actions}
            busy={busy}
            timeZone={data.timeZone}
            publishAt={scheduleField && item ? String(item[scheduleField] ?? "") : ""}
            onRun={(a, at) => void run(a, at)}
          />
        </div>
      </div>
      {restored ? (
        <RestoredNotice savedAt={restored.savedAt} onDiscard={() => void discardCopy()} />
      ) : null}
      {readOnly ? <p className="text-sm text-slate-700">{t("page.readOnly")}</p> : null}
      <form id={formId} onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset disabled={readOnly} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            {mode === "create" && (
              <p className="text-sm text-slate-700">{t("page.requiredHint")}</p>
            )}
            {localized.length > 0 && (
              <LanguageTabs
                fields={localized.filter((f) => !f.defaulted)}
                values={values}
                errors={errors}
                current={locale}
                onCurrentChange={setLocale}
                render={(f, lang) => control(f, valueKey(f.name, lang), lang)}
              />
            )}
            {mainPlain.map((f) => (
              <div key={f.name}>{control(f, f.name)}</div>
            ))}
          </div>
          <aside
            aria-label={t("page.settings")}
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 className="text-base font-semibold text-slate-900">{t("page.settings")}</h2>
            {perLanguageSettings.map((f) => (
              <div key={`${f.name}-${locale}`}>{control(f, valueKey(f.name, locale), locale)}</div>
            ))}
            {settings.map((f) => (
              <div key={f.name}>{control(f, f.name)}</div>
            ))}
          </aside>
        </fieldset>
      </form>
      {item && !readOnly ? (
        <RevisionHistory
          config={config}
          itemId={item.id}
          onRestored={() => {
            // The loaders have read the restored item by now: the form starts from it.
            const fresh = initialValues(fields, latest.current.item ?? undefined);
            const restoredAt = latest.current.item?.updatedAt;
            if (typeof restoredAt === "string") conflict.version.current = restoredAt;
            setInitial(fresh);
            replaceValues(fresh);
          }}
        />
      ) : null}
      <SaveConflictDialog busy={busy} {...conflict.dialog(initial)} />
      <ReauthDialog
        open={signInToSave !== null}
        onCancel={() => setSignInToSave(null)}
        onSignedIn={async () => {
          const retry = signInToSave;
          setSignInToSave(null);
          retry?.();
        }}
      />
    </div>
  );
}
