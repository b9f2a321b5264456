/** What the editor says about its server copy: being saved, saved at a time, or restored from it. */
import { Button } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { timeOfDay } from "../shell/admin-format.ts";
import type { AutosaveState } from "./use-autosave.ts";

export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { t } = useTranslation("adminEditor");
  const locale = usePageLocale();
  const text =
    state.kind === "saving"
      ? t("page.autosaving")
      : state.kind === "saved"
        ? t("page.autosaved", { time: timeOfDay(state.at, locale) })
        : state.kind === "failed"
          ? t("page.autosaveFailed")
          : "";
  return (
    <p
      role="status"
      data-testid="autosave-status"
      data-state={state.kind}
      className={`text-sm ${state.kind === "failed" ? "text-red-800" : "text-slate-700"}`}
    >
      {text}
    </p>
  );
}

export function RestoredNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const { t } = useTranslation("adminEditor");
  const locale = usePageLocale();
  return (
    <div
      role="status"
      data-testid="autosave-restored"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t("page.restoredFrom", { time: timeOfDay(savedAt, locale) })}</p>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {t("page.discardAutosave")}
      </Button>
    </div>
  );
}
