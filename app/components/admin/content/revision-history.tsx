/**
 * The History of an item in its edit dialog: its saved versions (who, when, which fields and
 * languages), what differs between a version and now, and Restore (after a confirmation).
 */
import { useId, useState } from "react";
import type { Locale } from "../../../../core/constants.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import { type Difference, differences } from "../../../../core/content/revisions.ts";
import type { RevisionSummary } from "../../../../core/services.ts";
import { labelPrefix } from "../../../../core/typography.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { formatDateTime } from "../shell/admin-format.ts";
import { useAdminRead } from "../shell/use-admin-read.ts";
import type { ActionRefused } from "../shell/use-admin-action.ts";
import { notify } from "../shell/notify.ts";
import type { EntityConfig, Item } from "./types.ts";
import { Button, ConfirmDialog, DataTable } from "../../ui";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useContentAction } from "./use-content-action.ts";

function definitionOf(config: EntityConfig): EntityDefinition | undefined {
  return Object.values(ENTITIES).find((d) => d.apiPath === config.apiPath) as
    EntityDefinition | undefined;
}

/** A field's name as the form labels it in the page language (the definition's otherwise). */
const fieldLabel = (config: EntityConfig, name: string, english: string) =>
  config.fields.find((f) => f.name === name)?.label ?? english;

/** "title, excerpt" in the words of the form's labels. */
function fieldNames(
  config: EntityConfig,
  definition: EntityDefinition | undefined,
  names: string[],
) {
  return names
    .map((n) => fieldLabel(config, n, definition?.fields[n]?.label ?? n).toLowerCase())
    .join(", ");
}
const languageNames = (t: TFunction<"adminEditor">, locales: Locale[]) =>
  locales.map((l) => t(`languages.names.${l}`)).join(", ");

function Comparison({
  config,
  rows,
  when,
}: {
  config: EntityConfig;
  rows: Difference[];
  when: string;
}) {
  const { t } = useTranslation("adminEditor");
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t("history.same")}</p>;
  return (
    <div className="overflow-x-auto">
      <DataTable
        label={t("history.differencesLabel", { when })}
        columns={[t("history.field"), t("history.thatVersion"), t("history.now")]}
        headClassName="text-slate-700"
        headCellClassName="py-1 pr-2 font-medium"
        bodyClassName="divide-y divide-slate-200 align-top"
      >
        {rows.map((r) => (
          <tr key={`${r.field}.${r.locale ?? ""}`} data-testid="revision-difference">
            <th scope="row" className="py-1 pr-2 font-medium">
              {fieldLabel(config, r.field, r.label)}
              {r.locale ? ` (${t(`languages.names.${r.locale}`)})` : ""}
            </th>
            <td className="py-1 pr-2 whitespace-pre-wrap break-words">
              <del className="bg-red-50 text-red-900 no-underline">
                {r.before || t("history.emptyValue")}
              </del>
            </td>
            <td className="py-1 whitespace-pre-wrap break-words">
              <ins className="bg-green-50 text-green-900 no-underline">
                {r.after || t("history.emptyValue")}
              </ins>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function RevisionHistory({
  config,
  itemId,
  onRestored,
}: {
  config: EntityConfig;
  itemId: number;
  onRestored: () => void;
}) {
  const { t } = useTranslation("adminEditor");
  const refusal = useRefusalText();
  const locale = usePageLocale();
  const formatWhen = (iso: string) => formatDateTime(iso, locale);
  const headingId = useId();
  const panelId = useId();
  const definition = definitionOf(config);
  const path = `/admin/${config.key}/${itemId}/revisions`;
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<RevisionSummary[] | null>(null);
  const [comparing, setComparing] = useState<{ id: number; rows: Difference[] } | null>(null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  const [busy, setBusy] = useState(false);
  // The versions are read through the revisions loader when the panel opens; a restore is a
  // write: the screen's action.
  const restoreAction = useContentAction(config);
  const read = useAdminRead<
    { ok: true; items?: RevisionSummary[]; snapshot?: Item; current?: Item } | ActionRefused
  >();

  /** The loader's answer, or why there is none (said in a toast). */
  async function readAnswer(href: string) {
    const answer = await read(href);
    if (answer?.ok) return answer;
    notify.error(t("history.loadFailed"), answer ? refusal.text(answer) : undefined);
    return null;
  }

  async function load() {
    const answer = await readAnswer(path);
    setItems(answer?.items ?? []);
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next) void load();
  }

  async function compare(revision: RevisionSummary) {
    if (comparing?.id === revision.id) return setComparing(null);
    if (!definition) return;
    const answer = await readAnswer(`${path}?revision=${revision.id}`);
    if (!answer?.snapshot || !answer.current) return;
    setComparing({
      id: revision.id,
      rows: differences(definition, answer.snapshot, answer.current),
    });
  }

  async function restore(revision: RevisionSummary) {
    setBusy(true);
    const res = await restoreAction({
      intent: "restore-revision",
      id: itemId,
      revisionId: revision.id,
    });
    setBusy(false);
    setConfirming(null);
    if (!res.ok) return notify.error(t("history.restoreFailed"), refusal.text(res));
    notify.success(t("history.restored"));
    onRestored();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-slate-200 p-4 sm:p-6"
      data-testid="revision-history"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {t("history.heading")}
          </h3>
          <p className="text-sm text-slate-700">{t("history.intro")}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          {open ? t("history.hide") : t("history.show")}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && items === null && <p className="text-sm text-slate-700">{t("history.loading")}</p>}
        {items?.length === 0 && <p className="text-sm text-slate-700">{t("history.empty")}</p>}
        {items && items.length > 0 && (
          <ol aria-label={t("history.listLabel")} className="divide-y divide-slate-200">
            {items.map((r) => {
              const when = formatWhen(r.createdAt);
              const who = r.by.name || r.by.email || t("history.someone");
              return (
                <li key={r.id} className="space-y-2 py-3" data-testid="revision">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="text-sm">
                      <p className="font-medium text-slate-900">
                        {r.action === "create" ? t("history.created") : t("history.saved")}{" "}
                        <time dateTime={r.createdAt}>{when}</time> {t("history.by", { who })}
                      </p>
                      <p className="text-slate-700">
                        {labelPrefix(t("history.changed"), locale)}
                        {r.fields.length
                          ? fieldNames(config, definition, r.fields)
                          : t("history.nothing")}
                        {r.locales.length > 0 &&
                          ` · ${labelPrefix(t("history.languages"), locale)}${languageNames(t, r.locales)}`}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-expanded={comparing?.id === r.id}
                        aria-label={t("history.compareLabel", { when })}
                        onClick={() => void compare(r)}
                      >
                        {comparing?.id === r.id ? t("history.hideCompare") : t("history.compare")}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t("history.restoreLabel", { when })}
                        onClick={() => setConfirming(r)}
                      >
                        {t("history.restore")}
                      </Button>
                    </div>
                  </div>
                  {comparing?.id === r.id && (
                    <Comparison config={config} rows={comparing.rows} when={when} />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t("history.confirmTitle")}
        description={
          confirming ? t("history.confirmText", { when: formatWhen(confirming.createdAt) }) : ""
        }
        cancelLabel={t("history.cancel")}
        confirmLabel={t("history.confirm")}
        confirmVariant="default"
        confirmDisabled={busy}
        onConfirm={(e) => {
          e.preventDefault();
          if (confirming) void restore(confirming);
        }}
      />
    </section>
  );
}
