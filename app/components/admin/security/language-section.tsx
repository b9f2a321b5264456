/**
 * Account: the language of the admin (and of the staff e-mails) for this staff member. Saved
 * through the account route's action; the root loader then reads the new choice, so the whole
 * admin re-renders in it at once (app/i18n/request-locale.ts decides the language per request).
 */
import { useState, type FormEvent } from "react";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "../../../../core/constants.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button, Label, Select } from "../../ui";
import { notify } from "../shell/notify.ts";
import { useAdminAction } from "../shell/use-admin-action.ts";
import { Section, useSessionLost } from "./section.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";

/** The select's value for "follow the browser" (no language stored). */
const BROWSER = "";

export function LanguageSection({ language }: { language: Locale | null }) {
  const { t } = useTranslation("adminAccount");
  const words = useRefusalText();
  const [choice, setChoice] = useState<string>(language ?? BROWSER);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const sessionLost = useSessionLost();
  const save = useAdminAction<{ language: Locale | null }>("/admin/account");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaved(false);
    const res = await save({
      intent: "language",
      input: { language: isLocale(choice) ? choice : null },
    });
    setBusy(false);
    // Said in the chosen language: the admin has re-rendered in it by the time this shows.
    if (res.ok) setSaved(true);
    else if (!sessionLost(res.status)) notify.error(t("errorTitle"), words.text(res));
  }

  return (
    <Section title={t("language.heading")} description={t("language.description")}>
      <form className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
        <div className="flex-1 space-y-2">
          <Label htmlFor="account-language">{t("language.label")}</Label>
          <Select
            id="account-language"
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setSaved(false);
            }}
          >
            <option value={BROWSER}>{t("language.followBrowser")}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("language.saving") : t("language.save")}
        </Button>
      </form>
      <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {saved ? t("language.saved") : ""}
      </p>
    </Section>
  );
}
