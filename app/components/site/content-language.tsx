/**
 * Marks content texts that came from another language (core/content/resolve.ts): the element
 * showing such a text carries `lang` (WCAG 3.1.2), and the item carries one small translated note.
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../core/constants.ts";

/** What a content item read in one language says about its fallen-back fields. */
export interface LanguageMarks<F extends string = string> {
  fallbacks: F[];
  fallbackLocales: Partial<Record<F, Locale>>;
}

/** The `lang` a field's element needs: the language it is really in, when it fell back. */
export function langOf<F extends string>(item: LanguageMarks<F>, field: F): Locale | undefined {
  return item.fallbackLocales[field];
}

/** "Available in English" when any text of the item fell back (named after the first one's language). */
export function FallbackNote<F extends string>({
  item,
  className,
}: {
  item: LanguageMarks<F>;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const first = item.fallbacks[0];
  const language: Locale | undefined = first ? item.fallbackLocales[first] : undefined;
  if (!language) return null;
  return (
    <p
      className={className ?? "text-xs text-slate-600 italic dark:text-slate-300"}
      data-testid="fallback-note"
    >
      {t(`contentLanguage.availableIn.${language}`)}
    </p>
  );
}
