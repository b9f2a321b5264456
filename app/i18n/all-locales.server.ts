/** The server renders every language: all translations are registered when the build loads. */
import { isLocale, registerLocale } from "./i18n.ts";

const locales = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>(
  "./locales/*.ts",
  { eager: true },
);
for (const [file, mod] of Object.entries(locales)) {
  const lang = /\/(\w+)\.ts$/.exec(file)?.[1];
  if (isLocale(lang)) registerLocale(lang, mod.default);
}
