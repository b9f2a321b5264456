import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useLocation, useMatches } from "react-router";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "../../../core/constants.ts";
import { languageChoiceHref } from "../../../core/language-choice.ts";
import { pathInLocale } from "../../i18n/locale-path.ts";

type Alternates = Partial<Record<Locale, string>>;

const isAlternates = (value: unknown): value is Alternates =>
  typeof value === "object" &&
  value !== null &&
  Object.entries(value).every(([l, path]) => isLocale(l) && typeof path === "string");

/**
 * A story, article or program names its own address in each language (its slug differs per
 * language: the loader's `alternates`, app/lib/permalink.server.ts): the switcher links straight
 * there, no redirect. Other pages are the same page in the other language's words (0026).
 */
function useOtherLanguages(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  const alternates = useMatches()
    .map((m) => (m.loaderData as { alternates?: unknown } | undefined)?.alternates)
    .find(isAlternates);
  return (l) => `${alternates?.[l] ?? pathInLocale(pathname, l)}${search}${hash}`;
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = usePageLocale();
  const { t } = useTranslation("nav");
  const addressIn = useOtherLanguages();
  return (
    <nav aria-label={t("language")} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={languageChoiceHref(l, addressIn(l))}
              hrefLang={l}
              lang={l}
              // The language's own name; the two letters are its visible abbreviation.
              aria-label={LANGUAGE_NAMES[l]}
              aria-current={l === locale ? "true" : undefined}
              data-locale-choice={l}
              className="lang-link"
            >
              {l}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
