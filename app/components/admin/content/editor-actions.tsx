/**
 * The editor's buttons, by the item's state and the viewer's role (docs/decisions/0027-full-page-editor.md):
 * Publish, Schedule (a popover with the date and time), Update, Unpublish, Save draft, or for an
 * author Submit for review. Only what core/access.ts lets the viewer do is offered; the server
 * refuses the rest anyway.
 */
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import { mayWriteContent } from "../../../../core/access.ts";
import { fromLocalInput, toLocalInput } from "../../../../core/time-zone.ts";
import { Button } from "../../ui";
import type { Locale } from "../../../../core/constants.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { formatDateTime } from "../shell/admin-format.ts";
import type { EditorLoaderData } from "./load-editor.ts";
import type { EntityConfig } from "./types.ts";
import { inputClass } from "./ui.tsx";
import { ownedItem } from "./viewer-config.ts";

export type EditorActionKey =
  "publish" | "schedule" | "update" | "unpublish" | "saveDraft" | "submit" | "save" | "create";

export interface EditorAction {
  key: EditorActionKey;
  /** The status the item is saved in; none: the form's own status field decides. */
  status?: string;
}

/** Each button's words in the adminEditor namespace. */
const LABELS = {
  publish: "page.publish",
  schedule: "page.schedule",
  update: "page.update",
  unpublish: "page.unpublish",
  saveDraft: "page.saveDraft",
  submit: "page.submitForReview",
  save: "page.save",
  create: "page.create",
} as const satisfies Record<EditorActionKey, string>;

const action = (key: EditorActionKey, status?: string): EditorAction => ({ key, status });

/** What a state button says once its save went through. */
export function successMessage(
  t: TFunction<"adminEditor">,
  locale: Locale,
  config: EntityConfig,
  action: EditorAction,
  publishAt?: string,
) {
  switch (action.key) {
    case "publish":
      return t("page.published");
    case "schedule":
      return t("page.scheduled", { when: formatDateTime(publishAt ?? "", locale) });
    case "unpublish":
      return t("page.unpublished");
    case "submit":
      return t("page.submitted");
    case "saveDraft":
      return t("page.draftSaved");
    case "create":
      return config.text.created;
    default:
      return config.text.updated;
  }
}

/** What the viewer may do with this item (none when they may not change it at all). */
export function editorActions(data: EditorLoaderData): EditorAction[] {
  const { viewer, entity, item } = data;
  const owned = item ? ownedItem(item) : null;
  if (!mayWriteContent(viewer, entity, owned)) return [];
  // Entities without scheduling keep their status in the form (a program's phase, a store item).
  if (!data.scheduleField) return [action(item ? "save" : "create")];
  const stored = item ? String(item.status ?? "") : "";
  const candidates: EditorAction[] =
    stored === "published"
      ? [action("unpublish", "draft"), action("update", "published")]
      : stored === "scheduled"
        ? [
            action("unpublish", "draft"),
            action("update", "scheduled"),
            action("schedule", "scheduled"),
            action("publish", "published"),
          ]
        : stored === "pending"
          ? [
              action("saveDraft", "draft"),
              action("update", "pending"),
              action("schedule", "scheduled"),
              action("publish", "published"),
            ]
          : [
              action("saveDraft", "draft"),
              action("submit", "pending"),
              action("schedule", "scheduled"),
              action("publish", "published"),
            ];
  const publisher = mayWriteContent(viewer, entity, owned, "published");
  return candidates.filter(
    (a) =>
      mayWriteContent(viewer, entity, owned, a.status) &&
      // Whoever may publish publishes; sending for review is the author's way.
      !(a.key === "submit" && publisher),
  );
}

/** The Schedule button: a popover asking for the date and time, in the site's timezone. */
function SchedulePopover({
  busy,
  initial,
  timeZone,
  onSchedule,
}: {
  busy: boolean;
  initial: string;
  timeZone: string;
  onSchedule: (publishAt: string) => void;
}) {
  const id = useId();
  const { t } = useTranslation("adminEditor");
  const [open, setOpen] = useState(false);
  const [local, setLocal] = useState(() => toLocalInput(initial, timeZone));
  const [error, setError] = useState("");
  const confirm = () => {
    const at = fromLocalInput(local, timeZone);
    if (!at || Date.parse(at) <= Date.now()) {
      setError(t("page.scheduleMissing"));
      return;
    }
    setOpen(false);
    onSchedule(at);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="outline" disabled={busy}>
          {t("page.schedule")}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t("page.scheduleTitle")}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="schedule-popover"
        >
          <p className="text-sm font-semibold text-slate-900">{t("page.scheduleTitle")}</p>
          <label htmlFor={`${id}-at`} className="mt-3 block text-sm font-medium text-slate-900">
            {t("page.scheduleAt")}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className={`${inputClass} mt-1 h-10`}
            value={local}
            aria-describedby={`${id}-zone${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setLocal(e.target.value);
              setError("");
            }}
          />
          <p id={`${id}-zone`} className="mt-1 text-xs text-slate-700">
            {t("page.timeZoneNote", { zone: timeZone })}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button className="mt-3 w-full" onClick={confirm}>
            {t("page.scheduleConfirm")}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The row of buttons; the last one is the main action. */
export function EditorActions({
  actions,
  busy,
  timeZone,
  publishAt,
  onRun,
}: {
  actions: readonly EditorAction[];
  busy: boolean;
  timeZone: string;
  /** The stored publication time (the popover starts there). */
  publishAt: string;
  onRun: (action: EditorAction, publishAt?: string) => void;
}) {
  const { t } = useTranslation("adminEditor");
  return (
    <div
      role="group"
      aria-label={t("page.actionsLabel")}
      className="flex flex-wrap items-center gap-2"
    >
      {busy ? (
        <span role="status" className="text-sm text-slate-700">
          {t("page.saving")}
        </span>
      ) : null}
      {actions.map((a, index) =>
        a.key === "schedule" ? (
          <SchedulePopover
            key={a.key}
            busy={busy}
            initial={publishAt}
            timeZone={timeZone}
            onSchedule={(at) => onRun(a, at)}
          />
        ) : (
          <Button
            key={a.key}
            variant={index === actions.length - 1 ? "default" : "outline"}
            disabled={busy}
            onClick={() => onRun(a)}
          >
            {t(LABELS[a.key])}
          </Button>
        ),
      )}
    </div>
  );
}
