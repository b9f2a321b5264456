/** The site's addresses per language live in core/site-paths.ts (docs/decisions/0026). */
export { localeFromPath, localizedHref, pathInLocale } from "../../core/site-paths.ts";
