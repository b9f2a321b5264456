import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation } from "react-router";
import { LOCALES, type Locale } from "../../../core/constants.ts";
import { languageChoiceHref } from "../../../core/language-choice.ts";
import { pathInLocale } from "../../i18n/locale-path.ts";
import { cn } from "../ui/cn.ts";

/** Native names: shown to everyone in their own language. */
const NAMES: Record<Locale, string> = { en: "English", fr: "Français", ru: "Русский" };

export function LanguageSwitcher({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation("nav");
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t("language")} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={languageChoiceHref(l, `${pathInLocale(pathname, l)}${search}${hash}`)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? "true" : undefined}
              data-locale-choice={l}
              className={cn(
                "inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-xs font-semibold uppercase",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                l === locale
                  ? "bg-brand text-brand-foreground"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
              )}
            >
              <span aria-hidden="true">{l}</span>
              <span className="sr-only">{NAMES[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
