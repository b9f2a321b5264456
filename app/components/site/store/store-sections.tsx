import { usePageLocale } from "~/i18n/page-locale.ts";
import { IconFrame } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";
import { STORE_CATEGORIES } from "../../../../core/constants.ts";
import { localizedHref } from "../../../i18n/locale-path.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";

/** Display-only category chips (they do not filter), so a plain list, not buttons. */
export function CategoryChips() {
  const { t } = useTranslation("store");
  const labels = [t("categories.all"), ...STORE_CATEGORIES.map((c) => t(`categories.${c}`))];
  return (
    <ul
      aria-label={t("categories.label")}
      className="mb-8 flex flex-wrap justify-center gap-2"
      data-testid="store-chips"
    >
      {labels.map((label, i) => (
        <li
          key={label}
          className={
            i === 0
              ? "rounded-full bg-slate-900 px-4 py-1.5 text-sm font-medium text-white dark:bg-white dark:text-slate-900"
              : "rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100"
          }
        >
          {label}
        </li>
      ))}
    </ul>
  );
}

const STEPS = [
  { key: "shop", icon: "shopping-bag" },
  { key: "support", icon: "heart-handshake" },
  { key: "thrive", icon: "sprout" },
] as const;

export function HowItHelps() {
  const { t } = useTranslation("store");
  return (
    <section aria-labelledby="store-steps" className="bg-slate-50 py-16 dark:bg-slate-900">
      <Container>
        <SectionHeading id="store-steps" title={t("steps.title")} />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon }, i) => (
            <li
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-950"
            >
              <IconFrame
                name={icon}
                className="mx-auto flex size-14 rounded-full bg-slate-900 text-white dark:bg-white dark:text-slate-900 before:size-7"
              />
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">{i + 1}. </span>
                {t(`steps.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function ContactCta() {
  const locale = usePageLocale();
  const { t } = useTranslation("store");
  return (
    <section aria-labelledby="store-contact" className="py-16">
      <Container className="max-w-3xl text-center">
        <h2 id="store-contact" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("contact.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t("contact.text")}</p>
        <a
          href={localizedHref("/contact", locale)}
          className={buttonClasses("default", "lg", "mt-8")}
        >
          {t("contact.button")}
        </a>
      </Container>
    </section>
  );
}
