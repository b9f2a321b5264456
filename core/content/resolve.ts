/** The fallback chain of localized fields: requested language → site default → English. */
import type { Locale } from "../constants.ts";
import { type EntityDefinition, isBlank, isTranslated } from "./define.ts";

export function fallbackChain(requested: Locale, siteDefault: Locale): Locale[] {
  return [...new Set<Locale>([requested, siteDefault, "en"])];
}

/**
 * Turns an item with `{ en, fr, ru }` fields into one with plain values in `requested`, naming the
 * fields that came from another language (and which) so pages can mark them with `lang`.
 */
export function resolveLocalized(
  definition: EntityDefinition,
  item: Record<string, unknown>,
  requested: Locale,
  siteDefault: Locale,
): Record<string, unknown> {
  const chain = fallbackChain(requested, siteDefault);
  const out: Record<string, unknown> = { ...item };
  delete out.translations;
  const fallbacks: string[] = [];
  const fallbackLocales: Record<string, Locale> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!field.localized) continue;
    const values = (item[name] ?? {}) as Partial<Record<Locale, unknown>>;
    if (field.fallback === false) {
      out[name] = values[requested] ?? "";
      continue;
    }
    const found = chain.find((locale) => !isBlank(values[locale]));
    out[name] = found ? values[found] : values[requested];
    // A slug falls back like any text but is not text a reader sees in another language.
    if (found && found !== requested && isTranslated(field)) {
      fallbacks.push(name);
      fallbackLocales[name] = found;
    }
  }
  out.fallbacks = fallbacks;
  out.fallbackLocales = fallbackLocales;
  return out;
}
