/** The site's languages as a select's options, named in the page's language. */
import { LOCALES } from "../../../../core/constants.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { languageName } from "./admin-format.ts";

export function LanguageOptions() {
  const locale = usePageLocale();
  return LOCALES.map((l) => (
    <option key={l} value={l}>
      {languageName(l, locale)}
    </option>
  ));
}
