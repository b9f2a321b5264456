import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Container } from "../../ui/container.tsx";
import { numberFormat } from "~/lib/intl.ts";

/** The store's strip of figures: fixed, not counted from the content. */
export function StatsStrip() {
  const locale = usePageLocale();
  const { t } = useTranslation("store");
  const number = numberFormat(locale);
  const percent = numberFormat(locale, { style: "percent" });
  const figures = [
    { value: percent.format(1), label: t("stats.profits") },
    { value: `${number.format(5000)}+`, label: t("stats.sold") },
    { value: `${number.format(50)}+`, label: t("stats.children") },
  ];
  return (
    <section
      aria-label={t("stats.label")}
      className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <Container className="py-8">
        <dl className="grid grid-cols-1 gap-6 text-center sm:grid-cols-3">
          {figures.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="text-3xl font-bold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
