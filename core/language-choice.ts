/**
 * The language switcher's links go through `/language/<locale>?next=<page>`: the server remembers
 * the choice in the `lang` cookie and sends the visitor on to the page, so a choice made without
 * JavaScript is remembered too. The site's script points the links straight at the page and
 * remembers the choice itself (app/enhance/language-memory.ts), which saves the redirect.
 */
import type { Locale } from "./constants.ts";

export const LANGUAGE_CHOICE_PATH = "/language";

export const languageChoiceHref = (locale: Locale, next: string) =>
  `${LANGUAGE_CHOICE_PATH}/${locale}?next=${encodeURIComponent(next)}`;
