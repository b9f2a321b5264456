/**
 * The settings screen: one tab per group of settings (settings-sections.tsx). Clean or dirty; Save is disabled while clean or saving; Reset (after a confirmation) puts the
 * defaults in and leaves the form dirty. The server validates and names the refused field.
 */
import { Loader2, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_SETTINGS, type Settings, type SiteUrlStatus } from "../../../../core/settings.ts";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  cn,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "../../ui";
import { notify } from "../shell/notify.ts";
import { ReauthDialog, useUnsavedChanges } from "../shell/unsaved-work.tsx";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { readBrowserCopy } from "./browser-copy.ts";
import { ConfirmReset } from "./confirm-reset.tsx";
import { type Group, settingsFieldBuilders } from "./settings-fields.tsx";
import { SETTINGS_SECTIONS } from "./settings-sections.tsx";
import { useSettingsSave } from "./use-settings-save.ts";

const GROUPS: readonly Group[] = SETTINGS_SECTIONS.map(([group]) => group);

export interface SettingsFormProps {
  /** Settings from the server (secrets masked), or null when the server could not give them. */
  initial: Settings | null;
  /** The signed-in admin's address (where a test e-mail goes by default). */
  me?: string;
  /** Where the site's address comes from. */
  siteUrl?: SiteUrlStatus | null;
}

/** A `?tab=` of the URL that names a tab (the mail banner links to the integrations). */
const tabOf = (value: string | null): Group =>
  (GROUPS as readonly string[]).includes(value ?? "") ? (value as Group) : "general";

export function SettingsForm({ initial, me, siteUrl }: SettingsFormProps) {
  const { t } = useTranslation("adminSettings");
  const locale = usePageLocale();
  const [values, setValues] = useState<Settings>(initial ?? DEFAULT_SETTINGS);
  const [dirty, setDirty] = useState(false);
  const [signInToSave, setSignInToSave] = useState(false);
  useUnsavedChanges(dirty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Group>(() => tabOf(searchParams.get("tab")));
  const loadedFallback = useRef(false);

  // Load order: server → the browser copy → defaults (a log line only).
  useEffect(() => {
    if (initial || loadedFallback.current) return;
    loadedFallback.current = true;
    const copy = readBrowserCopy();
    if (copy) {
      console.info("Settings loaded from the browser copy (the server did not answer)");
      // Browser storage only exists after hydration, so the copy can only be read here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(copy);
    } else {
      console.info("No saved settings found; using the default settings");
    }
  }, [initial]);

  function update<G extends Group, K extends keyof Settings[G]>(
    group: G,
    key: K,
    value: Settings[G][K],
  ) {
    setValues((prev) => ({ ...prev, [group]: { ...prev[group], [key]: value } }));
    setDirty(true);
    const path = `${group}.${String(key)}`;
    // The setting's refusal goes, and those of its parts ("….donationPresets.XOF.2", "….fr").
    setErrors((prev) => {
      const gone = Object.keys(prev).filter((k) => k === path || k.startsWith(`${path}.`));
      if (gone.length === 0) return prev;
      const next = { ...prev };
      for (const k of gone) delete next[k];
      return next;
    });
  }

  const { save: submit, saving } = useSettingsSave({
    saved(settings) {
      setValues(settings);
      setDirty(false);
    },
    refused(fields) {
      setErrors(fields);
      const first = Object.keys(fields)[0]?.split(".")[0];
      if (first && (GROUPS as readonly string[]).includes(first)) setTab(first as Group);
    },
    signInAgain: () => setSignInToSave(true),
  });

  function save() {
    setErrors({});
    submit(values);
  }

  function reset() {
    setValues(DEFAULT_SETTINGS);
    setErrors({});
    setDirty(true);
    notify.success(t("toasts.resetTitle"), t("toasts.reset"));
  }

  const fields = settingsFieldBuilders({ t, locale, values, errors, saving, update });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t("heading")}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ConfirmReset disabled={saving} onConfirm={reset} />
          <Button onClick={save} disabled={!dirty || saving} aria-busy={saving}>
            {saving ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </div>

      <div aria-live="polite">
        {dirty ? (
          <p
            data-testid="unsaved-banner"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t("unsaved")}
          </p>
        ) : null}
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Group)}>
        <TabsList aria-label={t("heading")} className="flex w-full bg-slate-200">
          {GROUPS.map((g) => (
            <TabsTrigger
              key={g}
              value={g}
              className={cn(
                "flex-1 justify-center whitespace-nowrap",
                Object.keys(errors).some((k) => k.startsWith(`${g}.`)) &&
                  "text-red-800 dark:text-red-300",
              )}
            >
              {t(`tabs.${g}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTINGS_SECTIONS.map(([group, Section]) => (
          <TabsContent key={group} value={group} className="mt-4 rounded-xl">
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">
                  {t(`sections.${group}.title`)}
                </h2>
                <CardDescription>{t(`sections.${group}.description`)}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-5">
                <Section
                  fields={fields}
                  values={values}
                  update={update}
                  me={me}
                  siteUrl={siteUrl}
                />
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <ReauthDialog
        open={signInToSave}
        onCancel={() => setSignInToSave(false)}
        onSignedIn={async () => {
          setSignInToSave(false);
          save();
        }}
      />
    </div>
  );
}
