/**
 * What each tab of the settings screen holds: one component per group of settings, drawn with the
 * form's field builders (settings-fields.tsx).
 */
import type { ReactNode } from "react";
import {
  EMAIL_SERVICES,
  SETTINGS_LANGUAGES,
  THEMES,
  TIMEZONES,
  type Settings,
  type SiteUrlStatus,
} from "../../../../core/settings.ts";
import { Input } from "../../ui";
import { TestMail } from "../mail/test-mail.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { describedBy, FieldShell } from "./fields.tsx";
import { ContactSettings } from "./contact-settings.tsx";
import { PaymentSettings } from "./payment-settings.tsx";
import { NewsletterSenderSettings } from "./newsletter-sender-settings.tsx";
import { RelaySettings } from "./relay-settings.tsx";
import type { Group, settingsFieldBuilders, UpdateSetting } from "./settings-fields.tsx";

export interface SectionProps {
  fields: ReturnType<typeof settingsFieldBuilders>;
  values: Settings;
  update: UpdateSetting;
  /** The signed-in admin's address (where a test e-mail goes by default). */
  me?: string;
  /** Where the site's address comes from (PUBLIC_URL wins over the setting). */
  siteUrl?: SiteUrlStatus | null;
}

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

/** Product names, the same in every language. */
const EMAIL_SERVICE_NAMES: Record<(typeof EMAIL_SERVICES)[number], string> = {
  smtp: "SMTP",
  sendgrid: "SendGrid",
  mailgun: "Mailgun",
  ses: "Amazon SES",
};

/**
 * The Site URL: set on the server by PUBLIC_URL (then shown, not editable here), or here; while it is
 * still the default, e-mailed links point at localhost and the field says so.
 */
function SiteUrlField({ fields: f, siteUrl }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  if (siteUrl?.source !== "environment") {
    const hint = siteUrl?.source === "default" ? t("fields.siteUrlDefaultHint") : undefined;
    return f.textField("general", "siteUrl", { type: "url", hint });
  }
  const id = f.fieldId("general", "siteUrl");
  const hint = t("fields.siteUrlFromEnvironment");
  return (
    <FieldShell id={id} label={t("fields.siteUrl")} hint={hint}>
      <Input id={id} type="url" value={siteUrl.url} readOnly aria-describedby={`${id}-hint`} />
    </FieldShell>
  );
}

function General(props: SectionProps) {
  const { fields: f } = props;
  const { t } = useTranslation("adminSettings");
  return (
    <>
      {f.perLanguageFields("general", "siteName", {
        maxLength: 120,
        hint: t("fields.siteNameHint"),
      })}
      {f.perLanguageFields("general", "siteDescription", { rows: 2, maxLength: 500 })}
      <SiteUrlField {...props} />
      <div className="grid gap-5 md:grid-cols-3">
        {f.textField("general", "adminEmail", {
          type: "email",
          autoComplete: "email",
          hint: t("fields.adminEmailHint"),
        })}
        {f.selectField(
          "general",
          "timezone",
          TIMEZONES.map((z) => ({ value: z.value, label: t(`timezones.${z.value}`) })),
        )}
        {f.selectField(
          "general",
          "language",
          SETTINGS_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        )}
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        {f.numberField("general", "submissionRetentionMonths")}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {f.textField("general", "legalName", { maxLength: 200, hint: t("fields.legalNameHint") })}
        {f.textareaField("general", "legalAddress", {
          rows: 3,
          hint: t("fields.legalAddressHint"),
        })}
      </div>
    </>
  );
}

function Security({ fields: f }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  return (
    <>
      {f.switchField("security", "twoFactorAuth", t("fields.twoFactorAuthHint"))}
      <div className="grid gap-5 md:grid-cols-2">
        {f.numberField("security", "sessionTimeout")}
        {f.numberField("security", "passwordMinLength")}
      </div>
      {f.switchField("security", "requireStrongPasswords", t("fields.requireStrongPasswordsHint"))}
      <div className="grid gap-5 md:grid-cols-2">
        {f.numberField("security", "loginAttempts")}
        {f.numberField("security", "lockoutDuration")}
      </div>
    </>
  );
}

function Notifications({ fields: f, values }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const masterOn = values.notifications.emailNotifications;
  return (
    <>
      {f.switchField("notifications", "emailNotifications", t("fields.emailNotificationsHint"))}
      <div className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
        {NOTIFICATION_TYPES.map((key) => (
          <div key={key}>
            {f.switchField("notifications", key, t(`fields.${key}Hint`), !masterOn)}
          </div>
        ))}
      </div>
    </>
  );
}

/** The primary colour: a colour picker beside the hex text that the server validates. */
function PrimaryColor({ fields: f, values, update }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const id = f.fieldId("appearance", "primaryColor");
  const error = f.errorOf("appearance", "primaryColor");
  const color = values.appearance.primaryColor;
  return (
    <FieldShell id={id} label={t("fields.primaryColor")} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("fields.primaryColorPicker")}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900"
          value={HEX.test(color) ? color.toLowerCase() : "#222222"}
          onChange={(e) => update("appearance", "primaryColor", e.target.value)}
        />
        <Input
          id={id}
          name="appearance.primaryColor"
          value={color}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(e) => update("appearance", "primaryColor", e.target.value)}
        />
      </div>
    </FieldShell>
  );
}

function Appearance(props: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const f = props.fields;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        {f.selectField(
          "appearance",
          "theme",
          THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) })),
        )}
        <PrimaryColor {...props} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {f.textField("appearance", "logoUrl")}
        {f.textField("appearance", "faviconUrl")}
      </div>
      {f.textareaField("appearance", "customCss", {
        rows: 6,
        hint: t("fields.customCssHint"),
        code: true,
      })}
    </>
  );
}

function Integrations(props: SectionProps) {
  const { fields: f, values, me } = props;
  const { t } = useTranslation("adminSettings");
  const secret = {
    type: "password" as const,
    autoComplete: "new-password",
    hint: t("fields.secretHint"),
  };
  const service = values.integrations.emailService;
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        {f.textField("integrations", "googleAnalytics")}
        {f.textField("integrations", "facebookPixel")}
      </div>
      <PaymentSettings {...props} />
      {f.perLanguageFields("integrations", "bankTransferInstructions", {
        rows: 4,
        hint: t("fields.instructionsHint"),
      })}
      {f.perLanguageFields("integrations", "mobileMoneyInstructions", {
        rows: 4,
        hint: t("fields.instructionsHint"),
      })}
      {f.selectField(
        "integrations",
        "emailService",
        EMAIL_SERVICES.map((s) => ({ value: s, label: EMAIL_SERVICE_NAMES[s] })),
      )}
      {service === "smtp" ? (
        <div className="grid gap-5 md:grid-cols-2" data-testid="smtp-fields">
          {f.textField("integrations", "smtpHost")}
          {f.numberField("integrations", "smtpPort")}
          {f.textField("integrations", "smtpUsername", { autoComplete: "off" })}
          {f.textField("integrations", "smtpPassword", secret)}
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-2" data-testid="relay-fields">
          {service !== "sendgrid"
            ? f.labelledText(
                "smtpUsername",
                t("fields.relayUsername"),
                t("fields.relayUsernameHint"),
              )
            : null}
          {f.labelledText("smtpPassword", t("fields.relayPassword"), t("fields.secretHint"), true)}
          {f.labelledText("smtpHost", t("fields.relayHost"), t("fields.relayHostHint"))}
        </div>
      )}
      <NewsletterSenderSettings {...props} />
      <RelaySettings {...props} />
      {me !== undefined ? <TestMail me={me} /> : null}
    </>
  );
}

/** The tabs in their order, each with what it holds. */
export const SETTINGS_SECTIONS: readonly [Group, (props: SectionProps) => ReactNode][] = [
  ["general", General],
  ["contact", ContactSettings],
  ["security", Security],
  ["notifications", Notifications],
  ["appearance", Appearance],
  ["integrations", Integrations],
];
