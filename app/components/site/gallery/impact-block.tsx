import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { numberFormat } from "~/lib/intl.ts";

/** The gallery's impact block: fixed figures, not counted from the content. */
const FIGURES = [
  { key: "communities", value: 50, plus: true },
  { key: "lives", value: 2000, plus: true },
  { key: "countries", value: 15, plus: false },
  { key: "stories", value: 100, plus: true },
] as const;

export function ImpactBlock() {
  const locale = usePageLocale();
  const { t } = useTranslation("gallery");
  const format = numberFormat(locale);
  return (
    <section aria-labelledby="gallery-impact" className="bg-slate-50 py-16 dark:bg-slate-900">
      <Container>
        <SectionHeading
          id="gallery-impact"
          title={t("impact.title")}
          subtitle={t("impact.subtitle")}
        />
        <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {FIGURES.map(({ key, value, plus }) => (
            <div
              key={key}
              className="flex flex-col-reverse items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-950"
            >
              <dt className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-300">
                {t(`impact.${key}`)}
              </dt>
              <dd className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
                {format.format(value)}
                {plus ? "+" : ""}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
