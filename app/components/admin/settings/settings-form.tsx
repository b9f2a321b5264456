/**
 * The settings screen (SPEC §2 Admin settings, §4 states, §5 hints, §8 messages).
 * Clean or dirty; Save is disabled while clean or saving; Reset (after a confirmation) puts the
 * defaults in and leaves the form dirty. The server validates and names the refused field.
 */
import { Loader2, Save } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams, type SubmitTarget } from "react-router";
import {
  DEFAULT_SETTINGS,
  EMAIL_SERVICES,
  SETTINGS_LANGUAGES,
  THEMES,
  TIMEZONES,
  type Settings,
} from "../../../../core/settings.ts";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  cn,
  Input,
  Textarea,
} from "../../ui";
import { TestMail } from "../mail/test-mail.tsx";
import { notify } from "../shell/notify.ts";
import { ReauthDialog, useUnsavedChanges } from "../shell/unsaved-work.tsx";
import { SETTINGS_TEXT as T } from "../text/settings.ts";
import { readBrowserCopy, writeBrowserCopy } from "./browser-copy.ts";
import { ConfirmReset } from "./confirm-reset.tsx";
import { describedBy, FieldShell } from "./fields.tsx";
import { type Group, settingsFieldBuilders } from "./settings-fields.tsx";

const GROUPS: readonly Group[] = [
  "general",
  "security",
  "notifications",
  "appearance",
  "integrations",
];
const HEX = /^#[0-9a-fA-F]{6}$/;
const NOTIFICATION_TYPES = [
  "newUserRegistration",
  "newDonation",
  "newVolunteer",
  "newPartner",
  "newContactMessage",
  "systemAlerts",
  "weeklyReports",
] as const;

/** What the route's action answers (app/routes/admin/settings.tsx). */
type SaveAnswer =
  | { ok: true; settings: Settings }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

export interface SettingsFormProps {
  /** Settings from the server (secrets masked), or null when the server could not give them. */
  initial: Settings | null;
  /** The signed-in admin's address (where a test e-mail goes by default). */
  me?: string;
}

/** A `?tab=` of the URL that names a tab (the mail banner links to the integrations). */
const tabOf = (value: string | null): Group =>
  (GROUPS as readonly string[]).includes(value ?? "") ? (value as Group) : "general";

export function SettingsForm({ initial, me }: SettingsFormProps) {
  const [values, setValues] = useState<Settings>(initial ?? DEFAULT_SETTINGS);
  const [dirty, setDirty] = useState(false);
  const [signInToSave, setSignInToSave] = useState(false);
  useUnsavedChanges(dirty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Group>(() => tabOf(searchParams.get("tab")));
  const loadedFallback = useRef(false);

  // Load order (SPEC §4): server → the browser copy → defaults (a log line only).
  useEffect(() => {
    if (initial || loadedFallback.current) return;
    loadedFallback.current = true;
    const copy = readBrowserCopy();
    if (copy) {
      console.info(T.log.loadedFromBrowser);
      // Browser storage only exists after hydration, so the copy can only be read here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(copy);
    } else {
      console.info(T.log.usingDefaults);
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
    setErrors((prev) => {
      if (!(path in prev)) return prev;
      const next = { ...prev };
      delete next[path];
      return next;
    });
  }

  const saver = useFetcher<SaveAnswer>();
  const saving = saver.state !== "idle";

  function save() {
    if (saving) return;
    setErrors({});
    writeBrowserCopy(values);
    // The route's action saves through the settings service (the JSON API's service).
    void saver.submit(values as unknown as SubmitTarget, {
      method: "post",
      action: "/admin/settings",
      encType: "application/json",
    });
  }

  // The action's answer, once per answer: the form keeps what was typed unless it was saved.
  const answered = useRef<SaveAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = saver.data;
    if (saver.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(answer.settings);
      writeBrowserCopy(answer.settings);
      setDirty(false);
      notify.success(T.toasts.savedTitle, T.toasts.saved);
      // Public settings (colour, theme, name) come from the root loader, revalidated after the action.
      return;
    }
    if (answer.status === 400 && answer.message) {
      setErrors(answer.fields);
      const first = Object.keys(answer.fields)[0]?.split(".")[0];
      if (first && (GROUPS as readonly string[]).includes(first)) setTab(first as Group);
      notify.error(T.toasts.errorTitle, answer.message);
      return;
    }
    if (answer.status === 401) {
      // The session ended: sign in here, then save the same values.
      setSignInToSave(true);
      return;
    }
    if (answer.status === 403 && answer.message) {
      notify.error(T.toasts.errorTitle, answer.message);
      return;
    }
    // Offline (status 0) or a server fault (500, with its message): what was typed stays.
    notify.error(
      T.toasts.errorTitle,
      answer.message || T.toasts.saveFailed,
      `HTTP ${answer.status}`,
    );
  }, [saver.state, saver.data]);

  function reset() {
    setValues(DEFAULT_SETTINGS);
    setErrors({});
    setDirty(true);
    notify.success(T.toasts.resetTitle, T.toasts.reset);
  }

  const {
    fieldId,
    errorOf,
    textField,
    numberField,
    switchField,
    selectField,
    labelledText,
    instructionsFields,
  } = settingsFieldBuilders({ values, errors, saving, update });

  function section(group: Group, children: React.ReactNode) {
    const [title, description] = T.sections[group];
    return (
      <Tabs.Content
        value={group}
        className="mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{title}</h2>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">{children}</CardContent>
        </Card>
      </Tabs.Content>
    );
  }

  const colorId = fieldId("appearance", "primaryColor");
  const colorError = errorOf("appearance", "primaryColor");
  const masterOn = values.notifications.emailNotifications;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{T.heading}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{T.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ConfirmReset disabled={saving} onConfirm={reset} />
          <Button onClick={save} disabled={!dirty || saving} aria-busy={saving}>
            {saving ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {saving ? T.saving : T.save}
          </Button>
        </div>
      </div>

      <div aria-live="polite">
        {dirty ? (
          <p
            data-testid="unsaved-banner"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {T.unsaved}
          </p>
        ) : null}
      </div>

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Group)}>
        <Tabs.List
          aria-label={T.heading}
          className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1 dark:bg-slate-800"
        >
          {GROUPS.map((g) => (
            <Tabs.Trigger
              key={g}
              value={g}
              className={cn(
                "flex-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
                "dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-slate-100",
                Object.keys(errors).some((k) => k.startsWith(`${g}.`)) &&
                  "text-red-800 dark:text-red-300",
              )}
            >
              {T.tabs[g]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {section(
          "general",
          <>
            <div className="grid gap-5 md:grid-cols-2">
              {textField("general", "siteName")}
              {textField("general", "siteUrl", { type: "url" })}
            </div>
            <FieldShell
              id={fieldId("general", "siteDescription")}
              label={T.fields.siteDescription}
              error={errorOf("general", "siteDescription")}
            >
              <Textarea
                id={fieldId("general", "siteDescription")}
                name="general.siteDescription"
                rows={3}
                value={values.general.siteDescription}
                aria-invalid={errorOf("general", "siteDescription") ? true : undefined}
                aria-describedby={describedBy(
                  fieldId("general", "siteDescription"),
                  undefined,
                  errorOf("general", "siteDescription"),
                )}
                onChange={(e) => update("general", "siteDescription", e.target.value)}
              />
            </FieldShell>
            <div className="grid gap-5 md:grid-cols-3">
              {textField("general", "adminEmail", {
                type: "email",
                autoComplete: "email",
                hint: T.fields.adminEmailHint,
              })}
              {selectField("general", "timezone", TIMEZONES)}
              {selectField(
                "general",
                "language",
                SETTINGS_LANGUAGES.map((l) => ({ value: l, label: T.languages[l] })),
              )}
            </div>
            <div className="grid gap-5 md:grid-cols-3">
              {numberField("general", "submissionRetentionMonths")}
            </div>
          </>,
        )}

        {section(
          "security",
          <>
            {switchField("security", "twoFactorAuth", T.fields.twoFactorAuthHint)}
            <div className="grid gap-5 md:grid-cols-2">
              {numberField("security", "sessionTimeout")}
              {numberField("security", "passwordMinLength")}
            </div>
            {switchField("security", "requireStrongPasswords", T.fields.requireStrongPasswordsHint)}
            <div className="grid gap-5 md:grid-cols-2">
              {numberField("security", "loginAttempts")}
              {numberField("security", "lockoutDuration")}
            </div>
          </>,
        )}

        {section(
          "notifications",
          <>
            {switchField("notifications", "emailNotifications", T.fields.emailNotificationsHint)}
            <div className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
              {NOTIFICATION_TYPES.map((key) => (
                <div key={key}>
                  {switchField("notifications", key, T.fields[`${key}Hint` as const], !masterOn)}
                </div>
              ))}
            </div>
          </>,
        )}

        {section(
          "appearance",
          <>
            <div className="grid gap-5 md:grid-cols-2">
              {selectField(
                "appearance",
                "theme",
                THEMES.map((t) => ({ value: t, label: T.themes[t] })),
              )}
              <FieldShell id={colorId} label={T.fields.primaryColor} error={colorError}>
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={T.fields.primaryColorPicker}
                    className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900"
                    value={
                      HEX.test(values.appearance.primaryColor)
                        ? values.appearance.primaryColor.toLowerCase()
                        : "#222222"
                    }
                    onChange={(e) => update("appearance", "primaryColor", e.target.value)}
                  />
                  <Input
                    id={colorId}
                    name="appearance.primaryColor"
                    value={values.appearance.primaryColor}
                    maxLength={7}
                    spellCheck={false}
                    aria-invalid={colorError ? true : undefined}
                    aria-describedby={describedBy(colorId, undefined, colorError)}
                    onChange={(e) => update("appearance", "primaryColor", e.target.value)}
                  />
                </div>
              </FieldShell>
            </div>
            <div className="grid gap-5 md:grid-cols-2">
              {textField("appearance", "logoUrl")}
              {textField("appearance", "faviconUrl")}
            </div>
            <FieldShell
              id={fieldId("appearance", "customCss")}
              label={T.fields.customCss}
              hint={T.fields.customCssHint}
              error={errorOf("appearance", "customCss")}
            >
              <Textarea
                id={fieldId("appearance", "customCss")}
                name="appearance.customCss"
                rows={6}
                spellCheck={false}
                className="font-mono"
                value={values.appearance.customCss}
                aria-invalid={errorOf("appearance", "customCss") ? true : undefined}
                aria-describedby={describedBy(
                  fieldId("appearance", "customCss"),
                  T.fields.customCssHint,
                  errorOf("appearance", "customCss"),
                )}
                onChange={(e) => update("appearance", "customCss", e.target.value)}
              />
            </FieldShell>
          </>,
        )}

        {section(
          "integrations",
          <>
            <div className="grid gap-5 md:grid-cols-2">
              {textField("integrations", "googleAnalytics")}
              {textField("integrations", "facebookPixel")}
              {textField("integrations", "stripePublicKey")}
              {textField("integrations", "stripeSecretKey", {
                type: "password",
                autoComplete: "new-password",
                hint: T.fields.secretHint,
              })}
              {textField("integrations", "stripeWebhookSecret", {
                type: "password",
                autoComplete: "new-password",
                hint: T.fields.secretHint,
              })}
            </div>
            {instructionsFields("bankTransferInstructions")}
            {instructionsFields("mobileMoneyInstructions")}
            {selectField(
              "integrations",
              "emailService",
              EMAIL_SERVICES.map((s) => ({ value: s, label: T.emailServices[s] })),
            )}
            {values.integrations.emailService === "smtp" ? (
              <div className="grid gap-5 md:grid-cols-2" data-testid="smtp-fields">
                {textField("integrations", "smtpHost")}
                {numberField("integrations", "smtpPort")}
                {textField("integrations", "smtpUsername", { autoComplete: "off" })}
                {textField("integrations", "smtpPassword", {
                  type: "password",
                  autoComplete: "new-password",
                  hint: T.fields.secretHint,
                })}
              </div>
            ) : (
              <div className="grid gap-5 md:grid-cols-2" data-testid="relay-fields">
                {values.integrations.emailService !== "sendgrid"
                  ? labelledText("smtpUsername", T.fields.relayUsername, T.fields.relayUsernameHint)
                  : null}
                {labelledText("smtpPassword", T.fields.relayPassword, T.fields.secretHint, true)}
                {labelledText("smtpHost", T.fields.relayHost, T.fields.relayHostHint)}
              </div>
            )}
            {me !== undefined ? <TestMail me={me} /> : null}
          </>,
        )}
      </Tabs.Root>
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
