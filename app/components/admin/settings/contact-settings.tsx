/**
 * Settings → Contact: the foundation's public e-mail, phone and offices (per language), and its
 * pages on the social networks; the footer, the contact page and search engines show only what is
 * filled in.
 */
import { SOCIAL_NETWORKS } from "../../../../core/social-networks.ts";
import { Input } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { describedBy, FieldShell } from "./fields.tsx";
import type { SectionProps } from "./settings-sections.tsx";

export function ContactSettings({ fields: f, values, update }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const { t: nav } = useTranslation("nav");
  const social = values.contact.social;
  const hintId = f.fieldId("contact", "social-hint");
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        {f.textField("contact", "email", { type: "email", autoComplete: "off" })}
        {f.textField("contact", "phone", { type: "tel", maxLength: 40 })}
      </div>
      {f.perLanguageFields("contact", "offices", { rows: 3, hint: t("fields.officesHint") })}
      <fieldset className="space-y-3" aria-describedby={hintId}>
        <legend className="text-sm font-semibold">{t("fields.social")}</legend>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t("fields.socialHint")}
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {SOCIAL_NETWORKS.map((network) => {
            const id = f.fieldId("contact", `social-${network}`);
            const error = f.errorOf("contact", `social.${network}`);
            return (
              <FieldShell
                key={network}
                id={id}
                label={nav(`footer.socialNames.${network}`)}
                error={error}
              >
                <Input
                  id={id}
                  name={`contact.social.${network}`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://"
                  value={social[network]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, undefined, error)}
                  onChange={(e) =>
                    update("contact", "social", { ...social, [network]: e.target.value.trim() })
                  }
                />
              </FieldShell>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
