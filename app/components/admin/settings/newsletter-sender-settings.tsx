/**
 * Settings › Integrations, the newsletter's sender (issue 36): the name and address each language's
 * messages come from, and the DKIM selector the relay signs with. The newsletter screen shows what
 * the DNS says about the sending domains.
 */
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SectionProps } from "./settings-sections.tsx";
import { SettingsGroup } from "./settings-group.tsx";

export function NewsletterSenderSettings({ fields: f }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  return (
    <SettingsGroup
      id="settings-newsletter-sender"
      title={t("newsletterSender.title")}
      intro={t("newsletterSender.intro")}
    >
      {f.perLanguageFields("integrations", "newsletterFromName", { maxLength: 100 })}
      {f.perLanguageFields("integrations", "newsletterFromEmail", {
        type: "email",
        maxLength: 254,
      })}
      <div className="grid gap-5 md:grid-cols-2">
        {f.numberField("integrations", "newsletterPerMinute")}
        {f.textField("integrations", "newsletterDkimSelector", {
          hint: t("newsletterSender.selectorHint"),
          maxLength: 63,
        })}
      </div>
    </SettingsGroup>
  );
}
