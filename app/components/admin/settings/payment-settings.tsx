/**
 * Settings → Integrations, online payments: each provider's keys under its own heading (the
 * currencies and countries it carries, and the webhook address to give it), and the donate page's
 * preset amounts per currency, typed as "25, 50, 100".
 */
import { useState } from "react";
import {
  CURRENCY_RULES,
  DONATION_CURRENCIES,
  type DonationCurrency,
  type PaymentProvider,
} from "../../../../core/donations.ts";
import { Input } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { describedBy, FieldShell } from "./fields.tsx";
import { notificationUrl, ProviderSection } from "./provider-section.tsx";
import { presetsProblem } from "./setting-problems.ts";
import type { SectionProps } from "./settings-sections.tsx";
import { SettingsGroup } from "./settings-group.tsx";
import type { KeysOf } from "./settings-fields.tsx";

type Key = KeysOf<"integrations", string>;

/** Each provider's fields, in the order its dashboard shows them; `true` marks a secret. */
const PROVIDERS: readonly { provider: PaymentProvider; fields: readonly [Key, boolean][] }[] = [
  {
    provider: "stripe",
    fields: [
      ["stripePublicKey", false],
      ["stripeSecretKey", true],
      ["stripeWebhookSecret", true],
    ],
  },
  { provider: "paystack", fields: [["paystackSecretKey", true]] },
  {
    provider: "cinetpay",
    fields: [
      ["cinetpayApiKey", true],
      ["cinetpaySiteId", false],
      ["cinetpaySecretKey", true],
    ],
  },
  {
    provider: "yookassa",
    fields: [
      ["yookassaShopId", false],
      ["yookassaSecretKey", true],
    ],
  },
];

/** The site's address as the server will use it: the environment's, else the form's. */
export const siteOf = ({ siteUrl, values }: SectionProps) =>
  siteUrl?.source === "environment" ? siteUrl.url : values.general.siteUrl;

export function PaymentSettings(props: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const { fields: f } = props;
  const secret = {
    type: "password" as const,
    autoComplete: "new-password",
    hint: t("fields.secretHint"),
  };
  return (
    <SettingsGroup id="settings-payments" title={t("payments.title")} intro={t("payments.intro")}>
      {PROVIDERS.map(({ provider, fields }) => {
        const url = notificationUrl(siteOf(props), `/api/v1/payments/${provider}/webhook`);
        return (
          <ProviderSection
            key={provider}
            id={`payment-settings-${provider}`}
            title={t(`payments.${provider}.title`)}
            setup={t(`payments.${provider}.webhook`, { url })}
            url={url}
          >
            {fields.map(([key, isSecret]) => (
              <div key={key}>{f.textField("integrations", key, isSecret ? secret : {})}</div>
            ))}
          </ProviderSection>
        );
      })}
      <PresetAmounts {...props} />
    </SettingsGroup>
  );
}

/** "25, 50, 100" → [25, 50, 100]; a word that is no number stays one (NaN: the server refuses it). */
export function parsePresets(text: string): number[] {
  return text
    .split(/[,;]/)
    .map((part) => part.replace(/[\s\u00a0\u202f]/g, ""))
    .filter((part) => part !== "")
    .map(Number);
}

const presetsText = (amounts: readonly number[]) => amounts.join(", ");

/** One field per currency; what was typed stays as typed while it still reads as the values. */
function PresetAmounts({ fields: f, values, update }: SectionProps) {
  const { t } = useTranslation("adminSettings");
  const presets = values.integrations.donationPresets;
  const [drafts, setDrafts] = useState<Partial<Record<DonationCurrency, string>>>({});
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{t("payments.presets.title")}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("payments.presets.hint")}</p>
      <div className="grid gap-5 md:grid-cols-2">
        {DONATION_CURRENCIES.map((currency) => {
          const id = f.fieldId("integrations", `donationPresets-${currency}`);
          const refused = f.refusedUnder(`integrations.donationPresets.${currency}`);
          const error = refused ? presetsProblem(t, locale, currency) : undefined;
          const { min, max } = CURRENCY_RULES[currency];
          const hint = t("payments.presets.range", {
            min: number.format(min),
            max: number.format(max),
          });
          const draft = drafts[currency];
          // A draft is shown while it still reads as the values (a reset or a save replaces it).
          const shown =
            draft !== undefined &&
            JSON.stringify(parsePresets(draft)) === JSON.stringify(presets[currency])
              ? draft
              : presetsText(presets[currency]);
          return (
            <FieldShell
              key={currency}
              id={id}
              label={t("payments.presets.label", { currency })}
              hint={hint}
              error={error}
            >
              <Input
                id={id}
                name={`integrations.donationPresets.${currency}`}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={shown}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, hint, error)}
                onChange={(e) => {
                  const text = e.target.value;
                  setDrafts((prev) => ({ ...prev, [currency]: text }));
                  update("integrations", "donationPresets", {
                    ...presets,
                    [currency]: parsePresets(text),
                  });
                }}
              />
            </FieldShell>
          );
        })}
      </div>
    </fieldset>
  );
}
