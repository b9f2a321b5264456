/**
 * A content screen's configuration in the page language: the entity's texts, form fields and
 * options from the adminContent namespace, keyed by the entity's name (core/content). A field or
 * option the namespace lacks keeps the definition's English label.
 */
import { useMemo } from "react";
import type { Locale } from "../../../../core/constants.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { ENTITY_SCREENS, type EntityScreen, textIn } from "./configs.ts";
import { type ContentT, fieldText, itemFormat, optionLabel } from "./item-format.ts";
import type { EntityConfig, EntityKey, FieldDef } from "./types.ts";

function localizedField(t: ContentT, screen: EntityScreen, field: FieldDef): FieldDef {
  const entity = screen.definition.name;
  const word = (part: Parameters<typeof fieldText>[3], english: string) =>
    fieldText(t, entity, field.name, part, english);
  const base = {
    ...field,
    label: word("label", field.label),
    ...(field.hint ? { hint: word("hint", field.hint) } : {}),
  };
  switch (base.kind) {
    case "select":
      return {
        ...base,
        options: base.options.map((o) => ({
          value: o.value,
          label: optionLabel(t, entity, field.name, o.value),
        })),
      };
    case "text":
      return base.placeholder
        ? { ...base, placeholder: word("placeholder", base.placeholder) }
        : base;
    case "switch":
      return base.description
        ? { ...base, description: word("description", base.description) }
        : base;
    case "list":
    case "imageList":
      return { ...base, itemLabel: word("itemLabel", base.itemLabel) };
    default:
      return base;
  }
}

/** The options of a select field of the form, by name (none when the form has no such field). */
const selectOptions = (fields: readonly FieldDef[], name: string | undefined) => {
  const field = fields.find((f) => f.name === name);
  return field?.kind === "select" ? field.options : undefined;
};

export function entityConfig(screen: EntityScreen, t: ContentT, locale: Locale): EntityConfig {
  const entity = screen.definition.name;
  const format = itemFormat(t, locale, entity);
  const fields = screen.fields.map((f) => localizedField(t, screen, f));
  const category = screen.definition.fields.category;
  return {
    key: screen.key,
    apiPath: screen.definition.apiPath,
    text: t(`entities.${entity}.text`, { returnObjects: true }),
    byline: { ownHint: t("byline.ownHint"), pickHint: t("byline.pickHint") },
    fields,
    categoryOptions:
      category?.kind === "select"
        ? category.options.map((value) => ({
            value,
            label: optionLabel(t, entity, "category", value),
          }))
        : [],
    statusOptions: selectOptions(fields, screen.statusField),
    titleOf: (item) => textIn(screen.titleValue(item), locale).text,
    titleLang: (item) => textIn(screen.titleValue(item), locale).lang,
    imageOf: screen.imageOf,
    metaOf: (item) => screen.metaOf(item, format),
    badgesOf: (item) => screen.badgesOf(item, format),
    statsOf: screen.statsOf ? (stats) => screen.statsOf!(stats, format) : undefined,
  };
}

/** The configuration of the screen at `/admin/<key>`, in the page language. */
export function useEntityConfig(key: EntityKey): EntityConfig {
  const { t } = useTranslation("adminContent");
  const locale = usePageLocale();
  return useMemo(() => entityConfig(ENTITY_SCREENS[key], t, locale), [key, t, locale]);
}

/** A content route's title in a translate function of its language ("Blog Posts"), for its meta. */
export function contentTitle(
  t: ContentT,
  key: EntityKey,
  which: "heading" | "createTitle" | "editTitle" = "heading",
) {
  return t(`entities.${ENTITY_SCREENS[key].definition.name}.text.${which}`);
}
