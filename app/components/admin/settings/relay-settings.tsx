/**
 * Settings › Integrations, bounces and complaints (decision 0040): the key of each mail relay whose
 * notifications stop an address (SendGrid's signed Event Webhook, Mailgun's webhooks), with the
 * address to give it.
 */
import { useTranslation } from "../../../i18n/use-translation.ts";
import { siteOf } from "./payment-settings.tsx";
import { notificationUrl, ProviderSection } from "./provider-section.tsx";
import type { SectionProps } from "./settings-sections.tsx";
import { SettingsGroup } from "./settings-group.tsx";

export function RelaySettings(props: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const { fields: f } = props;
  const url = (relay: string) =>
    notificationUrl(siteOf(props), `/api/v1/newsletter/webhooks/${relay}`);
  return (
    <SettingsGroup id="settings-relays" title={t("relays.title")} intro={t("relays.intro")}>
      <ProviderSection
        id="relay-settings-sendgrid"
        title={t("relays.sendgrid.title")}
        setup={t("relays.sendgrid.webhook", { url: url("sendgrid") })}
        url={url("sendgrid")}
      >
        <div className="md:col-span-2">
          {f.textareaField("integrations", "sendgridWebhookKey", { rows: 3, code: true })}
        </div>
      </ProviderSection>
      <ProviderSection
        id="relay-settings-mailgun"
        title={t("relays.mailgun.title")}
        setup={t("relays.mailgun.webhook", { url: url("mailgun") })}
        url={url("mailgun")}
      >
        {f.textField("integrations", "mailgunWebhookKey", {
          type: "password",
          autoComplete: "new-password",
          hint: t("fields.secretHint"),
        })}
      </ProviderSection>
    </SettingsGroup>
  );
}
