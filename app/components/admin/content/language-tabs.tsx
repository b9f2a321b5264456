/** The EN / FR / RU tabs of the content editor's localized fields (the design system's one Tabs). */
import { LOCALES, type Locale } from "../../../../core/constants.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { filled, valueKey } from "./form-values.ts";
import type { FieldDef, FormValues } from "./types.ts";

/** EN / FR / RU tabs over the localized fields, each tab saying how many of them it has. */
export function LanguageTabs({
  fields,
  values,
  errors,
  render,
  current,
  onCurrentChange,
}: {
  /** The language shown (the side panel shows the same language's settings). */
  current: Locale;
  onCurrentChange: (locale: Locale) => void;
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  render: (field: FieldDef, locale: Locale) => React.ReactNode;
}) {
  const { t } = useTranslation("adminEditor");
  const counted = fields.filter((f) => !f.defaulted);
  return (
    <Tabs value={current} onValueChange={(next) => onCurrentChange(next as Locale)}>
      <TabsList aria-label={t("languages.tabsLabel")}>
        {LOCALES.map((locale) => {
          const done = counted.filter((f) => filled(values[valueKey(f.name, locale)])).length;
          return (
            <TabsTrigger key={locale} value={locale} data-testid={`language-tab-${locale}`}>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="sr-only">{t(`languages.names.${locale}`)}</span>
              <span
                className={
                  done === counted.length
                    ? "rounded-full bg-green-100 px-1.5 text-xs text-green-900"
                    : "rounded-full bg-slate-200 px-1.5 text-xs text-slate-800"
                }
              >
                {done}/{counted.length}
                <span className="sr-only"> {t("languages.fieldsFilled")}</span>
              </span>
              {fields.some((f) => errors[valueKey(f.name, locale)]) && (
                <span className="rounded-full bg-red-100 px-1.5 text-xs font-bold text-red-900">
                  <span aria-hidden="true">!</span>
                  <span className="sr-only">{t("languages.tabHasErrors")}</span>
                </span>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {LOCALES.map((locale) => (
        <TabsContent key={locale} value={locale}>
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((f) => (
              <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
                {render(f, locale)}
              </div>
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
