/**
 * Saving the settings through the route's action (app/routes/admin/settings.tsx), and what its
 * answer does to the form: saved values replace the form's; a refused field is named and its tab
 * chosen; an ended session asks to sign in again; anything else keeps what was typed.
 */
import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import type { Settings } from "../../../../core/settings.ts";
import { notify } from "../shell/notify.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { writeBrowserCopy } from "./browser-copy.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import type { ActionRefused } from "../shell/use-admin-action.ts";
import { refusedSettings } from "./setting-problems.ts";

/** What the route's action answers. */
type SaveAnswer = { ok: true; settings: Settings } | ({ ok: false } & ActionRefused);

export interface SaveOutcomes {
  saved: (settings: Settings) => void;
  refused: (fields: Record<string, string>) => void;
  signInAgain: () => void;
}

export function useSettingsSave(outcomes: SaveOutcomes) {
  const { t } = useTranslation("adminSettings");
  const refusal = useRefusalText();
  const saver = useFetcher<SaveAnswer>();
  const saving = saver.state !== "idle";

  function save(values: Settings) {
    if (saving) return;
    writeBrowserCopy(values);
    void saver.submit(values as unknown as SubmitTarget, {
      method: "post",
      action: "/admin/settings",
      encType: "application/json",
    });
  }

  const handle = useEffectEvent((answer: SaveAnswer) => {
    const on = outcomes;
    if (answer.ok) {
      writeBrowserCopy(answer.settings);
      on.saved(answer.settings);
      notify.success(t("toasts.savedTitle"), t("toasts.saved"));
      // Public settings (colour, theme, name) come from the root loader, revalidated after the action.
    } else if (answer.status === 400 && Object.keys(answer.fields).length > 0) {
      on.refused(answer.fields);
      const refused = Object.keys(answer.fields);
      notify.error(
        t("toasts.errorTitle"),
        t("toasts.refused", { count: refused.length, fields: refusedSettings(t, refused) }),
      );
    } else if (answer.status === 401) {
      on.signInAgain();
    } else if (answer.status === 403) {
      notify.error(t("toasts.errorTitle"), t("toasts.forbidden"));
    } else {
      // Offline (status 0) or a server fault (500): what was typed stays.
      notify.error(t("toasts.errorTitle"), refusal.text(answer), `HTTP ${answer.status}`);
    }
  });

  // Each answer is handled once.
  const answered = useRef<SaveAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = saver.data;
    if (saver.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    handle(answer);
  }, [saver.state, saver.data]);

  return { save, saving };
}
