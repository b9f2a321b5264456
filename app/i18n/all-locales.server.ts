/** The server renders every language: all translations are registered when the build loads. */
import { isLocale, registerNamespace } from "./i18n.ts";

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../texts/locales/*/*.json",
  {
    eager: true,
  },
);
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = /\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (isLocale(lang) && ns) registerNamespace(lang, ns, mod.default);
}
