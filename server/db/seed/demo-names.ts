/**
 * The demo's people in each reader's language (docs/decisions/0030-native-names-and-typography.md):
 * Russian readers see names in Cyrillic, French readers the French forms, and the collective byline
 * is translated. Keyed by the English name in `demo-content.ts`.
 */
import type { Translated } from "./demo-translations.ts";

export const demoNames: Record<string, Translated> = {
  "Ama Owusu": { fr: "Ama Owusu", ru: "Ама Овусу" },
  "Sarah Mensah": { fr: "Sarah Mensah", ru: "Сара Менса" },
  "Daniel Asante": { fr: "Daniel Asante", ru: "Дэниел Асанте" },
  "Claire Dubois": { fr: "Claire Dubois", ru: "Клер Дюбуа" },
  "Dr. Efua Boateng": { fr: "Dr Efua Boateng", ru: "д-р Эфуа Боатенг" },
  "Yaw Darko": { fr: "Yaw Darko", ru: "Яу Дарко" },
  "Irina Petrova": { fr: "Irina Petrova", ru: "Ирина Петрова" },
  "Foundation team": { fr: "Équipe de la fondation", ru: "Команда фонда" },
};

/** A name as a localized field `{ en, fr, ru }`; a name not listed stays English only. */
export function localizedName(english: string | undefined) {
  const names = english ? demoNames[english] : undefined;
  return names ? { en: english, fr: names.fr, ru: names.ru } : english;
}
