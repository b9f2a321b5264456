/**
 * The settings form's fields, each bound to the form's values and errors: a text, text area, number,
 * switch or select field for a setting, an integrations field under another label, and the fields of
 * a setting written per language.
 */
import type { PerLanguage } from "../../../../core/in-language.ts";
import { SETTINGS_BOUNDS, type Settings } from "../../../../core/settings.ts";
import { Input, Select, Textarea } from "../../ui";
import { textForCode } from "../../../i18n/text-for-code.ts";
import type { TFunction } from "../../../i18n/translate.ts";
import { boundsOf, settingProblem } from "./setting-problems.ts";
import { PerLanguageFieldset } from "../shell/per-language-fieldset.tsx";
import { describedBy, FieldShell, SwitchRow } from "./fields.tsx";

export type Group = keyof Settings;
export type KeysOf<G extends Group, V> = {
  [K in keyof Settings[G]]: Settings[G][K] extends V ? K : never;
}[keyof Settings[G]] &
  string;

/** Sets one setting of the form. */
export type UpdateSetting = <G extends Group, K extends keyof Settings[G]>(
  group: G,
  key: K,
  value: Settings[G][K],
) => void;

export function settingsFieldBuilders({
  t,
  locale,
  values,
  errors,
  saving,
  update,
}: {
  t: TFunction<"adminSettings">;
  /** The page's language, for the numbers. */
  locale: string;
  values: Settings;
  /** The server's refusals by setting ("security.sessionTimeout"); worded here in the page's language. */
  errors: Record<string, string>;
  saving: boolean;
  update: UpdateSetting;
}) {
  const fieldId = (group: Group, key: string) => `settings-${group}-${key}`;
  const errorOf = (group: Group, key: string) =>
    errors[`${group}.${key}`] === undefined
      ? undefined
      : settingProblem(t, locale, `${group}.${key}`);
  const labelOf = (key: string) => textForCode(t, "fields", key, key);
  /** Whether the server refused the setting at `path` or a part of it ("….USD", "….USD.2"). */
  const refusedUnder = (path: string) =>
    Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));

  function textField<G extends Group>(
    group: G,
    key: KeysOf<G, string>,
    opts: {
      type?: "text" | "email" | "url" | "password" | "tel";
      hint?: string;
      autoComplete?: string;
      maxLength?: number;
    } = {},
  ) {
    const id = fieldId(group, key);
    const error = errorOf(group, key);
    const hint = opts.hint;
    return (
      <FieldShell id={id} label={labelOf(key)} hint={hint} error={error}>
        <Input
          id={id}
          name={`${group}.${key}`}
          type={opts.type ?? "text"}
          autoComplete={opts.autoComplete ?? "off"}
          maxLength={opts.maxLength}
          value={values[group][key] as string}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => update(group, key, e.target.value as Settings[G][typeof key])}
        />
      </FieldShell>
    );
  }

  /** A multi-line text setting (a description, custom CSS). */
  function textareaField<G extends Group>(
    group: G,
    key: KeysOf<G, string>,
    opts: { rows: number; hint?: string; code?: boolean },
  ) {
    const id = fieldId(group, key);
    const error = errorOf(group, key);
    return (
      <FieldShell id={id} label={labelOf(key)} hint={opts.hint} error={error}>
        <Textarea
          id={id}
          name={`${group}.${key}`}
          rows={opts.rows}
          spellCheck={opts.code ? false : undefined}
          className={opts.code ? "font-mono" : undefined}
          value={values[group][key] as string}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, opts.hint, error)}
          onChange={(e) => update(group, key, e.target.value as Settings[G][typeof key])}
        />
      </FieldShell>
    );
  }

  function numberField<G extends Group>(
    group: G,
    key: KeysOf<G, number> & keyof typeof SETTINGS_BOUNDS,
  ) {
    const id = fieldId(group, key);
    const error = errorOf(group, key);
    const { min, max } = SETTINGS_BOUNDS[key];
    const bounds = boundsOf(key, locale);
    const hint =
      key === "submissionRetentionMonths" ? t("retentionHint", bounds) : t("range", bounds);
    const value = values[group][key] as number;
    return (
      <FieldShell id={id} label={labelOf(key)} hint={hint} error={error}>
        <Input
          id={id}
          name={`${group}.${key}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => update(group, key, e.target.valueAsNumber as Settings[G][typeof key])}
        />
      </FieldShell>
    );
  }

  function switchField<G extends Group>(
    group: G,
    key: KeysOf<G, boolean>,
    hint: string,
    disabled = false,
  ) {
    return (
      <SwitchRow
        id={fieldId(group, key)}
        label={labelOf(key)}
        hint={hint}
        checked={values[group][key] as boolean}
        disabled={disabled || saving}
        onChange={(checked) => update(group, key, checked as Settings[G][typeof key])}
      />
    );
  }

  function selectField<G extends Group>(
    group: G,
    key: KeysOf<G, string>,
    options: readonly { value: string; label: string }[],
  ) {
    const id = fieldId(group, key);
    const error = errorOf(group, key);
    return (
      <FieldShell id={id} label={labelOf(key)} error={error}>
        <Select
          id={id}
          name={`${group}.${key}`}
          value={values[group][key] as string}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(e) => update(group, key, e.target.value as Settings[G][typeof key])}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FieldShell>
    );
  }

  /** An integrations text field under another label (the SMTP fields reused for a relay). */
  function labelledText(
    key: "smtpUsername" | "smtpPassword" | "smtpHost",
    label: string,
    hint: string,
    secret = false,
  ) {
    const id = fieldId("integrations", `relay-${key}`);
    const error = errorOf("integrations", key);
    return (
      <FieldShell id={id} label={label} hint={hint} error={error}>
        <Input
          id={id}
          name={`integrations.${key}`}
          type={secret ? "password" : "text"}
          autoComplete={secret ? "new-password" : "off"}
          value={values.integrations[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => update("integrations", key, e.target.value)}
        />
      </FieldShell>
    );
  }

  /**
   * One field per language for a setting written per language (the site's name, a donation method's
   * instructions): text inputs, or text areas of `rows` lines.
   */
  function perLanguageFields<G extends Group>(
    group: G,
    key: KeysOf<G, PerLanguage>,
    opts: { rows?: number; hint?: string; maxLength?: number; type?: "text" | "email" } = {},
  ) {
    const texts = values[group][key] as PerLanguage;
    return (
      <PerLanguageFieldset
        legend={labelOf(key)}
        hint={opts.hint}
        idOf={(lang) => fieldId(group, `${key}-${lang}`)}
        nameOf={(lang) => `${group}.${key}.${lang}`}
        labelOf={(lang) => t(`languages.${lang}`)}
        errorOf={(lang) => errorOf(group, `${key}.${lang}`)}
        rows={opts.rows}
        type={opts.type}
        maxLength={opts.maxLength}
        values={texts}
        onChange={(lang, value) =>
          update(group, key, { ...texts, [lang]: value } as Settings[G][typeof key])
        }
      />
    );
  }

  return {
    fieldId,
    errorOf,
    refusedUnder,
    textField,
    textareaField,
    numberField,
    switchField,
    selectField,
    labelledText,
    perLanguageFields,
  };
}
